import { Card, Stack, Text, Title } from '@mantine/core';
import { generatePath, useNavigate, useParams } from 'react-router';
import { newsMessages } from '@sks/contract';
import type { News } from '@sks/contract';
import { useNews, useUpdateNews, useUpdateNewsEvent } from '../../api/news';
import { paths } from '../../app/paths';
import { BackLink, CardLoadError, notifySuccess, PageLoader } from '../../ui';
import { NewsFormFields } from './form/news-form';
import { eventOf, formOfNews, updateBodyOf } from './form/news-form-state';
import { useNewsForm } from './form/use-news-form';

/** /news/:newsId/edit — the item's fields, then its event; its kind and survey stay (spec 02 section 4). */
export function NewsEditPage() {
  const { newsId = '' } = useParams();
  const news = useNews(newsId);

  return (
    <Stack gap="lg">
      <BackLink to={generatePath(paths.newsCard, { newsId })}>К карточке новости</BackLink>
      <div>
        <Title order={1} size="h2">
          Редактирование новости
        </Title>
        {news.data && <Text c="dimmed">{news.data.title}</Text>}
      </div>
      {news.isPending ? (
        <PageLoader />
      ) : news.isError ? (
        <CardLoadError error={news.error} notFound={newsMessages.notFound} onRetry={() => void news.refetch()} />
      ) : (
        <EditForm key={news.data.uuidNews} news={news.data} />
      )}
    </Stack>
  );
}

function EditForm({ news }: { news: News }) {
  const navigate = useNavigate();
  const update = useUpdateNews();
  const updateEvent = useUpdateNewsEvent();
  // Filled once from the card: a refetch does not overwrite what is being typed.
  const form = useNewsForm(formOfNews(news), 'edit');
  const uuidNews = news.uuidNews;

  const save = async () => {
    try {
      await update.mutateAsync({ id: uuidNews, body: updateBodyOf(form.values) });
      if (form.values.kind === 'event') await updateEvent.mutateAsync({ ...eventOf(form.values), uuidNews });
    } catch (error) {
      form.showSaveError(error);
      return;
    }
    notifySuccess('Сохранено', 'Новость обновлена');
    void navigate(paths.news);
  };

  return (
    <Card withBorder padding="lg" radius="md">
      <NewsFormFields
        form={form}
        mode="edit"
        savedPhotoIds={news.photos.map((p) => p.uuidPhoto)}
        onSubmit={() => void save()}
        onCancel={() => void navigate(generatePath(paths.newsCard, { newsId: uuidNews }))}
        saving={update.isPending || updateEvent.isPending}
      />
    </Card>
  );
}
