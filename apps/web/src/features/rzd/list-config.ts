import { rzdLimits, rzdStatuses, type RzdListFilter, type RzdSortField, type RzdStatus } from '@sks/contract';
import type { ListFilters, ListParamsConfig, SortOption } from '../../ui';

export type RzdSort = 'date' | 'name';

/** The list's view in the URL: `?q=…&status=rejected&month=2026-11&sort=name&dir=ASC&page=2`. */
export const rzdListConfig: ListParamsConfig<RzdSort> = {
  sortFields: ['date', 'name'],
  defaultSort: { field: 'date', direction: 'DESC' },
  filterKeys: ['status', 'month'],
  pageSize: rzdLimits.pageSize,
};

export const rzdSortOptions: readonly SortOption<RzdSort>[] = [
  { value: 'date', label: 'По дате отправки' },
  { value: 'name', label: 'По ФИО' },
];

/** Spec 03 section 7: the date sent is publishBegin. */
export const rzdSortFieldOf: Record<RzdSort, RzdSortField> = { date: 'publishBegin', name: 'full_name' };

const isStatus = (value: string | undefined): value is RzdStatus => (rzdStatuses as readonly string[]).includes(value ?? '');

/** The call's filter from the URL's search and filters; an unknown status in a link is no filter. */
export function rzdFilterOf(search: string, filters: ListFilters): RzdListFilter {
  const status = filters.status?.[0];
  return {
    full_name: search.trim() || undefined,
    status: isStatus(status) ? status : undefined,
    date_send: filters.month?.[0] || undefined,
  };
}
