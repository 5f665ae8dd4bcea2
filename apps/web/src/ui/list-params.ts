import { limits, sortDirections, type SortDirection } from '@sks/contract';

/** How one list keeps its view in the URL: which sort fields and filter keys it knows. */
export type ListParamsConfig<F extends string> = {
  sortFields: readonly F[];
  defaultSort: ListSort<F>;
  /** Query-string keys of the list's filters; each may repeat (`city=a&city=b`). */
  filterKeys?: readonly string[];
  pageSize?: number;
};

export type ListSort<F extends string> = { field: F; direction: SortDirection };
export type ListFilters = Record<string, string[]>;

export type ListParams<F extends string> = {
  page: number;
  search: string;
  sort: ListSort<F>;
  filters: ListFilters;
};

/** Query-string keys the list owns besides its filter keys. */
export const listKeys = { page: 'page', search: 'q', sort: 'sort', direction: 'dir' } as const;

const isDirection = (value: string | null): value is SortDirection =>
  value !== null && (sortDirections as readonly string[]).includes(value);

/** Reads a list's view from the query string; anything unknown or malformed falls back to the default. */
export function parseListParams<F extends string>(query: URLSearchParams, config: ListParamsConfig<F>): ListParams<F> {
  const pageText = query.get(listKeys.page);
  const page = pageText !== null && /^\d+$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const field = config.sortFields.find((f) => f === query.get(listKeys.sort)) ?? config.defaultSort.field;
  const direction = query.get(listKeys.direction);
  const filters: ListFilters = {};
  for (const key of config.filterKeys ?? []) {
    const values = query.getAll(key).filter((v) => v !== '');
    if (values.length) filters[key] = values;
  }
  return {
    page,
    search: query.get(listKeys.search) ?? '',
    sort: { field, direction: isDirection(direction) ? direction : config.defaultSort.direction },
    filters,
  };
}

/**
 * Writes a list's view over `base`, keeping the keys the list does not own.
 * Defaults are left out, so a fresh list has a clean URL.
 */
export function writeListParams<F extends string>(
  base: URLSearchParams,
  params: ListParams<F>,
  config: ListParamsConfig<F>,
): URLSearchParams {
  const query = new URLSearchParams(base);
  for (const key of [...Object.values(listKeys), ...(config.filterKeys ?? [])]) query.delete(key);
  if (params.page > 1) query.set(listKeys.page, String(params.page));
  const search = params.search.trim();
  if (search) query.set(listKeys.search, search);
  if (params.sort.field !== config.defaultSort.field) query.set(listKeys.sort, params.sort.field);
  if (params.sort.direction !== config.defaultSort.direction) query.set(listKeys.direction, params.sort.direction);
  for (const key of config.filterKeys ?? []) {
    for (const value of params.filters[key] ?? []) if (value !== '') query.append(key, value);
  }
  return query;
}

/** Offset of the first row of a 1-based page, for the X-Offset header. */
export function pageOffset(page: number, pageSize: number = limits.pageSize): number {
  return (Math.max(1, page) - 1) * pageSize;
}

/** Count of filter values set, for the filter button's badge. */
export function activeFilterCount(filters: ListFilters): number {
  return Object.values(filters).reduce((sum, values) => sum + values.length, 0);
}
