import { useId, useState } from 'react';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { statisticsItems, statisticsLabels, statisticsWindowDays, type StatisticsPeriod } from '@sks/contract';
import { useStatistics } from '../../api/statistics';
import { ErrorState } from '../../ui';
import { PeriodControl } from './period-control';
import { StatisticsCounter } from './statistics-counter';
import { TrendButton } from './trend-chart';

export const periodHints: Record<StatisticsPeriod, string> = {
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
          <PeriodControl label="Период" value={period} onChange={setPeriod} />
        </Group>
        {/* A retry after an error shows the skeletons again, not the old error. */}
        {statistics.isError && !statistics.isFetching ? (
          <ErrorState error={statistics.error} onRetry={() => void statistics.refetch()} />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
            {statisticsItems.map((item) => (
              <StatisticsCounter
                key={item}
                label={statisticsLabels[item]}
                period={period}
                counter={statistics.data?.[item]}
                action={<TrendButton metric={item} label={statisticsLabels[item]} />}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
