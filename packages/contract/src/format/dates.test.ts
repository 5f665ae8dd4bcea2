import { describe, expect, it } from 'vitest';
import { daysBetween, formatMoscowDateTime, formatRuDate, isRuTime, moscowToday, parseRuDate } from './dates.js';

describe('parseRuDate', () => {
  it('parses a valid DD.MM.YYYY into ISO', () => {
    expect(parseRuDate('22.11.2026')).toBe('2026-11-22');
    expect(parseRuDate('01.01.2000')).toBe('2000-01-01');
    expect(parseRuDate('31.12.2030')).toBe('2030-12-31');
    expect(parseRuDate('30.04.2026')).toBe('2026-04-30');
  });

  it('ignores surrounding whitespace', () => {
    expect(parseRuDate('  05.03.2027 ')).toBe('2027-03-05');
  });

  it('rejects a day past the end of the month', () => {
    expect(parseRuDate('31.04.2026')).toBeNull();
    expect(parseRuDate('31.06.2026')).toBeNull();
    expect(parseRuDate('32.01.2026')).toBeNull();
  });

  it('accepts 29.02 only in leap years', () => {
    expect(parseRuDate('29.02.2024')).toBe('2024-02-29');
    expect(parseRuDate('29.02.2000')).toBe('2000-02-29');
    expect(parseRuDate('29.02.2026')).toBeNull();
    expect(parseRuDate('29.02.2100')).toBeNull();
    expect(parseRuDate('28.02.2026')).toBe('2026-02-28');
    expect(parseRuDate('30.02.2024')).toBeNull();
  });

  it('rejects month 13 and month 00', () => {
    expect(parseRuDate('01.13.2026')).toBeNull();
    expect(parseRuDate('01.00.2026')).toBeNull();
  });

  it('rejects day 00', () => {
    expect(parseRuDate('00.01.2026')).toBeNull();
  });

  it.each(['', '1.1.2026', '01.01.26', '2026-01-01', '01/01/2026', '01.01.2026г', 'aa.bb.cccc', '01.01.20261'])(
    'rejects malformed %j',
    (value) => {
      expect(parseRuDate(value)).toBeNull();
    },
  );
});

describe('formatRuDate', () => {
  it('turns ISO YYYY-MM-DD into DD.MM.YYYY', () => {
    expect(formatRuDate('2026-11-22')).toBe('22.11.2026');
    expect(formatRuDate('2000-01-05')).toBe('05.01.2000');
  });

  it('uses the date part of a longer ISO timestamp', () => {
    expect(formatRuDate('2026-11-22T11:05:00.000Z')).toBe('22.11.2026');
  });

  it('round-trips with parseRuDate', () => {
    expect(formatRuDate(parseRuDate('29.02.2024')!)).toBe('29.02.2024');
  });
});

describe('isRuTime', () => {
  it.each(['00:00', '09:05', '14:05', '23:59', ' 12:30 '])('accepts %j', (value) => {
    expect(isRuTime(value)).toBe(true);
  });

  it.each(['24:00', '23:60', '9:05', '09:5', '0905', '09.05', '', 'ab:cd', '12:30:00'])('rejects %j', (value) => {
    expect(isRuTime(value)).toBe(false);
  });
});

describe('formatMoscowDateTime', () => {
  it('shows a fixed instant in Moscow time (UTC+3)', () => {
    expect(formatMoscowDateTime(new Date('2026-11-22T11:05:00Z'))).toBe('22.11.2026 14:05 МСК');
  });

  it('accepts an ISO string', () => {
    expect(formatMoscowDateTime('2026-11-22T11:05:00Z')).toBe('22.11.2026 14:05 МСК');
  });

  it('pads and uses the 24-hour clock', () => {
    expect(formatMoscowDateTime('2026-01-02T21:00:00Z')).toBe('03.01.2026 00:00 МСК');
    expect(formatMoscowDateTime('2026-01-02T20:59:00Z')).toBe('02.01.2026 23:59 МСК');
    expect(formatMoscowDateTime('2026-07-01T06:07:00Z')).toBe('01.07.2026 09:07 МСК');
  });

  it('rolls over the year in Moscow before UTC does', () => {
    expect(formatMoscowDateTime('2026-12-31T22:30:00Z')).toBe('01.01.2027 01:30 МСК');
  });
});

describe('moscowToday', () => {
  it('is still the same day just before Moscow midnight (20:59 UTC)', () => {
    expect(moscowToday(new Date('2026-11-22T20:59:59Z'))).toBe('2026-11-22');
  });

  it('is already the next day after Moscow midnight, while UTC is still on the previous day', () => {
    expect(moscowToday(new Date('2026-11-22T21:00:00Z'))).toBe('2026-11-23');
    expect(moscowToday(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-23');
  });

  it('matches the UTC date right after UTC midnight', () => {
    expect(moscowToday(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
  });

  it('crosses the year boundary', () => {
    expect(moscowToday(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
  });

  it('defaults to the current instant', () => {
    expect(moscowToday()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(moscowToday()).toBe(moscowToday(new Date()));
  });
});

describe('daysBetween', () => {
  it('is 0 for the same day', () => {
    expect(daysBetween('2026-11-22', '2026-11-22')).toBe(0);
  });

  it('counts whole days forward', () => {
    expect(daysBetween('2026-11-22', '2026-11-23')).toBe(1);
    expect(daysBetween('2026-11-22', '2026-12-22')).toBe(30);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('counts across February in leap and non-leap years', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
  });

  it('is negative when the target is earlier', () => {
    expect(daysBetween('2026-11-23', '2026-11-22')).toBe(-1);
    expect(daysBetween('2027-01-01', '2026-12-01')).toBe(-31);
  });

  it('is unaffected by daylight-saving changes', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
  });
});
