import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { formatPhone, promocodeLimits, shownDateTime } from '@sks/contract';
import { usePromocodeStatistic } from '../../api/promocodes';
import { paths } from '../../app/paths';
import { BackLink, DataTable, EmptyState, PageLoader, Pagination, RecordTotal, useListParams, type ListParamsConfig } from '../../ui';
import { LoadFailed } from './load-failed';

const listConfig: ListParamsConfig<'date'> = {
  sortFields: ['date'],
  defaultSort: { field: 'date', direction: 'DESC' },
  pageSize: promocodeLimits.statisticPageSize,
};

/** /promocodes/:promocode/statistics — the students who signed up with the code, 15 a page (spec 03 section 2.4). */
export function PromocodeStatisticsPage() {
  const { promocode = '' } = useParams();
  const list = useListParams(listConfig);
  const statistic = usePromocodeStatistic(promocode, list.page);

  return (
    <Stack gap="lg">
      <BackLink to={paths.promocodes}>К промокодам</BackLink>
      <div>
        <Group gap="sm" align="baseline">
          <Title order={1} size="h2">
            Статистика промокода
          </Title>
          {statistic.data && <RecordTotal total={statistic.data.total} />}
        </Group>
        <Text c="dimmed" ff="monospace">
          {promocode}
        </Text>
      </div>
      <Card withBorder padding="lg" radius="md">
        {statistic.isPending ? (
          <PageLoader />
        ) : statistic.isError ? (
          <LoadFailed onRetry={() => void statistic.refetch()} />
        ) : statistic.data.items.length === 0 ? (
          <EmptyState title="С этим промокодом ещё никто не зарегистрировался" />
        ) : (
          <Stack gap="md">
            <DataTable label="Зарегистрированные пользователи" minWidth={720} stale={statistic.isPlaceholderData} columns={['ФИО', 'Университет', 'Город', 'Телефон', 'Дата регистрации']}>
              {statistic.data.items.map((r, index) => (
                <Table.Tr key={`${r.createdAt}-${r.login}-${index}`}>
                  <Table.Td>{[r.surname, r.name, r.patronymi].filter(Boolean).join(' ')}</Table.Td>
                  <Table.Td>{r.nameUniversityPromo}</Table.Td>
                  <Table.Td>{r.nameCityPromo}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.login ? formatPhone(r.login) : '—'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{shownDateTime(r.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
            {statistic.data.total > promocodeLimits.statisticPageSize && (
              <Group justify="flex-end">
                <Pagination page={list.page} total={statistic.data.total} pageSize={promocodeLimits.statisticPageSize} onChange={list.setPage} />
              </Group>
            )}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
