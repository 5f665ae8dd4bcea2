import { useState } from 'react';
import { ActionIcon, Modal, Skeleton, Text, Tooltip } from '@mantine/core';
import { LineChart } from '@mantine/charts';
import { IconChartLine } from '@tabler/icons-react';
import { statisticsLimits, type StatisticsItem } from '@sks/contract';
import { useTrend } from '../../api/statistics';
import { EmptyState, ErrorState } from '../../ui';
import { formatCount, monthLabel, monthTick } from './statistics-format';

type TrendProps = { metric: StatisticsItem; label: string; uuidUniversity?: string };

function TrendChart({ metric, label, uuidUniversity }: TrendProps) {
  const trend = useTrend(metric, uuidUniversity);
  if (trend.isError && !trend.isFetching) return <ErrorState error={trend.error} onRetry={() => void trend.refetch()} />;
  if (!trend.data) return <Skeleton h={260} aria-busy="true" aria-label="Загрузка" />;
  if (trend.data.every((p) => p.value === 0)) return <EmptyState title="Нет данных" text={`За ${statisticsLimits.trendMonths} месяцев ничего не добавлено`} />;
  const data = trend.data.map((p) => ({ month: monthTick(p.month), full: monthLabel(p.month), value: p.value }));
  const last = trend.data[trend.data.length - 1];
  return (
    <>
      <LineChart
        h={260}
        data={data}
        dataKey="month"
        series={[{ name: 'value', label, color: 'blue.6' }]}
        valueFormatter={formatCount}
        curveType="linear"
        data-testid="trend-chart"
      />
      <Text size="sm" c="dimmed" mt="sm">
        {monthLabel(last.month)}: {formatCount(last.value)}
      </Text>
    </>
  );
}

/** A counter's button that opens its 12-month trend: new rows per Moscow calendar month. */
export function TrendButton(props: TrendProps) {
  const [open, setOpen] = useState(false);
  const title = `${props.label}: динамика за ${statisticsLimits.trendMonths} месяцев`;
  return (
    <>
      <Tooltip label="Динамика">
        <ActionIcon variant="subtle" aria-label={`Динамика: ${props.label}`} onClick={() => setOpen(true)}>
          <IconChartLine size={18} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={open} onClose={() => setOpen(false)} title={title} size="lg">
        {open && <TrendChart {...props} />}
      </Modal>
    </>
  );
}
