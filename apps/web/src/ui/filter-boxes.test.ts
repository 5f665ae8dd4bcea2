import { describe, expect, it } from 'vitest';
import { toggleOne, togglePair } from './filter-boxes';

describe('togglePair', () => {
  it('checks a box when none is checked, and unchecks it again', () => {
    expect(togglePair(null, 'blocked')).toBe('blocked');
    expect(togglePair('blocked', 'blocked')).toBeNull();
  });
  it('clears the filter when the second box is checked as well', () => {
    expect(togglePair<string>('blocked', 'active')).toBeNull();
  });
});

describe('toggleOne', () => {
  it('keeps one value per group, a second click clears it', () => {
    expect(toggleOne(null, 'wait')).toBe('wait');
    expect(toggleOne<string>('wait', 'declined')).toBe('declined');
    expect(toggleOne('wait', 'wait')).toBeNull();
  });
});
