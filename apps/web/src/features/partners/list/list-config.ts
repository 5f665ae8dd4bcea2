import type { PartnerListFilter, PartnerSortField, PartnerStatus } from '@sks/contract';
import type { ListFilters, ListParamsConfig, SortOption } from '../../../ui';

export type PartnerSort = 'date' | 'name' | 'city';

/** The list's view in the URL: `?q=…&sort=city&dir=ASC&status=blocked&category=<uuid>&city=<uuid>`. */
export const partnerListConfig: ListParamsConfig<PartnerSort> = {
  sortFields: ['date', 'name', 'city'],
  defaultSort: { field: 'date', direction: 'DESC' },
  filterKeys: ['status', 'category', 'city'],
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

export const statusFilterOptions: readonly { value: PartnerStatus; label: string }[] = [
  { value: 'active', label: 'Активные' },
  { value: 'blocked', label: 'Заблокированные' },
];

/**
 * The pair of status boxes: checking one filters by it, unchecking it clears, and checking the
 * second as well clears the filter too (both statuses is no filter).
 */
export function toggleStatus(current: PartnerStatus | null, clicked: PartnerStatus): PartnerStatus | null {
  return current === null ? clicked : null;
}

export type PartnerFilterDraft = { status: PartnerStatus | null; categories: string[]; cities: string[] };

export function draftOf(filters: ListFilters): PartnerFilterDraft {
  return {
    status: statusFilterOptions.find((o) => o.value === filters.status?.[0])?.value ?? null,
    categories: filters.category ?? [],
    cities: filters.city ?? [],
  };
}

export function filtersOf(draft: PartnerFilterDraft): ListFilters {
  const filters: ListFilters = {};
  if (draft.status) filters.status = [draft.status];
  if (draft.categories.length) filters.category = draft.categories;
  if (draft.cities.length) filters.city = draft.cities;
  return filters;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidsOf = (values: string[]) => {
  const kept = values.filter((v) => uuidPattern.test(v));
  return kept.length ? kept : null;
};

/** The body of PUT /v1/partner for the view in the URL; a malformed value in the URL is not sent. */
export function listFilterOf(search: string, filters: ListFilters): PartnerListFilter {
  const draft = draftOf(filters);
  return {
    searchString: search.trim() || null,
    status: draft.status,
    categories: uuidsOf(draft.categories),
    cities: uuidsOf(draft.cities),
  };
}
