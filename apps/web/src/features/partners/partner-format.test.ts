import { describe, expect, it } from 'vitest';
import { partnerMarker, shownDate, shownRating } from './partner-format';

describe('shownDate', () => {
  it('shows a wire date-time (Moscow) or date as DD.MM.YYYY', () => {
    expect(shownDate('2026-04-01 01:30:00')).toBe('01.04.2026');
    expect(shownDate('2026-03-05')).toBe('05.03.2026');
  });
  it('shows nothing for nothing', () => {
    expect(shownDate(null)).toBe('');
    expect(shownDate('')).toBe('');
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
