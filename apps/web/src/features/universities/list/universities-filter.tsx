import { useState } from 'react';
import { universityCitiesQueryOptions } from '../../../api/universities';
import { activeFilterCount, CityFilter, FilterBoxGroup, FilterPopup, type ListFilters } from '../../../ui';
import {
  contractFilterOptions,
  draftOf,
  filtersOf,
  statusFilterOptions,
  type UniversityFilterDraft,
} from './list-config';

type UniversitiesFilterProps = {
  filters: ListFilters;
  onApply: (filters: ListFilters) => void;
};

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
      <FilterBoxGroup label="Статус" options={statusFilterOptions} value={draft.status} onChange={(status) => change({ status })} />
      <FilterBoxGroup
        label="Договор"
        options={contractFilterOptions}
        value={draft.contract}
        onChange={(contract) => change({ contract })}
      />
      <CityFilter selected={draft.cities} onChange={(cities) => change({ cities })} citiesQuery={universityCitiesQueryOptions} />
    </FilterPopup>
  );
}
