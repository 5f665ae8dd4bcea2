import { useState } from 'react';
import { Checkbox, Stack, Text } from '@mantine/core';
import { universityCitiesQueryOptions } from '../../../api/universities';
import { activeFilterCount, CityFilter, FilterPopup, type ListFilters } from '../../../ui';
import {
  contractFilterOptions,
  draftOf,
  filtersOf,
  statusFilterOptions,
  toggleExclusive,
  type UniversityFilterDraft,
} from './list-config';

type UniversitiesFilterProps = {
  filters: ListFilters;
  onApply: (filters: ListFilters) => void;
};

function ExclusiveBoxes<T extends string>(props: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T | null) => void;
}) {
  return (
    <Stack gap={6} role="group" aria-label={props.label}>
      <Text size="sm" fw={600}>
        {props.label}
      </Text>
      {props.options.map((option) => (
        <Checkbox
          key={option.value}
          size="xs"
          label={option.label}
          checked={props.value === option.value}
          onChange={() => props.onChange(toggleExclusive(props.value, option.value))}
        />
      ))}
    </Stack>
  );
}

/** Status, contract and cities; nothing applies until 'Применить'. */
export function UniversitiesFilter({ filters, onApply }: UniversitiesFilterProps) {
  const [draft, setDraft] = useState<UniversityFilterDraft>(() => draftOf(filters));
  const change = (part: Partial<UniversityFilterDraft>) => setDraft((current) => ({ ...current, ...part }));

  return (
    <FilterPopup
      activeCount={activeFilterCount(filters)}
      onOpen={() => setDraft(draftOf(filters))}
      onApply={() => onApply(filtersOf(draft))}
      onReset={() => onApply({})}
    >
      <ExclusiveBoxes label="Статус" options={statusFilterOptions} value={draft.status} onChange={(status) => change({ status })} />
      <ExclusiveBoxes
        label="Договор"
        options={contractFilterOptions}
        value={draft.contract}
        onChange={(contract) => change({ contract })}
      />
      <CityFilter selected={draft.cities} onChange={(cities) => change({ cities })} citiesQuery={universityCitiesQueryOptions} />
    </FilterPopup>
  );
}
