import { describe, expect, it } from 'vitest';
import { partnerSortFieldOf } from './list-config';

describe('partner list sort', () => {
  it('sorts by the contract fields of spec 02 section 9', () => {
    expect(partnerSortFieldOf).toEqual({ date: 'idPartner', name: 'name', city: 'nameMainCity' });
  });
});
