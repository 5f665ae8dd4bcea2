import { Select } from '@mantine/core';
import { rzdStatuses, rzdStatusLabels } from '@sks/contract';
import { useRzdDates } from '../../api/rzd';
import type { ListFilters } from '../../ui';

type Props = { filters: ListFilters; onChange: (filters: ListFilters) => void };

const allStatuses = 'all';
const statusData = [{ value: allStatuses, label: 'Все' }, ...rzdStatuses.map((s) => ({ value: s, label: rzdStatusLabels[s] }))];

/** One value per key, or none. */
const withValue = (filters: ListFilters, key: string, value: string | null): ListFilters => {
  const next = { ...filters };
  if (value) next[key] = [value];
  else delete next[key];
  return next;
};

/** The status filter and the month of sending, filled from the dates call (spec 03 section 2.2). */
export function RzdFilters({ filters, onChange }: Props) {
  const dates = useRzdDates();
  return (
    <>
      <Select
        label="Статус"
        data={statusData}
        value={filters.status?.[0] ?? allStatuses}
        onChange={(value) => onChange(withValue(filters, 'status', value === allStatuses ? null : value))}
        allowDeselect={false}
        w={160}
      />
      <Select
        label="Дата отправки"
        placeholder={dates.isError ? 'Не загрузились' : 'Все месяцы'}
        data={(dates.data ?? []).map((d) => ({ value: d.value, label: d.text }))}
        value={filters.month?.[0] ?? null}
        onChange={(value) => onChange(withValue(filters, 'month', value))}
        clearable
        disabled={dates.isPending}
        w={190}
      />
    </>
  );
}
