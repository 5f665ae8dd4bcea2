import { useEffect, type ReactNode } from 'react';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ListPage } from '../api/http';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { PageLoader } from './page-loader';
import { Pagination } from './pagination';
import { lastPageInstead } from './pagination-pages';
import { RecordTotal } from './record-total';
import { SearchInput } from './search-input';
import { SortSelect, type SortOption } from './sort-select';
import type { useListParams } from './use-list-params';

export type ListPageFrameProps<T, F extends string> = {
  title: string;
  /** The add button; a list whose rows are added elsewhere (promotions, from a partner card) has none. */
  addLabel?: string;
  addTo?: string;
  /** Instead of `addTo`: the add button opens a popup of the page's own. */
  onAdd?: () => void;
  /** What the empty list asks for, e.g. 'Добавьте партнёра'. */
  emptyTitle: string;
  searchPlaceholder: string;
  searchDebounceMs?: number;
  list: ReturnType<typeof useListParams<F>>;
  query: UseQueryResult<ListPage<T>>;
  /** The sort choices of a select; or `sortControl`, a control of the list's own (news toggles one date). */
  sortOptions?: readonly SortOption<F>[];
  sortControl?: ReactNode;
  /** The empty state's title when a search or filter found nothing. */
  narrowedTitle?: string;
  filter: ReactNode;
  children: (items: T[], stale: boolean) => ReactNode;
};

/**
 * A list screen: title with the total, add button, search, sort and filter, the table or grid (or
 * its loading, error and empty states) and pagination, all driven by `useListParams`.
 */
export function ListPageFrame<T, F extends string>(props: ListPageFrameProps<T, F>) {
  const { list, query } = props;
  const total = query.data?.total ?? 0;
  const narrowed = list.search.trim() !== '' || Object.keys(list.filters).length > 0;

  // A page past the end (a shared link, rows removed meanwhile) goes to the last page.
  const { setPage } = list;
  const lastPage = lastPageInstead(query.data, list.page, list.pageSize);
  useEffect(() => {
    if (lastPage !== undefined) setPage(lastPage);
  }, [lastPage, setPage]);

  const addButton = !props.addLabel ? null : props.addTo ? (
    <Button component={Link} to={props.addTo} leftSection={<IconPlus size={16} />}>
      {props.addLabel}
    </Button>
  ) : props.onAdd ? (
    <Button onClick={props.onAdd} leftSection={<IconPlus size={16} />}>
      {props.addLabel}
    </Button>
  ) : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Group gap="sm" align="baseline">
          <Title order={1} size="h2">
            {props.title}
          </Title>
          {query.data && <RecordTotal total={total} estimated={query.data.estimated} />}
        </Group>
        {addButton}
      </Group>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Group align="flex-end" gap="sm">
            <div style={{ flex: 1, minWidth: 240 }}>
              <SearchInput value={list.search} onSearch={list.setSearch} placeholder={props.searchPlaceholder} debounceMs={props.searchDebounceMs} />
            </div>
            {props.sortControl ?? (props.sortOptions && <SortSelect options={props.sortOptions} value={list.sort} onChange={list.setSort} />)}
            {props.filter}
          </Group>
          {query.isPending ? (
            <PageLoader />
          ) : query.isError ? (
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          ) : query.data.items.length === 0 ? (
            narrowed ? (
              <EmptyState
                title={props.narrowedTitle ?? 'Ничего не найдено'}
                text="Измените запрос или сбросьте фильтры"
                action={
                  <Button variant="default" onClick={list.reset}>
                    Сбросить
                  </Button>
                }
              />
            ) : (
              <EmptyState title={props.emptyTitle} action={addButton} />
            )
          ) : (
            props.children(query.data.items, query.isPlaceholderData)
          )}
          {total > list.pageSize && (
            <Group justify="flex-end">
              <Pagination page={list.page} total={total} pageSize={list.pageSize} onChange={list.setPage} />
            </Group>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
