import { useState } from 'react';
import { Checkbox, Stack, Text } from '@mantine/core';
import { activeFilterCount, FilterPopup, type ListFilters } from '../../../ui';
import { approveOptions, draftOf, filtersOf, levelOptions, personalizationOptions, toggleValue, type NewsFilterDraft } from './list-config';

type NewsFilterProps = {
  filters: ListFilters;
  /** The signed-in account has the support flag: it may filter its own items. */
  support: boolean;
  onApply: (filters: ListFilters) => void;
};

function OneOf<T extends string>(props: {
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
          onChange={() => props.onChange(toggleValue(props.value, option.value))}
        />
      ))}
    </Stack>
  );
}

/** Personalization (support accounts only), status and level; nothing applies until 'Применить'. */
export function NewsFilter({ filters, support, onApply }: NewsFilterProps) {
  const [draft, setDraft] = useState<NewsFilterDraft>(() => draftOf(filters));
  const change = (part: Partial<NewsFilterDraft>) => setDraft((current) => ({ ...current, ...part }));
  const applied = support ? filters : { ...filters, mine: [] };

  return (
    <FilterPopup
      activeCount={activeFilterCount(applied)}
      onOpen={() => setDraft(draftOf(filters))}
      onApply={() => onApply(filtersOf(support ? draft : { ...draft, personalization: null }))}
      onReset={() => onApply({})}
    >
      {support && (
        <OneOf label="Автор" options={personalizationOptions} value={draft.personalization} onChange={(personalization) => change({ personalization })} />
      )}
      <OneOf label="Статус" options={approveOptions} value={draft.approve} onChange={(approve) => change({ approve })} />
      <OneOf label="Тип" options={levelOptions} value={draft.typeNews} onChange={(typeNews) => change({ typeNews })} />
    </FilterPopup>
  );
}
