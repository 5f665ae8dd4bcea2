import { describe, expect, it } from 'vitest';
import { listCountCap } from '@sks/contract';
import { clampPage, pageCount, pageGroup } from './pagination-pages';

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
