import { describe, expect, it } from 'vitest';
import { copyMondayToAll, dayKeys, dayOff, emptyTimeWork, isDayComplete, roundTheClock, timeWorkSchema, unsetTime, workTimeOf, type TimeWorkDay } from './sale-points.js';

const week = (days: Partial<Record<TimeWorkDay['name'], [string, string]>> = {}): TimeWorkDay[] =>
  dayKeys.map((name) => {
    const [startWork, endWork] = days[name] ?? ['09:00', '18:00'];
    return { name, startWork, endWork };
  });

describe('working hours', () => {
  it('accepts a day left "-" at both ends, and a week of them (spec 02 section 9 lists "-" among the options)', () => {
    const partial = week({ St: [unsetTime, unsetTime], Sn: [unsetTime, unsetTime] });
    expect(timeWorkSchema.safeParse(partial).success).toBe(true);
    expect(timeWorkSchema.safeParse(emptyTimeWork()).success).toBe(true);
    expect(workTimeOf(partial)).toBe('Пн: 09:00-18:00, Вт: 09:00-18:00, Ср: 09:00-18:00, Чт: 09:00-18:00, Пт: 09:00-18:00, Сб: -, Вс: -');
  });

  it('keeps refusing a half-typed day and two different special values', () => {
    for (const day of [['09:00', unsetTime], [unsetTime, '18:00'], [dayOff, '18:00'], [dayOff, roundTheClock]] as [string, string][]) {
      expect(isDayComplete({ name: 'Mn', startWork: day[0], endWork: day[1] }), day.join(' ')).toBe(false);
      expect(timeWorkSchema.safeParse(week({ Mn: day })).success, day.join(' ')).toBe(false);
    }
    expect(isDayComplete({ name: 'Mn', startWork: dayOff, endWork: dayOff })).toBe(true);
  });
});

describe('copy Monday to all days', () => {
  it('puts Monday’s two ends on every day and keeps the day names', () => {
    const copied = copyMondayToAll(week({ Mn: ['10:00', '22:00'], St: [dayOff, dayOff], Sn: [unsetTime, unsetTime] }));
    expect(copied.map((d) => d.name)).toEqual([...dayKeys]);
    expect(copied.every((d) => d.startWork === '10:00' && d.endWork === '22:00')).toBe(true);
    expect(copyMondayToAll(week({ Mn: [roundTheClock, roundTheClock] })).every((d) => d.startWork === roundTheClock && d.endWork === roundTheClock)).toBe(true);
  });

  it('does not change the week it was given', () => {
    const original = week({ Mn: ['10:00', '22:00'] });
    const before = structuredClone(original);
    copyMondayToAll(original);
    expect(original).toEqual(before);
  });
});
