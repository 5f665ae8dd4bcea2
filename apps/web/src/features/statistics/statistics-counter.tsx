import { useId } from 'react';
import { Paper, Skeleton, Text } from '@mantine/core';
import type { Counter, StatisticsPeriod } from '@sks/contract';
import { formatCount, upLine } from './statistics-format';

export type StatisticsCounterProps = {
  label: string;
  period: StatisticsPeriod;
  /** Absent while loading. */
  counter?: Counter;
};

/** One counter: its label, the value and the line under it; a group named by the label. */
export function StatisticsCounter({ label, period, counter }: StatisticsCounterProps) {
  const labelId = useId();
  const up = counter && upLine(period, counter.up);
  return (
    <Paper role="group" aria-labelledby={labelId} aria-busy={!counter} withBorder radius="md" p="md">
      <Text id={labelId} size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
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
