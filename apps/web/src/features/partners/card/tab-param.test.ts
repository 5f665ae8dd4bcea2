import { describe, expect, it } from 'vitest';
import { partnerTabOf, partnerTabs } from './tab-param';

describe('partnerTabOf', () => {
  it('opens the named tab, and the discounts for a missing or unknown name', () => {
    expect(partnerTabOf('vacancies')).toBe('vacancies');
    expect(partnerTabOf(null)).toBe('discounts');
    expect(partnerTabOf('nope')).toBe('discounts');
  });
  it('lists the tabs of the spec in order', () => {
    expect(partnerTabs.map((t) => t.label)).toEqual([
      'Скидки',
      'Акции',
      'Торговые точки',
      'Фотографии заведения',
      'Отзывы',
      'Жалобы',
      'Вакансии',
    ]);
  });
});
