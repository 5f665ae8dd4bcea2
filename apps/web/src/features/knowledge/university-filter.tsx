import { useMemo, useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { limits } from '@sks/contract';
import { getUniversity, listUniversities } from '../../api/universities';
import type { KnowledgeOwner } from '../../api/knowledge';

/** The select's value of the programme's own knowledge base. */
const programme = 'programme';
export const programmeLabel = 'Программа СКС';

type UniversityFilterProps = { value: KnowledgeOwner; onChange: (owner: KnowledgeOwner) => void };

/**
 * Whose knowledge base: the programme's or a university's, found by name (spec 03 section 2.3's
 * university filter). The chosen university's name is read by its id, as the URL keeps the id only.
 */
export function UniversityFilter({ value, onChange }: UniversityFilterProps) {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, limits.searchDebounceMs);
  const found = useQuery({
    queryKey: ['knowledge', 'universities', term.trim()],
    queryFn: ({ signal }) =>
      listUniversities({ page: 1, sortField: 'name', sortDirection: 'ASC', filter: { searchString: term.trim() || null } }, signal),
  });
  const chosen = useQuery({
    queryKey: ['knowledge', 'university', value],
    queryFn: ({ signal }) => getUniversity(value!, signal),
    enabled: !!value,
  });
  const data = useMemo(() => {
    const options = new Map<string, string>([[programme, programmeLabel]]);
    if (chosen.data) options.set(chosen.data.uuidUniver, chosen.data.shortName);
    for (const u of found.data?.items ?? []) options.set(u.uuidUniver, u.shortName);
    return [...options].map(([optionValue, label]) => ({ value: optionValue, label }));
  }, [chosen.data, found.data]);

  return (
    <Select
      label="Университет"
      w={260}
      searchable
      data={data}
      value={value ?? programme}
      onSearchChange={setSearch}
      onChange={(next) => onChange(!next || next === programme ? null : next)}
      nothingFoundMessage="Ничего не найдено"
      allowDeselect={false}
      filter={({ options }) => options}
    />
  );
}
