import { useEffect, useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatRecordCount, knowledgeLimits, knowledgeMessages, pluralRu, type KnowledgeQuestionRow } from '@sks/contract';
import { useDeleteQuestions, useQuestionList, type QuestionListRequest } from '../../api/knowledge';
import { ConfirmPopup, EmptyState, ErrorState, notifyErrorText, notifySuccess, PageLoader, Pagination, lastPageInstead } from '../../ui';
import { QuestionsTable } from './questions-table';

type QuestionListProps = {
  request: QuestionListRequest;
  onPage: (page: number) => void;
  linkOf: (question: KnowledgeQuestionRow) => string;
  emptyTitle: string;
  /** Shown in the empty state: the add button of the screen. */
  emptyAction?: ReactNode;
};

const questionsWord = ['вопрос', 'вопроса', 'вопросов'] as const;

/**
 * A page of questions (15) with its loading, error and empty states, checkboxes and
 * 'Удалить выбранные' (one call for all of them, after a confirmation).
 */
export function QuestionList({ request, onPage, linkOf, emptyTitle, emptyAction }: QuestionListProps) {
  const query = useQuestionList(request);
  const remove = useDeleteQuestions();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const total = query.data?.total ?? 0;
  const searched = request.search.trim() !== '';

  // A page past the end (questions deleted, an old link) goes to the last page.
  const lastPage = lastPageInstead(query.data, request.page, knowledgeLimits.pageSize);
  useEffect(() => {
    if (lastPage !== undefined) onPage(lastPage);
  }, [lastPage, onPage]);

  const toggle = (uuid: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(uuid)) next.add(uuid);
      return next;
    });
  const toggleAll = (uuids: string[], select: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const uuid of uuids) {
        if (select) next.add(uuid);
        else next.delete(uuid);
      }
      return next;
    });

  const deleteSelected = () =>
    remove.mutate([...selected], {
      onSuccess: () => {
        notifySuccess(knowledgeMessages.questionsDeleted, `Удалено: ${selected.size} ${pluralRu(selected.size, questionsWord)}`);
        setSelected(new Set());
        setConfirming(false);
      },
      onError: () => notifyErrorText(knowledgeMessages.failed),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {query.data ? formatRecordCount(total, query.data.estimated) : ' '}
        </Text>
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} disabled={selected.size === 0} onClick={() => setConfirming(true)}>
          {selected.size ? `Удалить выбранные (${selected.size})` : 'Удалить выбранные'}
        </Button>
      </Group>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        searched ? (
          <EmptyState title="Ничего не найдено" text="Измените запрос: поиск идёт по вопросам и ответам" />
        ) : (
          <EmptyState title={emptyTitle} action={emptyAction} />
        )
      ) : (
        <QuestionsTable
          questions={query.data.items}
          stale={query.isPlaceholderData}
          linkOf={linkOf}
          selected={selected}
          onToggle={toggle}
          onToggleAll={toggleAll}
        />
      )}
      {total > knowledgeLimits.pageSize && (
        <Group justify="flex-end">
          <Pagination page={request.page} total={total} pageSize={knowledgeLimits.pageSize} onChange={onPage} />
        </Group>
      )}
      <ConfirmPopup
        opened={confirming}
        title="Удаление вопросов"
        loading={remove.isPending}
        onConfirm={deleteSelected}
        onClose={() => setConfirming(false)}
      >
        {`Удалить ${selected.size} ${pluralRu(selected.size, questionsWord)}? Это действие нельзя отменить.`}
      </ConfirmPopup>
    </Stack>
  );
}
