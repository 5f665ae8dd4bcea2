import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { limits } from '@sks/contract';
import {
  pageOffset,
  parseListParams,
  writeListParams,
  type ListFilters,
  type ListParams,
  type ListParamsConfig,
  type ListSort,
} from './list-params';

/**
 * Page, search, filters and sort of a list, kept in the URL so that a reload or a shared
 * link restores the view. Changing search, filters or sort goes back to page 1.
 * `config` should be a constant (module level), it is part of the memo keys.
 */
export function useListParams<F extends string>(config: ListParamsConfig<F>) {
  const [query, setQuery] = useSearchParams();
  const params = useMemo(() => parseListParams(query, config), [query, config]);
  const pageSize = config.pageSize ?? limits.pageSize;

  const update = useCallback(
    (change: Partial<ListParams<F>>, options: { replace?: boolean } = {}) => {
      setQuery((current) => writeListParams(current, { ...parseListParams(current, config), ...change }, config), options);
    },
    [setQuery, config],
  );

  return {
    ...params,
    pageSize,
    offset: pageOffset(params.page, pageSize),
    setPage: useCallback((page: number) => update({ page }), [update]),
    // Typing replaces the history entry: back goes to the previous view, not to every keystroke.
    setSearch: useCallback((search: string) => update({ search, page: 1 }, { replace: true }), [update]),
    setSort: useCallback((sort: ListSort<F>) => update({ sort, page: 1 }), [update]),
    setFilters: useCallback((filters: ListFilters) => update({ filters, page: 1 }), [update]),
    reset: useCallback(
      () => update({ page: 1, search: '', sort: config.defaultSort, filters: {} }),
      [update, config],
    ),
  };
}
