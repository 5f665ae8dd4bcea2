import { describe, expect, it } from 'vitest';
import { counterText, editAllowed } from './rich-text-limit';

describe('editAllowed', () => {
  it('lets text grow up to the limit, counting visible characters only', () => {
    expect(editAllowed('<p>abcd</p>', '<p><strong>abcde</strong></p>', 5)).toBe(true);
    expect(editAllowed('<p>a&amp;b</p>', '<p>a&amp;bcd</p>', 5)).toBe(true);
  });
  it('refuses an edit that takes the text past the limit', () => {
    expect(editAllowed('<p>abcde</p>', '<p>abcdef</p>', 5)).toBe(false);
    expect(editAllowed('', '<p>abcdef</p>', 5)).toBe(false);
  });
  it('lets a text already past the limit be shortened or reformatted, not lengthened', () => {
    expect(editAllowed('<p>abcdefg</p>', '<p>abcdef</p>', 5)).toBe(true);
    expect(editAllowed('<p>abcdefg</p>', '<p><em>abcdefg</em></p>', 5)).toBe(true);
    expect(editAllowed('<p>abcdefg</p>', '<p>abcdefgh</p>', 5)).toBe(false);
  });
});

describe('counterText', () => {
  it('shows visible characters against the limit', () => {
    expect(counterText('<p>Привет, <a href="https://x.example">мир</a></p>', 700)).toBe('11 / 700');
    expect(counterText('', 2000)).toBe('0 / 2000');
  });
});
