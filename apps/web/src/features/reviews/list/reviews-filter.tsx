import { useState } from 'react';
import { activeFilterCount, FilterBoxGroup, FilterPopup, toggleOne, type ListFilters } from '../../../ui';
import { draftOf, filtersOf, partnerOptions, statusOptions, type ReviewFilterDraft } from './list-config';

/** Status (none checked: all) and federal or local partner; nothing applies until 'Применить'. */
export function ReviewsFilter({ filters, onApply }: { filters: ListFilters; onApply: (filters: ListFilters) => void }) {
  const [draft, setDraft] = useState<ReviewFilterDraft>(() => draftOf(filters));
  const change = (part: Partial<ReviewFilterDraft>) => setDraft((current) => ({ ...current, ...part }));

  return (
    <FilterPopup
      activeCount={activeFilterCount(filters)}
      onOpen={() => setDraft(draftOf(filters))}
      onApply={() => onApply(filtersOf(draft))}
      onReset={() => onApply({})}
    >
      <FilterBoxGroup label="Статус" options={statusOptions} value={draft.status} onChange={(status) => change({ status })} toggle={toggleOne} />
      <FilterBoxGroup label="Партнёр" options={partnerOptions} value={draft.partner} onChange={(partner) => change({ partner })} toggle={toggleOne} />
    </FilterPopup>
  );
}
