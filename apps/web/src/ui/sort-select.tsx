import { ActionIcon, Group, Select, Tooltip } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { SortDirection } from '@sks/contract';
import type { ListSort } from './list-params';

export type SortOption<F extends string> = { value: F; label: string };

export type SortSelectProps<F extends string> = {
  options: readonly SortOption<F>[];
  value: ListSort<F>;
  onChange: (sort: ListSort<F>) => void;
  label?: string;
};

const directionLabel: Record<SortDirection, string> = { ASC: 'По возрастанию', DESC: 'По убыванию' };

/** Sort field from the list's allow-list, and a toggle for the direction (ASC/DESC). */
export function SortSelect<F extends string>({ options, value, onChange, label = 'Сортировка' }: SortSelectProps<F>) {
  const ascending = value.direction === 'ASC';
  const pick = (picked: string | null) => {
    const option = options.find((o) => o.value === picked);
    if (option) onChange({ field: option.value, direction: value.direction });
  };

  return (
    <Group gap={4} align="end" wrap="nowrap">
      <Select
        label={label}
        data={options.map((o) => ({ value: o.value, label: o.label }))}
        value={value.field}
        onChange={pick}
        allowDeselect={false}
        w={200}
      />
      <Tooltip label={directionLabel[value.direction]}>
        <ActionIcon
          variant="default"
          size="input-sm"
          aria-label={directionLabel.ASC}
          aria-pressed={ascending}
          onClick={() => onChange({ field: value.field, direction: ascending ? 'DESC' : 'ASC' })}
        >
          {ascending ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
