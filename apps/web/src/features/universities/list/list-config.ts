import type { ContractState, UniversityListFilter, UniversityStatus } from '@sks/contract';
import type { UniversityListRequest } from '../../../api/universities';
import type { ListFilters, ListParams, ListParamsConfig, SortOption } from '../../../ui';

export type UniversitySort = 'date' | 'name';

/** The list's view in the URL: `?q=…&sort=name&dir=ASC&status=blocked&contract=active&city=<uuid>`. */
export const universityListConfig: ListParamsConfig<UniversitySort> = {
  sortFields: ['date', 'name'],
  defaultSort: { field: 'date', direction: 'DESC' },
  filterKeys: ['status', 'contract', 'city'],
};

export const universitySortOptions: readonly SortOption<UniversitySort>[] = [
  { value: 'date', label: 'По дате добавления' },
  { value: 'name', label: 'По названию' },
];

export const statusFilterOptions: readonly { value: UniversityStatus; label: string }[] = [
  { value: 'active', label: 'Активные' },
  { value: 'blocked', label: 'Заблокированные' },
];

export const contractFilterOptions: readonly { value: ContractState; label: string }[] = [
  { value: 'active', label: 'Договор действует' },
  { value: 'expired', label: 'Договор истек' },
];

const oneOf = <T extends string>(values: readonly { value: T }[], picked: string[] | undefined): T | null =>
  values.find((o) => o.value === picked?.[0])?.value ?? null;

export type UniversityFilterDraft = { status: UniversityStatus | null; contract: ContractState | null; cities: string[] };

export function draftOf(filters: ListFilters): UniversityFilterDraft {
  return {
    status: oneOf(statusFilterOptions, filters.status),
    contract: oneOf(contractFilterOptions, filters.contract),
    cities: filters.city ?? [],
  };
}

export function filtersOf(draft: UniversityFilterDraft): ListFilters {
  const filters: ListFilters = {};
  if (draft.status) filters.status = [draft.status];
  if (draft.contract) filters.contract = [draft.contract];
  if (draft.cities.length) filters.city = draft.cities;
  return filters;
}

/** The body of PUT /v1/univer for the view in the URL; an unknown value in the URL is not sent. */
export function listFilterOf(search: string, filters: ListFilters): UniversityListFilter {
  const draft = draftOf(filters);
  return {
    searchString: search.trim() || null,
    status: draft.status,
    contract: draft.contract,
    cities: draft.cities.length ? draft.cities : null,
  };
}

/** The list call for the view in the URL: the screen's, and the one prefetched during the sign-in check. */
export function listRequestOf({ page, sort, search, filters }: ListParams<UniversitySort>): UniversityListRequest {
  return { page, sortField: sort.field, sortDirection: sort.direction, filter: listFilterOf(search, filters) };
}
