import type { PartnerSortField } from '@sks/contract';
import { statusFilterKeys, type ListParamsConfig, type SortOption } from '../../../ui';

export type PartnerSort = 'date' | 'name' | 'city';

/** The list's view in the URL: `?q=…&sort=city&dir=ASC&status=blocked&category=<uuid>&city=<uuid>`. */
export const partnerListConfig: ListParamsConfig<PartnerSort> = {
  sortFields: ['date', 'name', 'city'],
  defaultSort: { field: 'date', direction: 'DESC' },
  filterKeys: statusFilterKeys,
};

export const partnerSortOptions: readonly SortOption<PartnerSort>[] = [
  { value: 'date', label: 'По дате добавления' },
  { value: 'name', label: 'По названию' },
  { value: 'city', label: 'По городу' },
];

/** Spec 02 section 9: date is the order of creation (idPartner), city the main city's name. */
export const partnerSortFieldOf: Record<PartnerSort, PartnerSortField> = {
  date: 'idPartner',
  name: 'name',
  city: 'nameMainCity',
};
