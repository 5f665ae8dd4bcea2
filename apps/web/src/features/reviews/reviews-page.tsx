import { useEffect, useMemo, useState } from 'react';
import { Stack } from '@mantine/core';
import { useReviewList, type ReviewListRequest } from '../../api/reviews';
import { sections } from '../../app/sections';
import { ListPageFrame, useListParams } from '../../ui';
import { BulkBar } from './list/bulk-bar';
import { reviewListBody, reviewListConfig, reviewSortOptions } from './list/list-config';
import { ReviewsFilter } from './list/reviews-filter';
import { ReviewsTable } from './list/reviews-table';

/**
 * /feedbacks — students' reviews of partners, 15 a page: search (student, partner, text), status
 * and partner filters, sort by date or partner, all in the URL (spec 03 section 2.5); several
 * reviews can be selected and published, rejected or deleted together.
 */
export function ReviewsPage() {
  const list = useListParams(reviewListConfig);
  const request = useMemo<ReviewListRequest>(
    () => ({ page: list.page, sortField: list.sort.field, sortDirection: list.sort.direction, filter: reviewListBody(list.search, list.filters) }),
    [list.page, list.sort, list.search, list.filters],
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Another page, search, filter or sort shows other rows: the selection starts over.
  useEffect(() => setSelected(new Set()), [request]);
  const toggle = (uuid: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(uuid)) next.add(uuid);
      return next;
    });

  return (
    <ListPageFrame
      title={sections.reviews.label}
      emptyTitle="Отзывов пока нет"
      searchPlaceholder="Студент, партнёр или текст отзыва"
      list={list}
      query={useReviewList(request)}
      sortOptions={reviewSortOptions}
      filter={<ReviewsFilter filters={list.filters} onApply={list.setFilters} />}
    >
      {(items, stale) => (
        <Stack gap="sm">
          <BulkBar reviews={items} selected={selected} onSelect={(uuids) => setSelected(new Set(uuids))} />
          <ReviewsTable reviews={items} stale={stale} selected={selected} onToggle={toggle} />
        </Stack>
      )}
    </ListPageFrame>
  );
}
