import { useState } from 'react';
import { Checkbox, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { limits } from '@sks/contract';
import { useCities } from '../api/lookups';

export type FilterCity = { uuidCity: string; nameCity: string };

export type CityFilterProps<K extends QueryKey> = {
  selected: string[];
  onChange: (cities: string[]) => void;
  /** The area's city search (cities that have one of its rows), enabled from `minChars`. */
  citiesQuery: (searchString: string, minChars: number) => UseQueryOptions<FilterCity[], Error, FilterCity[], K>;
};

const shownResults = 8;

/**
 * The city part of a list's filter popup: cities searched from 2 characters with the 500 ms
 * debounce. Chosen cities stay on top; their names come from the city list.
 */
export function CityFilter<K extends QueryKey>({ selected, onChange, citiesQuery }: CityFilterProps<K>) {
  const [term, setTerm] = useState('');
  const [searched] = useDebouncedValue(term.trim(), limits.searchDebounceMs);
  const found = useQuery(citiesQuery(searched, limits.citySearchMinChars));
  const allCities = useCities();
  const nameOf = (uuid: string) =>
    allCities.data?.find((c) => c.uuid === uuid)?.name ?? found.data?.find((c) => c.uuidCity === uuid)?.nameCity ?? '…';
  const toggle = (uuid: string, checked: boolean) =>
    onChange(checked ? [...selected, uuid] : selected.filter((s) => s !== uuid));
  const results = (found.data ?? []).filter((c) => !selected.includes(c.uuidCity)).slice(0, shownResults);
  const searching = searched.length >= limits.citySearchMinChars;

  return (
    <Stack gap={6} role="group" aria-label="Города">
      <Text size="sm" fw={600}>
        Города
      </Text>
      <TextInput
        aria-label="Поиск города"
        placeholder={`Поиск города (от ${limits.citySearchMinChars} символов)`}
        size="xs"
        leftSection={found.isFetching ? <Loader size={12} /> : <IconSearch size={14} />}
        value={term}
        onChange={(event) => setTerm(event.currentTarget.value)}
      />
      {selected.map((uuid) => (
        <Checkbox key={uuid} size="xs" label={nameOf(uuid)} checked onChange={() => toggle(uuid, false)} />
      ))}
      {results.map((city) => (
        <Checkbox
          key={city.uuidCity}
          size="xs"
          label={city.nameCity}
          checked={false}
          onChange={() => toggle(city.uuidCity, true)}
        />
      ))}
      {searching && found.isSuccess && results.length === 0 && (
        <Text size="xs" c="dimmed">
          Городов не найдено
        </Text>
      )}
      {searching && found.isError && (
        <Text size="xs" c="red">
          Не удалось загрузить города
        </Text>
      )}
    </Stack>
  );
}
