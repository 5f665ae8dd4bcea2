import { reviewStatuses, reviewStatusLabels, type ReviewListFilter, type ReviewSortField, type ReviewStatus } from '@sks/contract';
import type { ListFilters, ListParamsConfig, SortOption } from '../../../ui';

/** The list's view in the URL: `?q=…&sort=partner&dir=ASC&status=moderation&partner=federal&page=2`. */
export const reviewListConfig: ListParamsConfig<ReviewSortField> = {
  sortFields: ['createdAt', 'partnerName'],
  defaultSort: { field: 'createdAt', direction: 'DESC' },
  filterKeys: ['status', 'partner'],
};

export const reviewSortOptions: readonly SortOption<ReviewSortField>[] = [
  { value: 'createdAt', label: 'По дате' },
  { value: 'partnerName', label: 'По партнёру' },
];

export const statusOptions: readonly { value: ReviewStatus; label: string }[] = reviewStatuses.map((value) => ({ value, label: reviewStatusLabels[value] }));

type PartnerKind = 'federal' | 'local';
export const partnerOptions: readonly { value: PartnerKind; label: string }[] = [
  { value: 'federal', label: 'Федеральные' },
  { value: 'local', label: 'Местные' },
];

export type ReviewFilterDraft = { status: ReviewStatus | null; partner: PartnerKind | null };

const known = <T extends string>(options: readonly { value: T }[], value: string | undefined): T | null =>
  options.find((o) => o.value === value)?.value ?? null;

export const draftOf = (filters: ListFilters): ReviewFilterDraft => ({
  status: known(statusOptions, filters.status?.[0]),
  partner: known(partnerOptions, filters.partner?.[0]),
});

export function filtersOf(draft: ReviewFilterDraft): ListFilters {
  const filters: ListFilters = {};
  if (draft.status) filters.status = [draft.status];
  if (draft.partner) filters.partner = [draft.partner];
  return filters;
}

/** The body of PUT /v1/comments/list from the URL's search and filters; an unknown value filters nothing. */
export function reviewListBody(search: string, filters: ListFilters): ReviewListFilter {
  const { status, partner } = draftOf(filters);
  return { searchString: search, status: status ?? '', isFederalPartner: partner === null ? null : partner === 'federal' };
}
