import { describe, expect, it } from 'vitest';
import { formatPhone, formatPhoneDashed, isPhone, phoneDigits } from './phone.js';

describe('phoneDigits', () => {
  it('keeps only digits', () => {
    expect(phoneDigits('+7 (912) 345-67-89')).toBe('79123456789');
    expect(phoneDigits('8 912 345 67 89')).toBe('89123456789');
    expect(phoneDigits('tel: 12-ab-3')).toBe('123');
  });

  it('returns an empty string when there are no digits', () => {
    expect(phoneDigits('')).toBe('');
    expect(phoneDigits('+() --')).toBe('');
  });
});

describe('isPhone', () => {
  it('accepts exactly 11 digits, whatever the punctuation', () => {
    expect(isPhone('79123456789')).toBe(true);
    expect(isPhone('+7 (912) 345-67-89')).toBe(true);
  });

  it('rejects fewer or more than 11 digits', () => {
    expect(isPhone('')).toBe(false);
    expect(isPhone('+7 (912) 345-67-8')).toBe(false);
    expect(isPhone('7912345678')).toBe(false);
    expect(isPhone('791234567890')).toBe(false);
    expect(isPhone('+7 (912) 345-67-89 1')).toBe(false);
  });
});

describe('formatPhone', () => {
  it('formats 11 digits as +X XXX XXX XX XX', () => {
    expect(formatPhone('79123456789')).toBe('+7 912 345 67 89');
    expect(formatPhone('+7 (912) 345-67-89')).toBe('+7 912 345 67 89');
    expect(formatPhone('8-800-555-35-35')).toBe('+8 800 555 35 35');
  });

  it('returns input that is not 11 digits as given', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('+7 (912) 345-67')).toBe('+7 (912) 345-67');
    expect(formatPhone('791234567890')).toBe('791234567890');
    expect(formatPhone('нет телефона')).toBe('нет телефона');
  });

  it('returns an empty string for empty, null and undefined', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('formatPhoneDashed', () => {
  it('formats 11 digits as +X XXX XXX-XX-XX', () => {
    expect(formatPhoneDashed('79123456789')).toBe('+7 912 345-67-89');
    expect(formatPhoneDashed('+7 (912) 345-67-89')).toBe('+7 912 345-67-89');
  });
  it('shows anything else as given', () => {
    expect(formatPhoneDashed('12345')).toBe('12345');
    expect(formatPhoneDashed(null)).toBe('');
  });
});
