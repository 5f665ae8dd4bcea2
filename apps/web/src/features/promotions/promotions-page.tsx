import { useMemo } from 'react';
import { usePromotionList, type PromotionListRequest } from '../../api/promotions';
import { sections } from '../../app/sections';
import { ListPageFrame, StatusCategoryCityFilter, statusCategoryCityBody, useListParams } from '../../ui';
import { promotionListConfig, promotionSortFieldOf, promotionSortOptions } from './list/list-config';
import { PromotionsTable } from './list/promotions-table';

/**
 * /promotions — every partner's promotions: search, sort, filters and page kept in the URL
 * (spec 02 section 2). A promotion is added from its partner's card, so the list has no add button.
 */
export function PromotionsPage() {
  const list = useListParams(promotionListConfig);
  const request = useMemo<PromotionListRequest>(
    () => ({
      page: list.page,
      sortField: promotionSortFieldOf[list.sort.field],
      sortDirection: list.sort.direction,
      filter: statusCategoryCityBody(list.search, list.filters),
    }),
    [list.page, list.sort, list.search, list.filters],
  );

  return (
    <ListPageFrame
      title={sections.promotions.label}
      emptyTitle="Акций пока нет"
      searchPlaceholder="Название акции или партнёра"
      list={list}
      query={usePromotionList(request)}
      sortOptions={promotionSortOptions}
      filter={<StatusCategoryCityFilter filters={list.filters} onApply={list.setFilters} />}
    >
      {(items, stale) => <PromotionsTable promotions={items} stale={stale} />}
    </ListPageFrame>
  );
}
