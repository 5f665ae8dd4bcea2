import { Group, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { newsMessages } from '@sks/contract';
import { useNews } from '../../api/news';
import { paths } from '../../app/paths';
import { BackLink, CardLoadError, PageLoader } from '../../ui';
import { NewsActions } from './card/news-actions';
import { NewsDetails } from './card/news-details';

/** /news/:newsId — the news card with its moderation (spec 02 sections 2 and 4). */
export function NewsCardPage() {
  const { newsId = '' } = useParams();
  const news = useNews(newsId);

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
        <CardLoadError error={news.error} notFound={newsMessages.notFound} onRetry={() => void news.refetch()} />
      ) : (
        <NewsDetails news={news.data} />
      )}
    </Stack>
  );
}
