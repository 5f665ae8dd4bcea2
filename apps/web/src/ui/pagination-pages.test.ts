import { describe, expect, it } from 'vitest';
import { listCountCap } from '@sks/contract';
import { clampPage, lastPageInstead, pageCount, pageGroup } from './pagination-pages';

describe('pageCount', () => {
  it('rounds the total over the page size up', () => {
    expect(pageCount(15, 15)).toBe(1);
    expect(pageCount(16, 15)).toBe(2);
    expect(pageCount(150, 15)).toBe(10);
  });
  it('is at least 1', () => {
    expect(pageCount(0, 15)).toBe(1);
    expect(pageCount(-3, 15)).toBe(1);
    expect(pageCount(Number.NaN, 15)).toBe(1);
  });
  it('ends at the count cap when the total went past it', () => {
    expect(pageCount(listCountCap, 15)).toBe(667);
    expect(pageCount(listCountCap + 1, 15)).toBe(667);
  });
});

describe('clampPage', () => {
  it('keeps the page inside 1..count', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3.7, 5)).toBe(3);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });
});

describe('pageGroup', () => {
  it('shows the group of 4 that holds the page', () => {
    expect(pageGroup(1, 10)).toEqual([1, 2, 3, 4]);
    expect(pageGroup(4, 10)).toEqual([1, 2, 3, 4]);
    expect(pageGroup(5, 10)).toEqual([5, 6, 7, 8]);
    expect(pageGroup(10, 10)).toEqual([9, 10]);
  });
  it('shows fewer numbers when there are fewer pages', () => {
    expect(pageGroup(1, 1)).toEqual([1]);
    expect(pageGroup(2, 3)).toEqual([1, 2, 3]);
  });
  it('clamps a page beyond the end to the last group', () => {
    expect(pageGroup(40, 6)).toEqual([5, 6]);
  });
});

describe('lastPageInstead', () => {
  const empty = { items: [], total: 40 };
  it('leads an empty page past the end to the last page of an exact total', () => {
    expect(lastPageInstead(empty, 7, 15)).toBe(3);
    expect(lastPageInstead({ ...empty, estimated: false }, 7, 15)).toBe(3);
  });
  it('stays on a page with rows, on the first page, with nothing found or before the answer', () => {
    expect(lastPageInstead({ items: [1], total: 40 }, 7, 15)).toBeUndefined();
    expect(lastPageInstead(empty, 1, 15)).toBeUndefined();
    expect(lastPageInstead({ items: [], total: 0 }, 3, 15)).toBeUndefined();
    expect(lastPageInstead(undefined, 3, 15)).toBeUndefined();
  });
  it('stays past the end of an estimate, whose last page is not known', () => {
    expect(lastPageInstead({ ...empty, estimated: true }, 7, 15)).toBeUndefined();
  });
});
