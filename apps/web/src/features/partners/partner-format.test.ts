import { describe, expect, it } from 'vitest';
import { partnerMarker, shownDate, shownRating } from './partner-format';

describe('shownDate', () => {
  it('shows an instant as its Moscow date', () => {
    expect(shownDate('2026-03-31T22:30:00Z')).toBe('01.04.2026');
    expect(shownDate('2026-03-05')).toBe('05.03.2026');
  });
  it('keeps a date already written DD.MM.YYYY, and empty as empty', () => {
    expect(shownDate('05.03.2026')).toBe('05.03.2026');
    expect(shownDate('05.03.2026 14:00')).toBe('05.03.2026');
    expect(shownDate(null)).toBe('');
  });
});

describe('shownRating and partnerMarker', () => {
  it('uses a decimal comma', () => {
    expect(shownRating(4.5)).toBe('4,5');
    expect(shownRating(0)).toBe('0,0');
  });
  it('marks federal F and local M', () => {
    expect(partnerMarker(true).letter).toBe('F');
    expect(partnerMarker(false).letter).toBe('M');
  });
});
