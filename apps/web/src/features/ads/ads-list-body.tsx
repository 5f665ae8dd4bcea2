import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AdsPaged } from '@sks/contract';
import { EmptyState, ErrorState, PageLoader, Pagination } from '../../ui';

export type AdsListBodyProps<T> = {
  list: UseQueryResult<AdsPaged<T>>;
  current: number;
  pageSize: number;
  emptyTitle: string;
  onPage: (page: number) => void;
  children: (page: AdsPaged<T>) => ReactNode;
};

/**
 * An ad list under its search: loading, error, empty, or the table (`children`) with its pages.
 * A page past the first that came back empty keeps the pages: a search's total may be the
 * server's estimate, whose last page is not known, and an old link may point past the end.
 */
export function AdsListBody<T>({ list, current, pageSize, emptyTitle, onPage, children }: AdsListBodyProps<T>) {
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
