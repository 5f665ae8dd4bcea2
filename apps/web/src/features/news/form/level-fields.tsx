import { useState } from 'react';
import { Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { limits, newsLevelLabels, newsLevels, type NewsLevel } from '@sks/contract';
import { useCities } from '../../../api/lookups';
import { useUniversityOptions } from '../../../api/news';
import type { NewsFormState } from './news-form-state';
import { fieldId, type NewsForm } from './use-news-form';

const levelData = newsLevels.map((value) => ({ value, label: newsLevelLabels[value] }));

function RegionSelect({ form }: { form: NewsForm }) {
  const cities = useCities();
  return (
    <Select
      id={fieldId('uuidCity')}
      label="Регион"
      withAsterisk
      searchable
      placeholder={cities.isPending ? 'Загрузка…' : 'Выберите город'}
      nothingFoundMessage="Город не найден"
      data={(cities.data ?? []).map((c) => ({ value: c.uuid, label: c.name }))}
      value={form.values.uuidCity || null}
      onChange={(picked) => form.change({ uuidCity: picked ?? '' }, ['uuidCity'])}
      error={form.errors.uuidCity ?? (cities.isError ? 'Не удалось загрузить список городов' : undefined)}
    />
  );
}

/** Universities are searched on the server as typed (500 ms debounce); the chosen one stays listed. */
function UniversitySelect({ form }: { form: NewsForm }) {
  const { uuidUniversity, nameUniversity } = form.values;
  const [search, setSearch] = useState(nameUniversity);
  const [searched] = useDebouncedValue(search, limits.searchDebounceMs);
  // The chosen name in the box is not a search of its own: the whole list is offered again.
  const universities = useUniversityOptions(searched === nameUniversity ? '' : searched);
  const found = (universities.data ?? []).map((u) => ({ value: u.uuidUniver, label: u.nameUniver }));
  const data = uuidUniversity && !found.some((o) => o.value === uuidUniversity) ? [{ value: uuidUniversity, label: nameUniversity }, ...found] : found;

  return (
    <Select
      id={fieldId('uuidUniversity')}
      label="Университет"
      withAsterisk
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already matched the text.
      filter={({ options }) => options}
      placeholder="Начните вводить название"
      nothingFoundMessage={universities.isFetching ? 'Поиск…' : 'Университет не найден'}
      data={data}
      value={uuidUniversity || null}
      onChange={(picked, option) => form.change({ uuidUniversity: picked ?? '', nameUniversity: picked ? (option?.label ?? '') : '' }, ['uuidUniversity'])}
      error={form.errors.uuidUniversity ?? (universities.isError ? 'Не удалось загрузить список университетов' : undefined)}
    />
  );
}

/** The level ('Федеральная', 'Региональная' with its city, 'Университетская' with its university). */
export function LevelFields({ form }: { form: NewsForm }) {
  const { typeNews } = form.values;
  const pick = (picked: string | null) => {
    const part: Partial<NewsFormState> = { typeNews: (picked ?? '') as NewsLevel | '' };
    form.change(part, ['typeNews', 'uuidCity', 'uuidUniversity']);
  };
  return (
    <Group grow align="flex-start">
      <Select
        id={fieldId('typeNews')}
        label="Уровень"
        withAsterisk
        placeholder="Выберите уровень"
        data={levelData}
        value={typeNews || null}
        onChange={pick}
        allowDeselect={false}
        error={form.errors.typeNews}
      />
      {typeNews === 'region' && <RegionSelect form={form} />}
      {typeNews === 'university' && <UniversitySelect form={form} />}
    </Group>
  );
}
