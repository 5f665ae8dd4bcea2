import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { generatePath, Link, useNavigate, useParams } from 'react-router';
import { useCategory } from '../../api/knowledge';
import { paths } from '../../app/paths';
import { BackLink, CardLoadError, PageLoader, SearchInput, useListParams } from '../../ui';
import { knowledgeListConfig } from './list-config';
import { ownerQuery } from './owner';
import { QuestionList } from './question-list';
import { programmeLabel, UniversityFilter } from './university-filter';

/**
 * /knowledge/{categoryID} — the questions of one category, 15 a page, with search, delete-selected
 * and add. A category belongs to one owner: choosing another university in the filter goes to
 * that university's categories.
 */
export function KnowledgeCategoryPage() {
  const { categoryId = '' } = useParams();
  const navigate = useNavigate();
  const list = useListParams(knowledgeListConfig);
  const category = useCategory(categoryId);

  if (category.isPending) return <PageLoader />;
  if (category.isError) return <CardLoadError error={category.error} onRetry={() => void category.refetch()} />;

  const owner = category.data.uuidUniversity;
  const addTo = generatePath(paths.knowledgeCategoryAdd, { categoryId }) + ownerQuery(owner);
  const addButton = (
    <Button component={Link} to={addTo} leftSection={<IconPlus size={16} />}>
      Добавить вопрос
    </Button>
  );

  return (
    <Stack gap="lg">
      <BackLink to={paths.knowledge + ownerQuery(owner)}>Назад</BackLink>
      <Group justify="space-between">
        <div>
          <Title order={1} size="h2">
            {category.data.name}
          </Title>
          <Text c="dimmed" size="sm">
            {category.data.shortNameUniversity ?? programmeLabel}
          </Text>
        </div>
        {addButton}
      </Group>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Group align="flex-end" gap="sm">
            <div style={{ flex: 1, minWidth: 240 }}>
              <SearchInput value={list.search} onSearch={list.setSearch} label="Поиск по вопросам и ответам" placeholder="Слова из вопроса или ответа" />
            </div>
            <UniversityFilter value={owner} onChange={(next) => void navigate(paths.knowledge + ownerQuery(next))} />
          </Group>
          <QuestionList
            request={{ owner, uuidCategory: categoryId, search: list.search, page: list.page }}
            onPage={list.setPage}
            linkOf={(q) => generatePath(paths.knowledgeQuestion, { categoryId, questionId: q.uuidQuestion }) + ownerQuery(owner)}
            emptyTitle="В категории пока нет вопросов"
            emptyAction={addButton}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
