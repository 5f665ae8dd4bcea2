import { limits, pagingHeaders, type SortDirection } from '@sks/contract';

export type PageRequest = {
  page: number;
  pageSize?: number;
  sortField?: string;
  sortDirection?: SortDirection;
};

/** The X-Offset / X-Limit / X-Sort-* headers of a list call, for a 1-based page. */
export function listHeaders({ page, pageSize = limits.pageSize, sortField, sortDirection }: PageRequest): Record<string, string> {
  const headers: Record<string, string> = {
    [pagingHeaders.offset]: String((Math.max(1, page) - 1) * pageSize),
    [pagingHeaders.limit]: String(pageSize),
  };
  if (sortField) headers[pagingHeaders.sortField] = sortField;
  if (sortDirection) headers[pagingHeaders.sortDirection] = sortDirection;
  return headers;
}
