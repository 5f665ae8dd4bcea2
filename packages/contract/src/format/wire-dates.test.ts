import { describe, expect, it } from 'vitest';
import {
  isoOfWireDateTime,
  parseWireDate,
  parseWireDateTime,
  toWireDate,
  toWireDateTime,
  wireDateInput,
  wireDateMessages,
  wireDateTimeInput,
} from './wire-dates.js';

const instant = new Date('2026-10-31T19:36:11Z');

describe('wire date-times', () => {
  it('writes an instant as Moscow YYYY-MM-DD HH:mm:ss', () => {
    expect(toWireDateTime(instant)).toBe('2026-10-31 22:36:11');
  });

  it.each([
    ['2026-10-31 22:36:11', instant],
    ['2026-10-31T22:36:11', instant],
    ['2026-10-31T19:36:11Z', instant],
    ['2026-10-31T19:36:11.000Z', instant],
    ['2026-10-31T22:36:11+03:00', instant],
    ['2026-10-31T22:36:11+0300', instant],
    ['31.10.2026 22:36:11', instant],
    ['31.10.2026 22:36', new Date('2026-10-31T19:36:00Z')],
    [' 2026-10-31 22:36 ', new Date('2026-10-31T19:36:00Z')],
  ])('reads %s', (text, expected) => {
    expect(parseWireDateTime(text)?.toISOString()).toBe(expected.toISOString());
  });

  it.each(['', '2026-02-30 10:00:00', '2026-10-31 24:00:00', '31.13.2026 10:00', '2026-10-31', 'yesterday', '2026-10-31 10:61'])(
    'refuses %j',
    (text) => {
      expect(parseWireDateTime(text)).toBeNull();
    },
  );

  it('round-trips what it writes', () => {
    const written = toWireDateTime(instant);
    expect(parseWireDateTime(written)?.getTime()).toBe(instant.getTime());
    expect(new Date(isoOfWireDateTime(written)).getTime()).toBe(instant.getTime());
  });

  it('is a zod field that gives the instant or a Russian message', () => {
    expect(wireDateTimeInput.parse('31.10.2026 22:36:11').getTime()).toBe(instant.getTime());
    const bad = wireDateTimeInput.safeParse('31/10/2026');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toMatch(/^Дата и время в формате/);
    const huge = wireDateTimeInput.safeParse('2'.repeat(41));
    expect(huge.error?.issues.map((i) => i.message)).toEqual([wireDateMessages.dateTime]);
    expect(wireDateInput.safeParse('2'.repeat(41)).error?.issues.map((i) => i.message)).toEqual([wireDateMessages.date]);
  });
});

describe('wire dates', () => {
  it.each([
    ['2026-10-31', '2026-10-31'],
    ['31.10.2026', '2026-10-31'],
    ['2026-10-31 23:30:00', '2026-10-31'],
    ['2026-10-31T21:30:00Z', '2026-11-01'],
  ])('reads %s as %s', (text, expected) => {
    expect(parseWireDate(text)).toBe(expected);
    expect(wireDateInput.parse(text)).toBe(expected);
  });

  it.each(['2026-02-29', '29.02.2026', '2026-1-1', ''])('refuses %j', (text) => {
    expect(parseWireDate(text)).toBeNull();
  });

  it('writes the Moscow day of an instant', () => {
    expect(toWireDate(new Date('2026-10-31T21:30:00Z'))).toBe('2026-11-01');
    expect(toWireDate('2026-10-31')).toBe('2026-10-31');
  });
});
