import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessageReply, IconPencil, IconTrash } from '@tabler/icons-react';
import { type Review, reviewControls, reviewMessages, shownDateTime } from '@sks/contract';
import { useAnswerReview, useDeleteAnswer, useEditAnswer } from '../../../api/reviews';
import { ConfirmPopup, notifySuccess } from '../../../ui';
import { studentName } from '../review-format';
import { AnswerEditor } from './answer-editor';

type Mode = 'view' | 'write' | 'delete';

/** The staff's answer: Reply while there is none; once given, it can be edited or deleted (spec 03 section 4). */
export function ReviewAnswer({ review }: { review: Review }) {
  const answer = useAnswerReview();
  const edit = useEditAnswer();
  const remove = useDeleteAnswer();
  const [mode, setMode] = useState<Mode>('view');
  const close = () => setMode('view');
  const given = review.answerInfo;
  const done = (title: string) => () => {
    close();
    notifySuccess(title, studentName(review));
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label="Ответ на отзыв">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Ответ
        </Title>
        {mode === 'write' ? (
          given ? (
            <AnswerEditor
              initial={given.answer}
              submitLabel="Сохранить"
              busy={edit.isPending}
              onCancel={close}
              onSubmit={(text) => edit.mutate({ uuidAnswer: given.uuidAnswer, answer: text }, { onSuccess: done(reviewMessages.answerSaved) })}
            />
          ) : (
            <AnswerEditor
              submitLabel="Отправить"
              busy={answer.isPending}
              onCancel={close}
              onSubmit={(text) => answer.mutate({ uuidComment: review.uuidComment, answer: text }, { onSuccess: done(reviewMessages.answered) })}
            />
          )
        ) : given ? (
          <>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {given.answer}
            </Text>
            <Text size="xs" c="dimmed">{`Изменён ${shownDateTime(given.updatedAt)}`}</Text>
            <Group gap="xs">
              <Button size="xs" variant="default" leftSection={<IconPencil size={14} />} onClick={() => setMode('write')}>
                Редактировать ответ
              </Button>
              <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => setMode('delete')}>
                Удалить ответ
              </Button>
            </Group>
          </>
        ) : (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              Ответа пока нет
            </Text>
            {reviewControls(review.status, false).reply && (
              <Button size="xs" leftSection={<IconMessageReply size={14} />} onClick={() => setMode('write')}>
                Ответить
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <ConfirmPopup
        opened={mode === 'delete' && !!given}
        title="Удаление ответа"
        loading={remove.isPending}
        onConfirm={() => given && remove.mutate(given.uuidAnswer, { onSuccess: done(reviewMessages.answerDeleted) })}
        onClose={close}
      >
        Удалить ответ на отзыв?
      </ConfirmPopup>
    </Card>
  );
}
