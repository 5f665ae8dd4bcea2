import { describe, expect, it } from 'vitest';
import { countEstimateFrom, formatRecordCount, isCountCapped, listCountCap, recordCountText } from './record-count.js';

describe('record count', () => {
  it('shows an exact total up to the cap', () => {
    expect(formatRecordCount(0)).toBe('Всего: 0');
    expect(formatRecordCount(listCountCap)).toBe('Всего: 10000');
    expect(isCountCapped(listCountCap)).toBe(false);
  });

  it('shows «более 10 000» past the cap', () => {
    expect(isCountCapped(listCountCap + 1)).toBe(true);
    expect(formatRecordCount(listCountCap + 1)).toBe('Всего: более 10 000');
  });

  it('words the cap with the cap itself', () => {
    expect(recordCountText.overCap.replace(/\s/g, '')).toBe(`более${listCountCap}`);
  });

  it('shows an estimate as «около N» to two significant figures', () => {
    expect(formatRecordCount(16_533, true)).toBe('Всего: около 17 000');
    expect(formatRecordCount(6_906, true)).toBe('Всего: около 6 900');
    expect(formatRecordCount(125_874, true)).toBe('Всего: около 130 000');
    expect(formatRecordCount(countEstimateFrom, true)).toBe('Всего: около 1 000');
    expect(formatRecordCount(42, true)).toBe('Всего: около 42');
  });
});
