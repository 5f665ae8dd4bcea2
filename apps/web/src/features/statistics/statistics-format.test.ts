import { describe, expect, it } from 'vitest';
import { formatChange, formatCount, monthLabel, monthTick, upLine } from './statistics-format';

describe('formatCount', () => {
  it('splits thousands with a thin space as ru-RU does', () => {
    expect(formatCount(5400)).toBe('5\u202f400');
    expect(formatCount(12345)).toBe('12\u202f345');
    expect(formatCount(1234567)).toBe('1\u202f234\u202f567');
    expect(formatCount(0)).toBe('0');
  });
});

describe('formatChange', () => {
  it('carries a plus, a true minus, or nothing for zero', () => {
    expect(formatChange(232)).toBe('+232');
    expect(formatChange(-15000)).toBe('\u221215\u202f000');
    expect(formatChange(0)).toBe('0');
  });
});

describe('upLine', () => {
  it('tells the growth of the month for the whole period', () => {
    expect(upLine('all', 232)).toEqual({ text: '+232 за месяц', color: 'teal' });
    expect(upLine('all', 0)).toEqual({ text: '+0 за месяц', color: 'dimmed' });
  });

  it('tells the change against the previous month, coloured by its sign', () => {
    expect(upLine('month', 13)).toEqual({ text: '+13 к прошлому месяцу', color: 'teal' });
    expect(upLine('month', -1)).toEqual({ text: '\u22121 к прошлому месяцу', color: 'red' });
    expect(upLine('month', 0)).toEqual({ text: '0 к прошлому месяцу', color: 'dimmed' });
  });
});

describe('monthLabel, and monthTick', () => {
  it('write a month with its full Russian name and year, and shortly on an axis', () => {
    expect(monthLabel('2026-01')).toBe('Январь 2026');
    expect(monthLabel('2025-12')).toBe('Декабрь 2025');
    expect(monthTick('2026-05')).toBe('Май 26');
    expect(monthTick('2026-09')).toBe('Сен 26');
  });
});
