import type { PartnerStatus } from '@sks/contract';
import type { ListFilters } from './list-params';

/**
 * The filter of the partners and the promotions lists: a status, the partner's categories and
 * cities, kept in the URL as `status`, `category` and `city`. Promotions share the partners'
 * statuses (active, blocked) and are filtered by their partner's categories and cities.
 */
export type StatusCategoryCityDraft = { status: PartnerStatus | null; categories: string[]; cities: string[] };

export const statusFilterKeys = ['status', 'category', 'city'];

export const statusFilterOptions: readonly { value: PartnerStatus; label: string }[] = [
  { value: 'active', label: 'Активные' },
  { value: 'blocked', label: 'Заблокированные' },
];

export function draftOf(filters: ListFilters): StatusCategoryCityDraft {
  return {
    status: statusFilterOptions.find((o) => o.value === filters.status?.[0])?.value ?? null,
    categories: filters.category ?? [],
    cities: filters.city ?? [],
  };
}

export function filtersOf(draft: StatusCategoryCityDraft): ListFilters {
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

/** The list call's body (PUT /v1/partner, PUT /v1/stock) for the view in the URL; a malformed value in the URL is not sent. */
export function statusCategoryCityBody(search: string, filters: ListFilters) {
  const draft = draftOf(filters);
  return {
    searchString: search.trim() || null,
    status: draft.status,
    categories: uuidsOf(draft.categories),
    cities: uuidsOf(draft.cities),
  };
}
