import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconBan, IconCheck, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { reviewControls, reviewMessages, type Review, type ReviewStatus } from '@sks/contract';
import { useDeleteReview, useSetReviewStatus } from '../../../api/reviews';
import { paths } from '../../../app/paths';
import { ConfirmPopup, notifySuccess } from '../../../ui';
import { studentName } from '../review-format';

/** The card's controls by status (spec 03 section 4); after a delete the screen returns to the list. */
export function ReviewActions({ review }: { review: Review }) {
  const navigate = useNavigate();
  const setStatus = useSetReviewStatus();
  const remove = useDeleteReview();
  const [confirming, setConfirming] = useState(false);
  const controls = reviewControls(review.status, review.answerInfo !== null);
  const busy = setStatus.isPending;
  // The notice shows at the bottom: at the top right it would lie over these buttons, the next of which staff often press at once.
  const move = (status: ReviewStatus, done: string) =>
    setStatus.mutate({ uuidComments: [review.uuidComment], status }, { onSuccess: () => notifySuccess(done, studentName(review), { position: 'bottom-right' }) });

  return (
    <Group gap="sm" role="group" aria-label="Действия">
      {controls.publish && (
        <Button color="teal" leftSection={<IconCheck size={16} />} loading={busy} onClick={() => move('public', reviewMessages.published)}>
          Опубликовать
        </Button>
      )}
      {controls.reject && (
        <Button variant="light" color="orange" leftSection={<IconBan size={16} />} disabled={busy} onClick={() => move('rejected', reviewMessages.rejected)}>
          Отклонить
        </Button>
      )}
      {controls.takeOff && (
        <Button variant="light" color="orange" leftSection={<IconEyeOff size={16} />} loading={busy} onClick={() => move('rejected', reviewMessages.takenOff)}>
          Снять с публикации
        </Button>
      )}
      <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)}>
        Удалить
      </Button>
      <ConfirmPopup
        opened={confirming}
        title="Удаление отзыва"
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(review.uuidComment, {
            onSuccess: () => {
              notifySuccess(reviewMessages.deleted, studentName(review));
              void navigate(paths.reviews);
            },
          })
        }
        onClose={() => setConfirming(false)}
      >
        {`Удалить отзыв студента ${studentName(review)}?`}
      </ConfirmPopup>
    </Group>
  );
}
