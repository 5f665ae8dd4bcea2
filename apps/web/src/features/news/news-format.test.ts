import { describe, expect, it } from 'vitest';
import { levelShown, moscowShown, relativeShown } from './news-format';

describe('news times', () => {
  it('shows a wire date-time in Moscow time with МСК', () => {
    expect(moscowShown('2026-11-22 14:05:00')).toBe('22.11.2026 14:05 МСК');
  });
  it('says how long ago in Russian, counting Moscow days', () => {
    const now = new Date('2026-05-15T09:00:00Z'); // 12:00 МСК
    expect(relativeShown('2026-05-15 11:55:00', now)).toBe('5 минут назад');
    expect(relativeShown('2026-05-14 23:30:00', now)).toBe('вчера');
    expect(relativeShown('2026-05-10 08:15:00', now)).toBe('10.05.2026 08:15');
  });
  it('leaves a malformed value as it came', () => {
    expect(moscowShown('soon')).toBe('soon');
    expect(relativeShown('soon')).toBe('soon');
  });
});

describe('levelShown', () => {
  it('names the region or university of the level', () => {
    expect(levelShown({ typeNews: 'region', nameCity: 'Казань', nameUniversity: null })).toBe('Региональная · Казань');
    expect(levelShown({ typeNews: 'university', nameCity: null, nameUniversity: 'КФУ' })).toBe('Университетская · КФУ');
    expect(levelShown({ typeNews: 'federal', nameCity: null, nameUniversity: null })).toBe('Федеральная');
  });
});
