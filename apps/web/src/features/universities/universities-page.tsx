import { useMemo } from 'react';
import { universityListQueryOptions, useUniversityList } from '../../api/universities';
import { paths } from '../../app/paths';
import { sections } from '../../app/sections';
import { ListPageFrame, parseListParams, useListParams } from '../../ui';
import { listRequestOf, universityListConfig, universitySortOptions } from './list/list-config';
import { UniversitiesFilter } from './list/universities-filter';
import { UniversitiesTable } from './list/universities-table';

/** `/` — the university list: search, sort, filters and page kept in the URL (spec 01 section 2). */
export function UniversitiesPage() {
  const list = useListParams(universityListConfig);
  const { page, sort, search, filters } = list;
  const request = useMemo(() => listRequestOf({ page, sort, search, filters }), [page, sort, search, filters]);

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

/** The screen's list call for the view in `search` (a URL's query), to start before the screen mounts. */
export const universityListQueryOf = (search: string) =>
  universityListQueryOptions(listRequestOf(parseListParams(new URLSearchParams(search), universityListConfig)));
