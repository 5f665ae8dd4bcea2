import { useMemo } from 'react';
import { useUniversityList, type UniversityListRequest } from '../../api/universities';
import { paths } from '../../app/paths';
import { sections } from '../../app/sections';
import { ListPageFrame, useListParams } from '../../ui';
import { listFilterOf, universityListConfig, universitySortOptions } from './list/list-config';
import { UniversitiesFilter } from './list/universities-filter';
import { UniversitiesTable } from './list/universities-table';

/** `/` — the university list: search, sort, filters and page kept in the URL (spec 01 section 2). */
export function UniversitiesPage() {
  const list = useListParams(universityListConfig);
  const request = useMemo<UniversityListRequest>(
    () => ({
      page: list.page,
      sortField: list.sort.field,
      sortDirection: list.sort.direction,
      filter: listFilterOf(list.search, list.filters),
    }),
    [list.page, list.sort, list.search, list.filters],
  );

  return (
    <ListPageFrame
      title={sections.universities.label}
      addLabel="Добавить университет"
      addTo={paths.universityNew}
      emptyTitle="Добавьте университет"
      searchPlaceholder="Название, город"
      list={list}
      query={useUniversityList(request)}
      sortOptions={universitySortOptions}
      filter={<UniversitiesFilter filters={list.filters} onApply={list.setFilters} />}
    >
      {(items, stale) => <UniversitiesTable universities={items} stale={stale} />}
    </ListPageFrame>
  );
}
