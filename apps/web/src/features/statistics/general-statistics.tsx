import { useId, useState } from 'react';
import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  statisticsItems,
  statisticsLabels,
  statisticsPeriodLabels,
  statisticsPeriods,
  statisticsWindowDays,
  type StatisticsPeriod,
} from '@sks/contract';
import { useStatistics } from '../../api/statistics';
import { ErrorState } from '../../ui';
import { StatisticsCounter } from './statistics-counter';

const periodOptions = statisticsPeriods.map((value) => ({ value, label: statisticsPeriodLabels[value] }));
const isPeriod = (value: string): value is StatisticsPeriod => (statisticsPeriods as readonly string[]).includes(value);

const periodHints: Record<StatisticsPeriod, string> = {
  all: `Прирост — за последние ${statisticsWindowDays} дней`,
  month: `Последние ${statisticsWindowDays} дней в сравнении с ${statisticsWindowDays} днями до них`,
};

/** The general statistics widget: six counters of the chosen period (spec 01 sections 2 and 3). */
export function GeneralStatistics() {
  const [period, setPeriod] = useState<StatisticsPeriod>('all');
  const statistics = useStatistics(period);
  const titleId = useId();

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title id={titleId} order={2} size="h3">
              Общая статистика
            </Title>
            <Text size="sm" c="dimmed">
              {periodHints[period]}
            </Text>
          </div>
          <SegmentedControl
            aria-label="Период"
            data={periodOptions}
            value={period}
            onChange={(value) => isPeriod(value) && setPeriod(value)}
          />
        </Group>
        {/* A retry after an error shows the skeletons again, not the old error. */}
        {statistics.isError && !statistics.isFetching ? (
          <ErrorState error={statistics.error} onRetry={() => void statistics.refetch()} />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
            {statisticsItems.map((item) => (
              <StatisticsCounter key={item} label={statisticsLabels[item]} period={period} counter={statistics.data?.[item]} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
