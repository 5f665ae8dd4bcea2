import { describe, expect, it } from 'vitest';
import { draftOf, filtersOf, listFilterOf } from './list-config';

describe('filters', () => {
  it('round-trips the draft through the URL filters', () => {
    const draft = { status: 'blocked' as const, contract: 'expired' as const, cities: ['a', 'b'] };
    expect(draftOf(filtersOf(draft))).toEqual(draft);
    expect(filtersOf({ status: null, contract: null, cities: [] })).toEqual({});
  });
  it('builds the list body, leaving unknown URL values out', () => {
    expect(listFilterOf(' мгу ', { status: ['active'], contract: ['soon'], city: ['c1'] })).toEqual({
      searchString: 'мгу',
      status: 'active',
      contract: null,
      cities: ['c1'],
    });
    expect(listFilterOf('', {})).toEqual({ searchString: null, status: null, contract: null, cities: null });
  });
});
