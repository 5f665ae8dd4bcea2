import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AdsPaged } from '@sks/contract';
import { EmptyState, ErrorState, lastPageInstead, PageLoader, Pagination } from '../../ui';

/** An ads list's page as the client reads it: `estimated` when its total is the server's estimate. */
export type AdsListPage<T> = AdsPaged<T> & { estimated?: boolean };

export type AdsListBodyProps<T> = {
  list: UseQueryResult<AdsListPage<T>>;
  current: number;
  pageSize: number;
  emptyTitle: string;
  onPage: (page: number) => void;
  children: (page: AdsListPage<T>) => ReactNode;
};

/**
 * An ad list under its search: loading, error, empty, or the table (`children`) with its pages.
 * A page past the first that came back empty goes to the last page of an exact total (rows
 * removed meanwhile, an old link), as the other lists do; under an estimated total, whose last
 * page is not known, it keeps the pages under the empty state.
 */
export function AdsListBody<T>({ list, current, pageSize, emptyTitle, onPage, children }: AdsListBodyProps<T>) {
  const data = list.data;
  const lastPage = lastPageInstead(data && { items: data.result, total: data.total, estimated: data.estimated }, current, pageSize);
  useEffect(() => {
    // Checked against the page shown: while the last page loads, the empty page is still the data.
    if (lastPage !== undefined && lastPage !== current) onPage(lastPage);
  }, [lastPage, current, onPage]);

  if (list.isPending) return <PageLoader />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const empty = list.data.result.length === 0;
  return (
    <>
      {empty ? <EmptyState title={emptyTitle} /> : children(list.data)}
      {(!empty || current > 1) && <Pagination page={current} total={list.data.total} pageSize={pageSize} onChange={onPage} />}
    </>
  );
}
