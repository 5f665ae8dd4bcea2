import { describe, expect, it } from 'vitest';
import { parseMoscowDateTime, relativeTimeRu, ruDateTimeOfWire, shownDateTime, toMoscowDateTime, wireOfRuDateTime } from './moscow-time.js';

describe('parseMoscowDateTime', () => {
  it('reads the wire form as Moscow time (UTC+3 all year)', () => {
    expect(parseMoscowDateTime('2026-03-01 10:00:00')?.toISOString()).toBe('2026-03-01T07:00:00.000Z');
    expect(parseMoscowDateTime('2026-07-15 01:30:59')?.toISOString()).toBe('2026-07-14T22:30:59.000Z');
    expect(parseMoscowDateTime('2026-01-01 00:00:00')?.toISOString()).toBe('2025-12-31T21:00:00.000Z');
    expect(parseMoscowDateTime('  2024-02-29 23:59:59 ')?.toISOString()).toBe('2024-02-29T20:59:59.000Z');
  });

  it.each([
    ['a day past the end of the month', '2026-02-29 10:00:00'],
    ['day 31 of April', '2026-04-31 10:00:00'],
    ['month 13', '2026-13-01 10:00:00'],
    ['month 00', '2026-00-10 10:00:00'],
    ['day 00', '2026-01-00 10:00:00'],
    ['hour 24', '2026-01-01 24:00:00'],
    ['minute 60', '2026-01-01 10:60:00'],
    ['second 60', '2026-01-01 10:00:60'],
    ['no seconds', '2026-01-01 10:00'],
    ['the form order', '01.03.2026 10:00:00'],
    ['an ISO T', '2026-03-01T10:00:00'],
    ['a zone', '2026-03-01 10:00:00Z'],
    ['nothing', ''],
  ])('rejects %s', (_what, value) => {
    expect(parseMoscowDateTime(value)).toBeNull();
  });
});

describe('toMoscowDateTime', () => {
  it('writes an instant in Moscow time, from a Date, an ISO string or milliseconds', () => {
    expect(toMoscowDateTime(new Date('2026-03-01T07:00:00Z'))).toBe('2026-03-01 10:00:00');
    expect(toMoscowDateTime('2025-12-31T21:00:00.000Z')).toBe('2026-01-01 00:00:00');
    expect(toMoscowDateTime(Date.UTC(2026, 5, 30, 22, 15, 7, 999))).toBe('2026-07-01 01:15:07');
  });

  it('is the inverse of parseMoscowDateTime', () => {
    for (const wire of ['2026-03-01 10:00:00', '2024-02-29 00:00:00', '2030-12-31 23:59:59']) {
      expect(toMoscowDateTime(parseMoscowDateTime(wire)!)).toBe(wire);
    }
  });
});

describe('shownDateTime', () => {
  it('shows a wire date-time as DD.MM.YYYY HH:mm', () => {
    expect(shownDateTime('2026-03-01 09:05:30')).toBe('01.03.2026 09:05');
  });
  it('shows nothing for an absent or malformed value', () => {
    expect(shownDateTime('')).toBe('');
    expect(shownDateTime(null)).toBe('');
    expect(shownDateTime('2026-02-30 10:00:00')).toBe('');
    expect(shownDateTime('01.03.2026 10:00')).toBe('');
  });
});

describe('wireOfRuDateTime and ruDateTimeOfWire', () => {
  it('turns the form fields into the wire form and back', () => {
    expect(wireOfRuDateTime('01.03.2026', '10:15')).toBe('2026-03-01 10:15:00');
    expect(wireOfRuDateTime(' 29.02.2024 ', ' 23:45 ')).toBe('2024-02-29 23:45:00');
    expect(ruDateTimeOfWire('2026-03-01 10:15:00')).toEqual({ date: '01.03.2026', time: '10:15' });
  });

  it.each([
    ['29.02.2026', '10:00'],
    ['31.04.2026', '10:00'],
    ['1.3.2026', '10:00'],
    ['01.03.2026', '24:00'],
    ['01.03.2026', '10:60'],
    ['01.03.2026', '9:00'],
    ['2026-03-01', '10:00'],
    ['', ''],
  ])('answers null for %s %s', (date, time) => {
    expect(wireOfRuDateTime(date, time)).toBeNull();
  });
});

describe('relativeTimeRu', () => {
  const now = new Date('2026-03-10T12:00:00Z'); // 15:00 in Moscow
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const minute = 60_000;
  const hour = 60 * minute;

  it('says только что within a minute, also for a time a few seconds ahead (a clock slightly off)', () => {
    expect(relativeTimeRu(now, now)).toBe('только что');
    expect(relativeTimeRu(ago(59_999), now)).toBe('только что');
    expect(relativeTimeRu(ago(-5_000), now)).toBe('только что');
  });

  it('counts minutes and then hours with the Russian plural', () => {
    expect(relativeTimeRu(ago(minute), now)).toBe('1 минуту назад');
    expect(relativeTimeRu(ago(3 * minute), now)).toBe('3 минуты назад');
    expect(relativeTimeRu(ago(11 * minute), now)).toBe('11 минут назад');
    expect(relativeTimeRu(ago(21 * minute + 30_000), now)).toBe('21 минуту назад');
    expect(relativeTimeRu(ago(59 * minute), now)).toBe('59 минут назад');
    expect(relativeTimeRu(ago(hour), now)).toBe('1 час назад');
    expect(relativeTimeRu(ago(2 * hour), now)).toBe('2 часа назад');
    expect(relativeTimeRu(ago(5 * hour), now)).toBe('5 часов назад');
    // 00:30 Moscow is still today.
    expect(relativeTimeRu(ago(14 * hour + 30 * minute), now)).toBe('14 часов назад');
  });

  it('says вчера and позавчера by Moscow days, then the Moscow date and time', () => {
    expect(relativeTimeRu(ago(15 * hour + minute), now)).toBe('вчера'); // 23:59 Moscow the day before
    expect(relativeTimeRu(new Date('2026-03-08T21:00:00Z'), now)).toBe('вчера'); // 00:00 on the 9th in Moscow
    expect(relativeTimeRu(new Date('2026-03-08T20:59:00Z'), now)).toBe('позавчера');
    expect(relativeTimeRu(new Date('2026-03-07T20:59:00Z'), now)).toBe('07.03.2026 23:59');
    expect(relativeTimeRu('2025-12-31T21:05:00.000Z', now)).toBe('01.01.2026 00:05');
  });

  it('shows the date of a time further ahead', () => {
    expect(relativeTimeRu(new Date('2026-03-10T13:00:00Z'), now)).toBe('10.03.2026 16:00');
    expect(relativeTimeRu(new Date('2026-04-01T09:00:00Z'), now)).toBe('01.04.2026 12:00');
  });
});
