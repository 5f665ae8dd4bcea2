import { describe, expect, it } from 'vitest';
import { timeOptions, timeOptionsWith } from './date-time-options';

describe('timeOptions', () => {
  it('steps through the day every 15 minutes', () => {
    const options = timeOptions(15);
    expect(options).toHaveLength(96);
    expect(options.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(options.at(-1)).toBe('23:45');
  });
});

describe('timeOptionsWith', () => {
  it('keeps a stored time that is off the steps, in its place', () => {
    const options = timeOptionsWith(15, '23:59');
    expect(options).toHaveLength(97);
    expect(options.slice(-2)).toEqual(['23:45', '23:59']);
    expect(timeOptionsWith(15, '10:07').slice(40, 43)).toEqual(['10:00', '10:07', '10:15']);
  });
  it('adds nothing for a time on the steps, an empty or a malformed one', () => {
    expect(timeOptionsWith(15, '10:15')).toHaveLength(96);
    expect(timeOptionsWith(15, '')).toHaveLength(96);
    expect(timeOptionsWith(15, '25:00')).toHaveLength(96);
  });
});
