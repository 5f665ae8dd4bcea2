import type { PromotionSortField } from '@sks/contract';
import { statusFilterKeys, type ListParamsConfig, type SortOption } from '../../../ui';

export type PromotionSort = 'date' | 'name' | 'city' | 'partner';

/** The list's view in the URL: `?q=…&sort=partner&dir=ASC&status=blocked&category=<uuid>&city=<uuid>`. */
export const promotionListConfig: ListParamsConfig<PromotionSort> = {
  sortFields: ['date', 'name', 'city', 'partner'],
  defaultSort: { field: 'date', direction: 'DESC' },
  filterKeys: statusFilterKeys,
};

export const promotionSortOptions: readonly SortOption<PromotionSort>[] = [
  { value: 'date', label: 'По дате добавления' },
  { value: 'name', label: 'По названию' },
  { value: 'city', label: 'По городу' },
  { value: 'partner', label: 'По партнёру' },
];

/** Spec 02 section 9: date is the order of creation (idStock), partner the legal name. */
export const promotionSortFieldOf: Record<PromotionSort, PromotionSortField> = {
  date: 'idStock',
  name: 'name',
  city: 'city',
  partner: 'legalName',
};
