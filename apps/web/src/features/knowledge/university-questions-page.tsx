import { Button, Card, Stack, Group, Title, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { generatePath, Link, useParams } from 'react-router';
import { useUniversity } from '../../api/universities';
import { paths } from '../../app/paths';
import { BackLink, SearchInput, useListParams } from '../../ui';
import { knowledgeListConfig } from './list-config';
import { ownerQuery } from './owner';
import { QuestionList } from './question-list';

/** /card/{id}/questions — the university's own questions, from its card; a row opens /card/{id}/questions/{questionID}. */
export function UniversityQuestionsPage() {
  const { id = '' } = useParams();
  const list = useListParams(knowledgeListConfig);
  const university = useUniversity(id);
  const addButton = (
    <Button component={Link} to={paths.knowledgeAdd + ownerQuery(id)} leftSection={<IconPlus size={16} />}>
      Добавить вопрос
    </Button>
  );

  return (
    <Stack gap="lg">
      <BackLink to={generatePath(paths.universityCard, { id })}>Назад</BackLink>
      <Group justify="space-between">
        <div>
          <Title order={1} size="h2">
            База знаний университета
          </Title>
          <Text c="dimmed" size="sm">
            {university.data?.shortName ?? ' '}
          </Text>
        </div>
        {addButton}
      </Group>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <SearchInput value={list.search} onSearch={list.setSearch} label="Поиск по вопросам и ответам" placeholder="Слова из вопроса или ответа" />
          <QuestionList
            request={{ owner: id, search: list.search, page: list.page }}
            onPage={list.setPage}
            linkOf={(q) => generatePath(paths.universityQuestion, { id, questionId: q.uuidQuestion })}
            emptyTitle="У университета пока нет вопросов"
            emptyAction={addButton}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
