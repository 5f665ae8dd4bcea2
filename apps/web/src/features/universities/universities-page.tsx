import { useEffect, useMemo } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useUniversityList, type UniversityListRequest } from '../../api/universities';
import { paths } from '../../app/paths';
import { sections } from '../../app/sections';
import { EmptyState, ErrorState, PageLoader, Pagination, pageCount, SearchInput, SortSelect, useListParams } from '../../ui';
import { listFilterOf, universityListConfig, universitySortOptions } from './list/list-config';
import { UniversitiesFilter } from './list/universities-filter';
import { UniversitiesTable } from './list/universities-table';

/** `/` — the university list: search, sort, filters and page kept in the URL (spec 01 section 2). */
export function UniversitiesPage() {
  const list = useListParams(universityListConfig);
  const request = useMemo<UniversityListRequest>(
    () => ({
      page: list.page,
      sortField: list.sort.field,
      sortDirection: list.sort.direction,
      filter: listFilterOf(list.search, list.filters),
    }),
    [list.page, list.sort, list.search, list.filters],
  );
  const universities = useUniversityList(request);
  const total = universities.data?.total ?? 0;
  const narrowed = list.search.trim() !== '' || Object.keys(list.filters).length > 0;

  // A page past the end (a shared link, rows removed meanwhile) goes to the last page.
  const { setPage } = list;
  const empty = universities.data?.items.length === 0;
  useEffect(() => {
    if (empty && total > 0 && list.page > 1) setPage(pageCount(total));
  }, [empty, total, list.page, setPage]);

  const addButton = (
    <Button component={Link} to={paths.universityNew} leftSection={<IconPlus size={16} />}>
      Добавить университет
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Group gap="sm" align="baseline">
          <Title order={1} size="h2">
            {sections.universities.label}
          </Title>
          {universities.data && <Text c="dimmed">{`Всего: ${total}`}</Text>}
        </Group>
        {addButton}
      </Group>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Group align="flex-end" gap="sm">
            <div style={{ flex: 1, minWidth: 240 }}>
              <SearchInput value={list.search} onSearch={list.setSearch} placeholder="Название, город" />
            </div>
            <SortSelect options={universitySortOptions} value={list.sort} onChange={list.setSort} />
            <UniversitiesFilter filters={list.filters} onApply={list.setFilters} />
          </Group>
          {universities.isPending ? (
            <PageLoader />
          ) : universities.isError ? (
            <ErrorState error={universities.error} onRetry={() => void universities.refetch()} />
          ) : universities.data.items.length === 0 ? (
            narrowed ? (
              <EmptyState
                title="Ничего не найдено"
                text="Измените запрос или сбросьте фильтры"
                action={
                  <Button variant="default" onClick={list.reset}>
                    Сбросить
                  </Button>
                }
              />
            ) : (
              <EmptyState title="Добавьте университет" action={addButton} />
            )
          ) : (
            <UniversitiesTable universities={universities.data.items} stale={universities.isPlaceholderData} />
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
