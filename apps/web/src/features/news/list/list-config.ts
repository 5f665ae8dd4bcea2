import {
  newsApproveLabels,
  newsApproves,
  newsLimits,
  newsPersonalizations,
  type NewsApprove,
  type NewsLevel,
  type NewsListFilter,
} from '@sks/contract';
import type { ListFilters, ListParamsConfig } from '../../../ui';

/** The list's view in the URL: `?q=…&dir=ASC&approve=wait&level=region&mine=mine`; sorted by publication date only. */
export const newsListConfig: ListParamsConfig<'publishBegin'> = {
  sortFields: ['publishBegin'],
  defaultSort: { field: 'publishBegin', direction: 'DESC' },
  filterKeys: ['approve', 'level', 'mine'],
  pageSize: newsLimits.pageSize,
};

type Personalization = (typeof newsPersonalizations)[number];

export const approveOptions: readonly { value: NewsApprove; label: string }[] = newsApproves.map((value) => ({
  value,
  label: newsApproveLabels[value],
}));

/** The filter says 'региональная' for the region level (spec 02 section 2: federal/regional/university). */
export const levelOptions: readonly { value: NewsLevel; label: string }[] = [
  { value: 'federal', label: 'Федеральные' },
  { value: 'region', label: 'Региональные' },
  { value: 'university', label: 'Университетские' },
];

export const personalizationOptions: readonly { value: Personalization; label: string }[] = [
  { value: 'mine', label: 'Мои' },
  { value: 'notMine', label: 'Кроме моих' },
];

export type NewsFilterDraft = { approve: NewsApprove | null; typeNews: NewsLevel | null; personalization: Personalization | null };

const known = <T extends string>(options: readonly { value: T }[], value: string | undefined): T | null =>
  options.find((o) => o.value === value)?.value ?? null;

export function draftOf(filters: ListFilters): NewsFilterDraft {
  return {
    approve: known(approveOptions, filters.approve?.[0]),
    typeNews: known(levelOptions, filters.level?.[0]),
    personalization: known(personalizationOptions, filters.mine?.[0]),
  };
}

export function filtersOf(draft: NewsFilterDraft): ListFilters {
  const filters: ListFilters = {};
  if (draft.approve) filters.approve = [draft.approve];
  if (draft.typeNews) filters.level = [draft.typeNews];
  if (draft.personalization) filters.mine = [draft.personalization];
  return filters;
}

/**
 * The body of PUT /v1/news/list for the view in the URL; a malformed value is not sent, nor is
 * personalization for an account without the support flag (it has no such filter).
 */
export function listFilterOf(search: string, filters: ListFilters, support: boolean): NewsListFilter {
  const draft = draftOf(filters);
  return {
    searchString: search.trim() || null,
    approve: draft.approve,
    typeNews: draft.typeNews,
    personalization: support ? draft.personalization : null,
  };
}
