import { useMemo } from 'react';
import { Button } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { newsMessages } from '@sks/contract';
import { useNewsList, useSupportFlag, type NewsListRequest } from '../../api/news';
import { paths } from '../../app/paths';
import { sections } from '../../app/sections';
import { ListPageFrame, useListParams } from '../../ui';
import { listFilterOf, newsListConfig } from './list/list-config';
import { NewsFilter } from './list/news-filter';
import { NewsGrid } from './list/news-grid';

/** /news — the news cards: search, filters, sort by publication date and page kept in the URL (spec 02 section 2). */
export function NewsPage() {
  const list = useListParams(newsListConfig);
  const support = useSupportFlag().data === true;
  const request = useMemo<NewsListRequest>(
    () => ({ page: list.page, sortDirection: list.sort.direction, filter: listFilterOf(list.search, list.filters, support) }),
    [list.page, list.sort.direction, list.search, list.filters, support],
  );
  const query = useNewsList(request);
  const ascending = list.sort.direction === 'ASC';

  return (
    <ListPageFrame
      title={sections.news.label}
      addLabel="Добавить новость"
      addTo={paths.newsAdd}
      emptyTitle={newsMessages.empty}
      narrowedTitle={newsMessages.empty}
      searchPlaceholder="Заголовок новости"
      list={list}
      query={query}
      sortControl={
        <Button
          variant="default"
          // The visible words are the name (WCAG 2.5.3); what is sorted is the description.
          title="Сортировка по дате публикации"
          leftSection={ascending ? <IconSortAscending size={16} /> : <IconSortDescending size={16} />}
          onClick={() => list.setSort({ field: 'publishBegin', direction: ascending ? 'DESC' : 'ASC' })}
        >
          {ascending ? 'Сначала старые' : 'Сначала новые'}
        </Button>
      }
      filter={<NewsFilter filters={list.filters} support={support} onApply={list.setFilters} />}
    >
      {(items, stale) => <NewsGrid items={items} stale={stale} />}
    </ListPageFrame>
  );
}
