import { describe, expect, it } from 'vitest';
import { stockCardPeriod, stockFullPeriod, stockStatus } from './stock-status';

describe('stockCardPeriod', () => {
  it("shows 'day.month – end' from the Moscow wire form", () => {
    expect(stockCardPeriod('2026-03-01 00:30:00', '2026-03-31 23:59:00')).toBe('01.03 – 31.03.2026');
    expect(stockCardPeriod('2026-12-20 00:00:00', '2027-01-10 23:45:00')).toBe('20.12 – 10.01.2027');
  });
  it('shows the one end known, or that there is none', () => {
    expect(stockCardPeriod('2026-03-01 10:00:00', null)).toBe('с 01.03.2026');
    expect(stockCardPeriod(null, '2026-03-31 10:00:00')).toBe('до 31.03.2026');
    expect(stockCardPeriod(null, 'not a date')).toBe('Сроки не указаны');
  });
});

describe('stockFullPeriod', () => {
  it("shows both ends as 'dd.mm.yyyy hh:mm'", () => {
    expect(stockFullPeriod('2026-03-01 00:30:00', '2026-03-31 23:45:00')).toBe('01.03.2026 00:30 – 31.03.2026 23:45');
    expect(stockFullPeriod(null, null)).toBe('Сроки не указаны');
  });
});

describe('stockStatus', () => {
  it('names active and blocked, and anything else as not running', () => {
    const now = new Date('2026-11-25T09:00:00Z');
    const period = { dateBegin: '2026-11-01 00:00:00', dateEnd: '2026-11-30 00:00:00' };
    expect(stockStatus({ status: 'active', ...period }, now).label).toBe('Активна');
    expect(stockStatus({ status: 'blocked', ...period }, now).label).toBe('Заблокирована');
    expect(stockStatus({ status: 'draft', ...period }, now).label).toBe('Неактивна');
    expect(stockStatus({ status: 'active', dateBegin: '2026-10-01 00:00:00', dateEnd: '2026-11-20 00:00:00' }, now).label).toBe('Неактивна');
    expect(stockStatus({ status: 'active', dateBegin: '2026-12-01 00:00:00', dateEnd: '2026-12-30 00:00:00' }, now).label).toBe('Неактивна');
  });
});
