import { describe, expect, it } from 'vitest';
import { shouldSearch } from './search-term';

describe('shouldSearch', () => {
  it('searches any non-empty term by default', () => {
    expect(shouldSearch('м')).toBe(true);
  });
  it('waits for minChars, but a cleared box always searches', () => {
    expect(shouldSearch('м', 2)).toBe(false);
    expect(shouldSearch(' м ', 2)).toBe(false);
    expect(shouldSearch('мо', 2)).toBe(true);
    expect(shouldSearch('  ', 2)).toBe(true);
  });
});
