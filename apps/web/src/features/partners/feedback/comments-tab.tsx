import { useState } from 'react';
import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { limits } from '@sks/contract';
import { usePartnerComments } from '../../../api/partner-media';
import { EmptyState, ErrorState, Pagination } from '../../../ui';
import { FeedbackEntry, FeedbackList } from './feedback-entry';

/** The card's comments tab: students' comments on the partner, newest first, by pages (spec 02 sections 2 and 3). */
export function CommentsTab({ uuidPartner }: { uuidPartner: string }) {
  const [page, setPage] = useState(1);
  const comments = usePartnerComments(uuidPartner, page);

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Отзывы
      </Title>
      {comments.isPending ? (
        <Group justify="center" py="lg" role="status" aria-label="Загрузка отзывов">
          <Loader size="sm" />
        </Group>
      ) : comments.isError ? (
        <ErrorState error={comments.error} onRetry={() => void comments.refetch()} />
      ) : comments.data.total === 0 ? (
        <EmptyState title="Отзывов пока нет" />
      ) : (
        <>
          <FeedbackList label="Отзывы">
            {comments.data.items.map(({ userCommentInfo, commentInfo }) => (
              <FeedbackEntry
                key={commentInfo.uuidComment}
                person={userCommentInfo}
                createdAt={commentInfo.createdAt}
                text={commentInfo.comment}
                extra={
                  <Group gap={4} wrap="nowrap" aria-label={`Отметок «нравится»: ${commentInfo.likes}`}>
                    <IconHeart size={16} color="var(--mantine-color-red-6)" aria-hidden />
                    <Text size="sm">{commentInfo.likes}</Text>
                  </Group>
                }
              />
            ))}
          </FeedbackList>
          {comments.data.total > limits.pageSize && (
            <Pagination page={page} total={comments.data.total} pageSize={limits.pageSize} onChange={setPage} />
          )}
        </>
      )}
    </Stack>
  );
}
