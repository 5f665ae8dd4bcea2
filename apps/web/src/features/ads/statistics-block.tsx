import { formatRuDate } from '@sks/contract';
import { useState } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdsCreative, AdsStatistic } from '@sks/contract';
import { useStatisticRegistry, useStatistics } from '../../api/ads-creatives';
import { EmptyState, ErrorState, PageLoader } from '../../ui';
import { monthLabel, showMoney } from './ads-format';
import { RegistryStatus } from './registry-status';
import { StatisticDialog } from './statistic-dialog';

function StatisticCard({ statistic: s, onEdit }: { statistic: AdsStatistic; onEdit: () => void }) {
  const { refresh, send } = useStatisticRegistry();
  const month = monthLabel(s.dateStartFact);
  return (
    <Card withBorder padding="md" data-testid="statistic-card">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {month}
          </Title>
          <Button size="compact-sm" variant="default" onClick={onEdit} aria-label={`Редактировать статистику: ${month}`}>
            Редактировать
          </Button>
        </Group>
        <Text size="sm">
          Показы: {s.impsFact.toLocaleString('ru-RU')} из {s.impsPlan.toLocaleString('ru-RU')} запланированных
          {s.impsCounted ? ' (по счётчику приложения)' : ''}
        </Text>
        <Text size="sm">
          Факт {formatRuDate(s.dateStartFact)} – {formatRuDate(s.dateEndFact)} · {showMoney(s.amount)} ({showMoney(s.amountPerUnit)} за единицу)
        </Text>
        <RegistryStatus id={s.id} item={s} refresh={refresh} send={send} compact />
      </Stack>
    </Card>
  );
}

/** The monthly statistics of a creative, a card per month. */
export function StatisticsBlock({ creative }: { creative: AdsCreative }) {
  const statistics = useStatistics(creative.id);
  const [editing, setEditing] = useState<AdsStatistic | 'new' | null>(null);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Статистика
        </Title>
        <Button onClick={() => setEditing('new')}>Добавить статистику</Button>
      </Group>
      {statistics.isPending ? (
        <PageLoader />
      ) : statistics.isError ? (
        <ErrorState error={statistics.error} onRetry={() => void statistics.refetch()} />
      ) : statistics.data.length === 0 ? (
        <EmptyState title="Нет статистики" />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {statistics.data.map((s) => (
            <StatisticCard key={s.id} statistic={s} onEdit={() => setEditing(s)} />
          ))}
        </SimpleGrid>
      )}
      {editing && <StatisticDialog creative={creative} statistic={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
