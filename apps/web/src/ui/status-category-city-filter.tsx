import { useState } from 'react';
import { Checkbox, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useCategories } from '../api/lookups';
import { partnerCitiesQueryOptions } from '../api/partners';
import { CityFilter } from './city-filter';
import { FilterBoxGroup } from './filter-box-group';
import { FilterPopup } from './filter-popup';
import { activeFilterCount, type ListFilters } from './list-params';
import { draftOf, filtersOf, statusFilterOptions, type StatusCategoryCityDraft } from './status-category-city';

type StatusCategoryCityFilterProps = {
  filters: ListFilters;
  onApply: (filters: ListFilters) => void;
};

function CategoryBoxes({ selected, onChange }: { selected: string[]; onChange: (categories: string[]) => void }) {
  const categories = useCategories();
  return (
    <Stack gap={6} role="group" aria-label="Категории">
      <Text size="sm" fw={600}>
        Категории
      </Text>
      {categories.isPending ? (
        <Loader size="xs" />
      ) : categories.isError ? (
        <Text size="xs" c="red">
          Не удалось загрузить категории
        </Text>
      ) : (
        <ScrollArea.Autosize mah={180} type="auto">
          <Stack gap={6}>
            {categories.data.map((category) => (
              <Checkbox
                key={category.uuidCategory}
                size="xs"
                label={category.name}
                checked={selected.includes(category.uuidCategory)}
                onChange={(event) =>
                  onChange(
                    event.currentTarget.checked
                      ? [...selected, category.uuidCategory]
                      : selected.filter((s) => s !== category.uuidCategory),
                  )
                }
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}

/**
 * Status, categories and cities of the partners and the promotions lists; nothing applies until
 * 'Применить'. The city search offers the cities that have a partner.
 */
export function StatusCategoryCityFilter({ filters, onApply }: StatusCategoryCityFilterProps) {
  const [draft, setDraft] = useState<StatusCategoryCityDraft>(() => draftOf(filters));
  const change = (part: Partial<StatusCategoryCityDraft>) => setDraft((current) => ({ ...current, ...part }));
  return (
    <FilterPopup
      activeCount={activeFilterCount(filters)}
      onOpen={() => setDraft(draftOf(filters))}
      onApply={() => onApply(filtersOf(draft))}
      onReset={() => onApply({})}
    >
      <FilterBoxGroup label="Статус" options={statusFilterOptions} value={draft.status} onChange={(status) => change({ status })} />
      <CategoryBoxes selected={draft.categories} onChange={(categories) => change({ categories })} />
      <CityFilter selected={draft.cities} onChange={(cities) => change({ cities })} citiesQuery={partnerCitiesQueryOptions} />
    </FilterPopup>
  );
}
