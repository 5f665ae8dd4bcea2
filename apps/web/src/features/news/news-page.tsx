import { useEffect, useMemo } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { Link } from 'react-router';
import { newsMessages } from '@sks/contract';
import { useNewsList, useSupportFlag, type NewsListRequest } from '../../api/news';
import { paths } from '../../app/paths';
import { sections } from '../../app/sections';
import { EmptyState, ErrorState, PageLoader, Pagination, SearchInput, pageCount, useListParams } from '../../ui';
import { listFilterOf, newsListConfig } from './list/list-config';
import { NewsFilter } from './list/news-filter';
import { NewsGrid } from './list/news-grid';

/** /news — the news cards: search, filters, sort by publication date and page kept in the URL (spec 02 section 2). */
export function NewsPage() {
  const list = useListParams(newsListConfig);
  const support = useSupportFlag().data === true;
  const request = useMemo<NewsListRequest>(
    () => ({ page: list.page, sortDirection: list.sort.direction, filter: listFilterOf(list.search, list.filters, support) }),
    [list.page, list.sort.direction, list.search, list.filters, support],
  );
  const query = useNewsList(request);
  const total = query.data?.total ?? 0;
  const narrowed = list.search.trim() !== '' || Object.keys(list.filters).length > 0;

  // A page past the end (a shared link, items removed meanwhile) goes to the last page.
  const { setPage } = list;
  const empty = query.data?.items.length === 0;
  useEffect(() => {
    if (empty && total > 0 && list.page > 1) setPage(pageCount(total, list.pageSize));
  }, [empty, total, list.page, list.pageSize, setPage]);

  const ascending = list.sort.direction === 'ASC';
  const addButton = (
    <Button component={Link} to={paths.newsAdd} leftSection={<IconPlus size={16} />}>
      Добавить новость
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Group gap="sm" align="baseline">
          <Title order={1} size="h2">
            {sections.news.label}
          </Title>
          {query.data && <Text c="dimmed">{`Всего: ${total}`}</Text>}
        </Group>
        {addButton}
      </Group>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Group align="flex-end" gap="sm">
            <div style={{ flex: 1, minWidth: 240 }}>
              <SearchInput value={list.search} onSearch={list.setSearch} placeholder="Заголовок новости" />
            </div>
            <Button
              variant="default"
              aria-label="Сортировка по дате публикации"
              leftSection={ascending ? <IconSortAscending size={16} /> : <IconSortDescending size={16} />}
              onClick={() => list.setSort({ field: 'publishBegin', direction: ascending ? 'DESC' : 'ASC' })}
            >
              {ascending ? 'Сначала старые' : 'Сначала новые'}
            </Button>
            <NewsFilter filters={list.filters} support={support} onApply={list.setFilters} />
          </Group>
          {query.isPending ? (
            <PageLoader />
          ) : query.isError ? (
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          ) : query.data.items.length === 0 ? (
            <EmptyState
              title={newsMessages.empty}
              text={narrowed ? 'Измените запрос или сбросьте фильтры' : undefined}
              action={
                narrowed ? (
                  <Button variant="default" onClick={list.reset}>
                    Сбросить
                  </Button>
                ) : (
                  addButton
                )
              }
            />
          ) : (
            <NewsGrid items={query.data.items} stale={query.isPlaceholderData} />
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
