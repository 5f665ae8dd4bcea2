/** The card's tabs in the order of spec 02 section 2, as `?tab=` names them. */
export const partnerTabs = [
  { value: 'discounts', label: 'Скидки' },
  { value: 'stocks', label: 'Акции' },
  { value: 'salePoints', label: 'Торговые точки' },
  { value: 'photos', label: 'Фотографии заведения' },
  { value: 'comments', label: 'Отзывы' },
  { value: 'complaints', label: 'Жалобы' },
  { value: 'vacancies', label: 'Вакансии' },
] as const;

export type PartnerTab = (typeof partnerTabs)[number]['value'];

export const tabParam = 'tab';

/** The tab a `?tab=` value names; a missing or unknown one opens the discounts. */
export function partnerTabOf(value: string | null): PartnerTab {
  return partnerTabs.find((t) => t.value === value)?.value ?? 'discounts';
}
