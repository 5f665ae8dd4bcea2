import { describe, expect, it } from 'vitest';
import { isMenuItemActive, menuFor } from './menu-items';

const labels = (role: Parameters<typeof menuFor>[0]) => menuFor(role).map((item) => item.label);

describe('menuFor', () => {
  it('shows superadmin every item in the spec order', () => {
    expect(labels('superadmin')).toEqual([
      'Университеты',
      'Партнёры',
      'Акции',
      'Платная реклама',
      'Отзывы',
      'Новости',
      'Промокоды',
      'Администраторы',
      'Статистика',
      'База знаний',
      'РЖД-бонус',
      'Справочники',
    ]);
  });
  it('hides paid advertising and administrators from admin, keeps promo codes', () => {
    const items = labels('admin');
    expect(items).not.toContain('Платная реклама');
    expect(items).not.toContain('Администраторы');
    expect(items).not.toContain('Справочники');
    expect(items).toContain('Промокоды');
    expect(items).toHaveLength(9);
  });
  it('hides promo codes from other roles', () => {
    expect(labels('operator')).not.toContain('Промокоды');
  });
});

describe('isMenuItemActive', () => {
  const [universities, , , ads, reviews] = menuFor('superadmin');
  it('lights universities on / and its card routes only', () => {
    expect(isMenuItemActive(universities, '/')).toBe(true);
    expect(isMenuItemActive(universities, '/card/1/refactoring')).toBe(true);
    expect(isMenuItemActive(universities, '/news')).toBe(false);
  });
  it('lights ads on its related routes, not on look-alike prefixes', () => {
    expect(isMenuItemActive(ads, '/ads-contracts/7')).toBe(true);
    expect(isMenuItemActive(ads, '/creative/7')).toBe(true);
    expect(isMenuItemActive(ads, '/adsx')).toBe(false);
  });
  it('lights reviews on a single review', () => {
    expect(isMenuItemActive(reviews, '/feedback/5')).toBe(true);
  });
});
