import { useState } from 'react';
import { Button, Checkbox, Group, Text } from '@mantine/core';
import { IconBan, IconCheck, IconTrash } from '@tabler/icons-react';
import { canMoveReview, reviewMessages, type ReviewRow, type ReviewStatus } from '@sks/contract';
import { useDeleteReviews, useSetReviewStatus } from '../../../api/reviews';
import { ConfirmPopup, notifySuccess } from '../../../ui';

type BulkBarProps = {
  reviews: ReviewRow[];
  selected: ReadonlySet<string>;
  onSelect: (uuids: string[]) => void;
};

/**
 * Above the table: select all (or, when some are selected, clear the selection), and publish,
 * reject or delete the selected reviews at once. A move is offered only when every selected
 * review may take it (spec 03 section 4), so the server's all-or-nothing answer is no surprise.
 */
export function BulkBar({ reviews, selected, onSelect }: BulkBarProps) {
  const setStatus = useSetReviewStatus();
  const remove = useDeleteReviews();
  const [confirming, setConfirming] = useState(false);
  const chosen = reviews.filter((r) => selected.has(r.uuidComment));
  const uuids = chosen.map((r) => r.uuidComment);
  const partial = chosen.length > 0 && chosen.length < reviews.length;
  const all = reviews.length > 0 && chosen.length === reviews.length;
  const allMay = (to: ReviewStatus) => chosen.length > 0 && chosen.every((r) => canMoveReview(r.status, to));
  const busy = setStatus.isPending || remove.isPending;

  const move = (status: ReviewStatus, done: string) =>
    setStatus.mutate(
      { uuidComments: uuids, status },
      {
        onSuccess: () => {
          notifySuccess(done, `Отзывов: ${uuids.length}`);
          onSelect([]);
        },
      },
    );

  return (
    <Group justify="space-between" gap="sm" role="toolbar" aria-label="Действия с выбранными отзывами">
      <Group gap="sm">
        <Checkbox
          label={partial ? 'Снять выбор' : 'Выбрать все'}
          checked={all}
          indeterminate={partial}
          onChange={() => onSelect(partial || all ? [] : reviews.map((r) => r.uuidComment))}
        />
        {chosen.length > 0 && <Text size="sm" c="dimmed">{`Выбрано: ${chosen.length}`}</Text>}
      </Group>
      <Group gap="xs">
        <Button size="xs" color="teal" leftSection={<IconCheck size={14} />} disabled={!allMay('public') || busy} onClick={() => move('public', reviewMessages.publishedMany)}>
          Опубликовать выбранные
        </Button>
        <Button size="xs" variant="light" color="orange" leftSection={<IconBan size={14} />} disabled={!allMay('rejected') || busy} onClick={() => move('rejected', reviewMessages.rejectedMany)}>
          Отклонить выбранные
        </Button>
        <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} disabled={chosen.length === 0 || busy} onClick={() => setConfirming(true)}>
          Удалить выбранные
        </Button>
      </Group>
      <ConfirmPopup
        opened={confirming}
        title="Удаление отзывов"
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(uuids, {
            onSuccess: () => {
              setConfirming(false);
              onSelect([]);
              notifySuccess(reviewMessages.deleted, `Отзывов: ${uuids.length}`);
            },
          })
        }
        onClose={() => setConfirming(false)}
      >
        {`Удалить выбранные отзывы (${chosen.length})?`}
      </ConfirmPopup>
    </Group>
  );
}
