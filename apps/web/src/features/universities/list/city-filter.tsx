import { useState } from 'react';
import { Checkbox, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { limits } from '@sks/contract';
import { useCities } from '../../../api/lookups';
import { useUniversityCities } from '../../../api/universities';

type CityFilterProps = {
  selected: string[];
  onChange: (cities: string[]) => void;
};

const shownResults = 8;

/**
 * Cities that have a university, searched from 2 characters with the 500 ms debounce
 * (PUT /v1/univer/filter/cities). Chosen cities stay on top; their names come from the city list.
 */
export function CityFilter({ selected, onChange }: CityFilterProps) {
  const [term, setTerm] = useState('');
  const [searched] = useDebouncedValue(term.trim(), limits.searchDebounceMs);
  const found = useUniversityCities(searched, limits.citySearchMinChars);
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
    </Stack>
  );
}
