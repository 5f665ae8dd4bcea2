import { describe, expect, it } from 'vitest';
import { contractEndLabel } from './contract-label';

describe('contractEndLabel', () => {
  it('shows the wire date as DD.MM.YYYY, alone above 30 days', () => {
    expect(contractEndLabel('2027-11-19', 362)).toEqual({ text: '19.11.2027', tone: 'ok' });
    expect(contractEndLabel('2026-12-22', 31).text).toBe('22.12.2026');
  });
  it('adds the days left up to 30, with the Russian plural', () => {
    expect(contractEndLabel('2026-12-22', 30)).toEqual({ text: '22.12.2026, осталось 30 дней', tone: 'soon' });
    expect(contractEndLabel('2026-12-13', 21).text).toBe('13.12.2026, остался 21 день');
    expect(contractEndLabel('2026-11-25', 3).text).toBe('25.11.2026, осталось 3 дня');
    expect(contractEndLabel('2026-11-23', 1).text).toBe('23.11.2026, остался 1 день');
  });
  it("says 'истек' at 0", () => {
    expect(contractEndLabel('2026-01-01', 0)).toEqual({ text: '01.01.2026, истек', tone: 'expired' });
  });
});
