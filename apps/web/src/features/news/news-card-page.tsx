import { Group, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useNews } from '../../api/news';
import { paths } from '../../app/paths';
import { BackLink, ErrorState, PageLoader, useLoadErrorNotice } from '../../ui';
import { NewsActions } from './card/news-actions';
import { NewsDetails } from './card/news-details';
import { newsLoadTexts } from './load-texts';

/** /news/:newsId — the news card with its moderation (spec 02 sections 2 and 4). */
export function NewsCardPage() {
  const { newsId = '' } = useParams();
  const news = useNews(newsId);
  useLoadErrorNotice(news.error, newsLoadTexts);

  return (
    <Stack gap="lg">
      <BackLink to={paths.news}>К списку новостей</BackLink>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          Карточка новости
        </Title>
        {news.data && <NewsActions news={news.data} />}
      </Group>
      {news.isPending ? (
        <PageLoader />
      ) : news.isError ? (
        <ErrorState error={news.error} overrides={newsLoadTexts} onRetry={() => void news.refetch()} />
      ) : (
        <NewsDetails news={news.data} />
      )}
    </Stack>
  );
}
