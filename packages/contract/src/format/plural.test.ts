import { describe, expect, it } from 'vitest';
import { dayForms, daysRu, pluralRu } from './plural.js';

const forms = ['яблоко', 'яблока', 'яблок'] as const;

describe('pluralRu', () => {
  it.each([
    [0, 'яблок'],
    [1, 'яблоко'],
    [2, 'яблока'],
    [4, 'яблока'],
    [5, 'яблок'],
    [11, 'яблок'],
    [12, 'яблок'],
    [14, 'яблок'],
    [21, 'яблоко'],
    [22, 'яблока'],
    [25, 'яблок'],
    [101, 'яблоко'],
    [111, 'яблок'],
    [112, 'яблок'],
  ])('%i -> %s', (n, expected) => {
    expect(pluralRu(n, forms)).toBe(expected);
  });

  it.each([
    [-1, 'яблоко'],
    [-2, 'яблока'],
    [-5, 'яблок'],
    [-11, 'яблок'],
    [-21, 'яблоко'],
    [-112, 'яблок'],
  ])('negative %i -> %s (by absolute value)', (n, expected) => {
    expect(pluralRu(n, forms)).toBe(expected);
  });

  it('truncates fractions toward zero', () => {
    expect(pluralRu(1.5, forms)).toBe('яблоко');
    expect(pluralRu(2.9, forms)).toBe('яблока');
    expect(pluralRu(-1.5, forms)).toBe('яблоко');
  });
});

describe('daysRu', () => {
  it('uses the day forms', () => {
    expect(dayForms).toEqual(['день', 'дня', 'дней']);
  });

  it.each([
    [0, '0 дней'],
    [1, '1 день'],
    [2, '2 дня'],
    [4, '4 дня'],
    [5, '5 дней'],
    [11, '11 дней'],
    [12, '12 дней'],
    [14, '14 дней'],
    [21, '21 день'],
    [22, '22 дня'],
    [25, '25 дней'],
    [101, '101 день'],
    [111, '111 дней'],
    [112, '112 дней'],
    [-1, '-1 день'],
    [-3, '-3 дня'],
    [-12, '-12 дней'],
  ])('%i -> %s', (n, expected) => {
    expect(daysRu(n)).toBe(expected);
  });
});
