import { SegmentedControl } from '@mantine/core';
import { statisticsPeriodLabels, statisticsPeriods, type StatisticsPeriod } from '@sks/contract';

const periodOptions = statisticsPeriods.map((value) => ({ value, label: statisticsPeriodLabels[value] }));
export const isPeriod = (value: string | null): value is StatisticsPeriod => (statisticsPeriods as readonly (string | null)[]).includes(value);

/** 'За все время' / 'За месяц'; `label` names the radio group for screen readers. */
export function PeriodControl({ label, value, onChange }: { label: string; value: StatisticsPeriod; onChange: (p: StatisticsPeriod) => void }) {
  return <SegmentedControl aria-label={label} data={periodOptions} value={value} onChange={(v) => isPeriod(v) && onChange(v)} />;
}
