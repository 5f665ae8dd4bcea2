import { useState } from 'react';
import { activeFilterCount, FilterBoxGroup, FilterPopup, toggleOne, type ListFilters } from '../../../ui';
import { approveOptions, draftOf, filtersOf, levelOptions, personalizationOptions, type NewsFilterDraft } from './list-config';

type NewsFilterProps = {
  filters: ListFilters;
  /** The signed-in account has the support flag: it may filter its own items. */
  support: boolean;
  onApply: (filters: ListFilters) => void;
};

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
        <FilterBoxGroup
          label="Автор"
          options={personalizationOptions}
          value={draft.personalization}
          onChange={(personalization) => change({ personalization })}
          toggle={toggleOne}
        />
      )}
      <FilterBoxGroup
        label="Статус"
        options={approveOptions}
        value={draft.approve}
        onChange={(approve) => change({ approve })}
        toggle={toggleOne}
      />
      <FilterBoxGroup
        label="Тип"
        options={levelOptions}
        value={draft.typeNews}
        onChange={(typeNews) => change({ typeNews })}
        toggle={toggleOne}
      />
    </FilterPopup>
  );
}
