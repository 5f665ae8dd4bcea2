import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { generatePath, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { knowledgeMessages, programmeOwner, ruDateTimeOfWire, type KnowledgeQuestion, type KnowledgeQuestionCreateValues } from '@sks/contract';
import { useCategory, useCreateQuestion, useQuestion, useUpdateQuestion } from '../../api/knowledge';
import { paths } from '../../app/paths';
import { BackLink, CardLoadError, notifySuccess, PageLoader } from '../../ui';
import { categoryPath, ownerKey } from './owner';
import { QuestionForm, type QuestionDraft } from './question-form';

/** Edit mode's facts: who added the question, when, and how students voted. */
function QuestionFacts({ question }: { question: KnowledgeQuestion }) {
  const created = ruDateTimeOfWire(question.created_at);
  const facts: [string, string][] = [
    ['Создатель', question.creator ?? '—'],
    ['Дата создания', `${created.date} ${created.time}`],
    ['Голоса', `за ${question.votes_plus}, против ${question.votes_minus}, всего ${question.votes_all}`],
  ];
  return (
    <Group gap="xl" component="dl" role="group" aria-label="Сведения о вопросе" m={0}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} size="sm">
            {value}
          </Text>
        </div>
      ))}
    </Group>
  );
}

/**
 * The question form of /knowledge/add, /knowledge/{categoryID}/add, /knowledge/{categoryID}/{questionID}
 * and /card/{id}/questions/{questionID}: edit mode with a questionID, create mode otherwise.
 * Back (and a finished save) goes to the previous page; opened directly, to the question's category.
 */
export function KnowledgeQuestionPage() {
  const { categoryId, questionId, id: universityId } = useParams();
  const [query] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const question = useQuestion(questionId);
  const category = useCategory(categoryId ?? '');
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const editing = !!questionId;

  const fallback = (uuidCategory: string, owner: string | null) =>
    universityId ? generatePath(paths.universityQuestions, { id: universityId }) : uuidCategory ? categoryPath(uuidCategory, owner) : paths.knowledge;
  const leave = (to: string) => {
    // 'default' is the first page of this tab: there is no previous page of the console to go to.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(to);
  };

  if (editing && question.isPending) return <PageLoader />;
  if (editing && question.isError) return <CardLoadError error={question.error} onRetry={() => void question.refetch()} />;
  if (!editing && categoryId && category.isPending) return <PageLoader />;
  if (!editing && categoryId && category.isError) return <CardLoadError error={category.error} onRetry={() => void category.refetch()} />;

  const loaded = question.data;
  const initial: QuestionDraft = loaded
    ? { owner: loaded.owner === programmeOwner ? null : loaded.owner, uuidCategory: loaded.uuid_category, question: loaded.question, answer: loaded.answer }
    : { owner: category.data?.uuidUniversity ?? universityId ?? query.get(ownerKey) ?? null, uuidCategory: categoryId ?? '', question: '', answer: '' };

  const save = async (values: KnowledgeQuestionCreateValues) => {
    if (loaded) {
      await update.mutateAsync({ uuid: loaded.uuidQuestion, ...values });
      notifySuccess(knowledgeMessages.questionSaved, values.question);
    } else {
      await create.mutateAsync(values);
      notifySuccess(knowledgeMessages.questionCreated, values.question);
    }
    leave(fallback(values.uuidCategory, initial.owner));
  };
  const back = () => leave(fallback(initial.uuidCategory, initial.owner));

  return (
    <Stack gap="lg">
      <BackLink to={fallback(initial.uuidCategory, initial.owner)}>Назад</BackLink>
      <Title order={1} size="h2">
        {editing ? 'Редактирование вопроса' : 'Новый вопрос'}
      </Title>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="lg">
          {loaded && <QuestionFacts question={loaded} />}
          <QuestionForm key={loaded?.uuidQuestion ?? 'new'} initial={initial} busy={create.isPending || update.isPending} onSubmit={save} onCancel={back} />
        </Stack>
      </Card>
    </Stack>
  );
}
