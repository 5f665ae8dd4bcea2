import { describe, expect, it } from 'vitest';
import { shownDay, shownPeriod, statusLabel } from './promotion-format';

describe('promotion dates', () => {
  it('shows the day of a wire date-time as DD.MM.YYYY', () => {
    expect(shownDay('2026-12-31 23:59:59')).toBe('31.12.2026');
  });
  it('shows nothing for an absent or malformed value', () => {
    expect(shownDay('01.03.2026')).toBe('');
  });
  it('writes the period with both ends, or the one known', () => {
    expect(shownPeriod('2026-03-01 10:00:00', '2026-03-31 23:45:00')).toBe('01.03.2026 10:00 – 31.03.2026 23:45');
    expect(shownPeriod('2026-03-01 10:00:00', '')).toBe('с 01.03.2026 10:00');
    expect(shownPeriod(null, '2026-03-31 23:45:00')).toBe('до 31.03.2026 23:45');
    expect(shownPeriod('', '')).toBe('Сроки не указаны');
  });
});

describe('statusLabel', () => {
  const now = new Date('2026-11-25T09:00:00Z'); // 12:00 in Moscow
  const period = { dateBegin: '2026-11-01 00:00:00', dateEnd: '2026-11-30 23:59:00' };
  it('reads active within its dates as Активна and blocked as Неактивна', () => {
    expect(statusLabel({ status: 'active', ...period }, now)).toEqual({ label: 'Активна', color: 'teal' });
    expect(statusLabel({ status: 'blocked', ...period }, now)).toEqual({ label: 'Неактивна', color: 'gray' });
  });
  it('reads an active promotion that has ended or not begun as Неактивна', () => {
    expect(statusLabel({ status: 'active', dateBegin: '2026-10-01 00:00:00', dateEnd: '2026-11-25 11:59:00' }, now).label).toBe('Неактивна');
    expect(statusLabel({ status: 'active', dateBegin: '2026-11-25 12:01:00', dateEnd: '2026-12-25 00:00:00' }, now).label).toBe('Неактивна');
    expect(statusLabel({ status: 'active', dateBegin: '2026-11-25 12:00:00', dateEnd: '2026-11-25 12:00:00' }, now).label).toBe('Активна');
  });
});
