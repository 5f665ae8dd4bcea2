import { describe, expect, it } from 'vitest';
import { draftOf, filtersOf, statusCategoryCityBody } from './status-category-city';

const cat = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const city = '9faf509d-02b9-48bd-be3e-28838d5a73c9';

describe('the status, category and city filter', () => {
  it('round-trips the draft through the URL filters', () => {
    const draft = { status: 'active' as const, categories: [cat], cities: [city] };
    expect(filtersOf(draft)).toEqual({ status: ['active'], category: [cat], city: [city] });
    expect(draftOf(filtersOf(draft))).toEqual(draft);
    expect(filtersOf({ status: null, categories: [], cities: [] })).toEqual({});
  });
  it('builds the list body, leaving malformed URL values out', () => {
    expect(statusCategoryCityBody(' кофе ', { status: ['blocked'], category: [cat, 'nope'], city: [city] })).toEqual({
      searchString: 'кофе',
      status: 'blocked',
      categories: [cat],
      cities: [city],
    });
    expect(statusCategoryCityBody('  ', { status: ['other'], city: ['x'] })).toEqual({
      searchString: null,
      status: null,
      categories: null,
      cities: null,
    });
  });
});
