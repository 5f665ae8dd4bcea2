import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { generatePath, useParams, useSearchParams } from 'react-router';
import { promotionLimits, promotionMessages, shownDateTime } from '@sks/contract';
import { usePromotion, usePromotionUsage } from '../../api/promotions';
import { paths } from '../../app/paths';
import { BackLink, CardLoadError, DataTable, EmptyState, PageLoader, Pagination, RecordTotal } from '../../ui';

const pageOf = (text: string | null) => (text && /^\d+$/.test(text) ? Math.max(1, Number(text)) : 1);

/** /promotions/card/:promotionId/statistic — who got which promo code, 15 a page (spec 02 section 2). */
export function PromotionStatisticPage() {
  const { promotionId = '' } = useParams();
  const [query, setQuery] = useSearchParams();
  const page = pageOf(query.get('page'));
  const promotion = usePromotion(promotionId);
  const usage = usePromotionUsage(promotionId, page);

  const setPage = (next: number) =>
    setQuery((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });

  return (
    <Stack gap="lg">
      <BackLink to={generatePath(paths.promotionCard, { promotionId })}>К акции</BackLink>
      <div>
        <Group gap="sm" align="baseline">
          <Title order={1} size="h2">
            Статистика использования
          </Title>
          {usage.data && <RecordTotal total={usage.data.total} />}
        </Group>
        {promotion.data && <Text c="dimmed">{promotion.data.name}</Text>}
      </div>
      <Card withBorder padding="lg" radius="md">
        {usage.isPending ? (
          <PageLoader />
        ) : usage.isError ? (
          <CardLoadError error={usage.error} notFound={promotionMessages.notFound} onRetry={() => void usage.refetch()} />
        ) : usage.data.items.length === 0 ? (
          <EmptyState title={promotionMessages.noUsage} />
        ) : (
          <Stack gap="md">
            <DataTable
              label="Использование промокодов"
              minWidth={560}
              stale={usage.isPlaceholderData}
              columns={['Промокод', 'ФИО студента', 'Дата активации']}
            >
              {usage.data.items.map((record) => (
                <Table.Tr key={`${record.codeValue}-${record.granted}`}>
                  <Table.Td ff="monospace">{record.codeValue}</Table.Td>
                  <Table.Td>{record.userName}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{shownDateTime(record.granted)}</Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
            {usage.data.total > promotionLimits.usagePageSize && (
              <Group justify="flex-end">
                <Pagination page={page} total={usage.data.total} pageSize={promotionLimits.usagePageSize} onChange={setPage} />
              </Group>
            )}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
