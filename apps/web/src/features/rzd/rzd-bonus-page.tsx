import { useMemo } from 'react';
import { rzdLimits } from '@sks/contract';
import { useRzdList, type RzdListRequest } from '../../api/rzd';
import { sections } from '../../app/sections';
import { ListPageFrame, useListParams } from '../../ui';
import { ExportButton } from './export-button';
import { rzdFilterOf, rzdListConfig, rzdSortFieldOf, rzdSortOptions } from './list-config';
import { RzdApplications } from './rzd-applications';
import { RzdFilters } from './rzd-filters';

/**
 * /rzd-bonus — railway-bonus applications (spec 03 section 2.2): name search (1000 ms), status and
 * month filters, 10 a page, bulk status changes and the CSV export; the view is kept in the URL.
 */
export function RzdBonusPage() {
  const list = useListParams(rzdListConfig);
  const request = useMemo<RzdListRequest>(
    () => ({
      page: list.page,
      sortField: rzdSortFieldOf[list.sort.field],
      sortDirection: list.sort.direction,
      filter: rzdFilterOf(list.search, list.filters),
    }),
    [list.page, list.sort, list.search, list.filters],
  );
  const viewKey = JSON.stringify(request);

  return (
    <ListPageFrame
      title={sections.rzd.label}
      emptyTitle="Заявок пока нет"
      searchPlaceholder="ФИО студента"
      searchDebounceMs={rzdLimits.searchDebounceMs}
      list={list}
      query={useRzdList(request)}
      sortOptions={rzdSortOptions}
      filter={
        <>
          <RzdFilters filters={list.filters} onChange={list.setFilters} />
          <ExportButton request={request} />
        </>
      }
    >
      {(items, stale) => <RzdApplications key={viewKey} items={items} stale={stale} />}
    </ListPageFrame>
  );
}
