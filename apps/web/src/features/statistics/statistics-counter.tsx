import { useId, type ReactNode } from 'react';
import { Group, Paper, Skeleton, Text } from '@mantine/core';
import type { Counter, StatisticsPeriod } from '@sks/contract';
import { formatCount, upLine } from './statistics-format';

export type StatisticsCounterProps = {
  label: string;
  period: StatisticsPeriod;
  /** Absent while loading. */
  counter?: Counter;
  /** E.g. the button of the counter's trend chart. */
  action?: ReactNode;
};

/** One counter: its label, the value and the line under it; a group named by the label. */
export function StatisticsCounter({ label, period, counter, action }: StatisticsCounterProps) {
  const labelId = useId();
  const up = counter && upLine(period, counter.up);
  return (
    <Paper role="group" aria-labelledby={labelId} aria-busy={!counter} withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text id={labelId} size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        {action}
      </Group>
      {counter && up ? (
        <>
          {/* <data> keeps the exact number next to the typographic one. */}
          <Text component="data" value={String(counter.value)} display="block" fz={30} fw={700} lh={1.3}>
            {formatCount(counter.value)}
          </Text>
          <Text size="sm" c={up.color} fw={500}>
            {up.text}
          </Text>
        </>
      ) : (
        <>
          <Skeleton h={30} w="55%" mt={6} />
          <Skeleton h={12} w="40%" mt={10} />
        </>
      )}
    </Paper>
  );
}
