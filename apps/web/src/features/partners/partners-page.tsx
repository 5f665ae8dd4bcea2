import { useMemo } from 'react';
import { usePartnerList, type PartnerListRequest } from '../../api/partners';
import { paths } from '../../app/paths';
import { sections } from '../../app/sections';
import { ListPageFrame, StatusCategoryCityFilter, statusCategoryCityBody, useListParams } from '../../ui';
import { partnerListConfig, partnerSortFieldOf, partnerSortOptions } from './list/list-config';
import { PartnersTable } from './list/partners-table';

/** /partners — the partner list: search, sort, filters and page kept in the URL (spec 02 section 2). */
export function PartnersPage() {
  const list = useListParams(partnerListConfig);
  const request = useMemo<PartnerListRequest>(
    () => ({
      page: list.page,
      sortField: partnerSortFieldOf[list.sort.field],
      sortDirection: list.sort.direction,
      filter: statusCategoryCityBody(list.search, list.filters),
    }),
    [list.page, list.sort, list.search, list.filters],
  );

  return (
    <ListPageFrame
      title={sections.partners.label}
      addLabel="Добавить партнёра"
      addTo={paths.partnerNew}
      emptyTitle="Добавьте партнёра"
      searchPlaceholder="Название партнёра"
      list={list}
      query={usePartnerList(request)}
      sortOptions={partnerSortOptions}
      filter={<StatusCategoryCityFilter filters={list.filters} onApply={list.setFilters} />}
    >
      {(items, stale) => <PartnersTable partners={items} stale={stale} />}
    </ListPageFrame>
  );
}
