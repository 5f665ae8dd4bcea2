import { describe, expect, it } from 'vitest';
import { promotionListConfig, promotionSortFieldOf } from './list-config';

describe('promotion list sort', () => {
  it('sorts by the contract fields of spec 02 section 9, newest first by default', () => {
    expect(promotionSortFieldOf).toEqual({ date: 'idStock', name: 'name', city: 'city', partner: 'legalName' });
    expect(promotionListConfig.defaultSort).toEqual({ field: 'date', direction: 'DESC' });
  });
});
