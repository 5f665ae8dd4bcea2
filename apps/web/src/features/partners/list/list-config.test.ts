import { describe, expect, it } from 'vitest';
import { draftOf, filtersOf, listFilterOf, partnerSortFieldOf, toggleStatus } from './list-config';

const cat = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const city = '9faf509d-02b9-48bd-be3e-28838d5a73c9';

describe('toggleStatus', () => {
  it('checks a box when none is checked, and unchecks it again', () => {
    expect(toggleStatus(null, 'active')).toBe('active');
    expect(toggleStatus('active', 'active')).toBeNull();
  });
  it('clears the filter when the second box is checked as well', () => {
    expect(toggleStatus('active', 'blocked')).toBeNull();
  });
});

describe('partner list filters', () => {
  it('round-trips the draft through the URL filters', () => {
    const draft = { status: 'blocked' as const, categories: [cat], cities: [city] };
    expect(filtersOf(draft)).toEqual({ status: ['blocked'], category: [cat], city: [city] });
    expect(draftOf(filtersOf(draft))).toEqual(draft);
    expect(filtersOf({ status: null, categories: [], cities: [] })).toEqual({});
  });
  it('builds the list body, leaving malformed URL values out', () => {
    expect(listFilterOf(' пицца ', { status: ['active'], category: [cat, 'nope'], city: [city] })).toEqual({
      searchString: 'пицца',
      status: 'active',
      categories: [cat],
      cities: [city],
    });
    expect(listFilterOf('', { status: ['gone'], category: ['x'] })).toEqual({
      searchString: null,
      status: null,
      categories: null,
      cities: null,
    });
  });
  it('sorts by the contract fields of spec 02 section 9', () => {
    expect(partnerSortFieldOf).toEqual({ date: 'idPartner', name: 'name', city: 'nameMainCity' });
  });
});
