import { useState } from 'react';
import { Card, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useCreateNews } from '../../api/news';
import { paths } from '../../app/paths';
import { BackLink, notifySuccess } from '../../ui';
import { NewsFormFields } from './form/news-form';
import { createBodyOf, emptyNewsForm } from './form/news-form-state';
import { useNewsForm } from './form/use-news-form';

/** /news/add — a news item, survey or event, sent in one call with its poll or event, then back to /news. */
export function NewsAddPage() {
  const navigate = useNavigate();
  const [initial] = useState(() => emptyNewsForm());
  const form = useNewsForm(initial, 'new');
  const create = useCreateNews();

  const save = async () => {
    try {
      await create.mutateAsync(createBodyOf(form.values));
    } catch (error) {
      form.showSaveError(error);
      return;
    }
    notifySuccess('Готово', 'Новость отправлена на модерацию');
    void navigate(paths.news);
  };

  return (
    <Stack gap="lg">
      <BackLink to={paths.news}>К списку новостей</BackLink>
      <Title order={1} size="h2">
        Добавление новости
      </Title>
      <Card withBorder padding="lg" radius="md">
        <NewsFormFields form={form} mode="new" onSubmit={() => void save()} onCancel={() => void navigate(paths.news)} saving={create.isPending} />
      </Card>
    </Stack>
  );
}
