import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  pagingHeaders,
  rzdApplicationSchema,
  rzdDateSchema,
  rzdLimits,
  rzdPaths,
  type RzdApplication,
  type RzdListFilter,
  type RzdSortField,
  type RzdStatusBody,
  type SortDirection,
} from '@sks/contract';
import { arrayOf, request, requestFile, requestList, type ListPage } from './http';
import { listHeaders } from './paging';

export type RzdListRequest = {
  page: number;
  sortField: RzdSortField;
  sortDirection: SortDirection;
  filter: RzdListFilter;
};

/** The status filter goes in X-Filter-Status, name and month in the query (spec 03 section 7). */
function filterParts(filter: RzdListFilter): { query: string; headers: Record<string, string> } {
  const query = new URLSearchParams();
  if (filter.full_name) query.set('full_name', filter.full_name);
  if (filter.date_send) query.set('date_send', filter.date_send);
  const text = query.toString();
  return { query: text ? `?${text}` : '', headers: filter.status ? { 'X-Filter-Status': filter.status } : {} };
}

export function listRzd({ page, sortField, sortDirection, filter }: RzdListRequest, signal?: AbortSignal) {
  const { query, headers } = filterParts(filter);
  return requestList(rzdPaths.list + query, rzdApplicationSchema, {
    headers: { ...listHeaders({ page, pageSize: rzdLimits.pageSize, sortField, sortDirection }), ...headers },
    signal,
  });
}

export const rzdDates = (signal?: AbortSignal) => request(rzdPaths.dates, arrayOf(rzdDateSchema), { signal });

export const setRzdStatus = (body: RzdStatusBody): Promise<RzdApplication[]> =>
  request(rzdPaths.status, arrayOf(rzdApplicationSchema), { method: 'PUT', body });

/** The export of the list as it is filtered and sorted now (all pages). */
export function exportRzd({ sortField, sortDirection, filter }: Omit<RzdListRequest, 'page'>) {
  const { query, headers } = filterParts(filter);
  return requestFile(rzdPaths.export + query, {
    headers: { Accept: 'text/csv', [pagingHeaders.sortField]: sortField, [pagingHeaders.sortDirection]: sortDirection, ...headers },
    timeoutMs: rzdLimits.exportTimeoutMs,
  });
}

export const rzdKeys = {
  all: ['rzd'] as const,
  lists: ['rzd', 'list'] as const,
  list: (params: RzdListRequest) => ['rzd', 'list', params] as const,
  dates: ['rzd', 'dates'] as const,
};

export const rzdListQueryOptions = (params: RzdListRequest) =>
  queryOptions<ListPage<RzdApplication>>({
    queryKey: rzdKeys.list(params),
    queryFn: ({ signal }) => listRzd(params, signal),
    placeholderData: keepPreviousData,
  });

export const useRzdList = (params: RzdListRequest) => useQuery(rzdListQueryOptions(params));
export const useRzdDates = () => useQuery({ queryKey: rzdKeys.dates, queryFn: ({ signal }) => rzdDates(signal) });

/** The page tells a 409 itself (the server's message says which rule). */
export const useSetRzdStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRzdStatus,
    meta: { notifyError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rzdKeys.all }),
  });
};

export const useExportRzd = () => useMutation({ mutationFn: exportRzd, meta: { notifyError: false } });
