import { shownDateTime } from '@sks/contract';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useReview } from '../../api/reviews';
import { paths } from '../../app/paths';
import { BackLink, CardLoadError, PageLoader, PartnerMark } from '../../ui';
import { ReviewActions } from './card/review-actions';
import { ReviewAnswer } from './card/review-answer';
import { StudentInfoCard } from './card/student-info';
import { ReviewStars, ReviewStatusBadge } from './review-format';

/** /feedback/:id — a review with its student, its stars, its answer and the moderation controls (spec 03 sections 2.5 and 4). */
export function ReviewCardPage() {
  const { id = '' } = useParams();
  const review = useReview(id);

  return (
    <Stack gap="lg">
      <BackLink to={paths.reviews}>К списку отзывов</BackLink>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1} size="h2">
            Отзыв
          </Title>
          {review.data && <ReviewStatusBadge status={review.data.status} />}
        </Group>
        {review.data && <ReviewActions review={review.data} />}
      </Group>
      {review.isPending ? (
        <PageLoader />
      ) : review.isError ? (
        <CardLoadError error={review.error} onRetry={() => void review.refetch()} />
      ) : (
        <>
          <StudentInfoCard student={review.data.studentInfo} />
          <Card withBorder padding="lg" radius="md" component="section" aria-label="Текст отзыва">
            <Stack gap="sm">
              <Group justify="space-between">
                <Group gap="xs" wrap="nowrap">
                  <PartnerMark isFederalPartner={review.data.isFederalPartner} />
                  <Text fw={600}>{review.data.partnerName || '—'}</Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {shownDateTime(review.data.createdAt)}
                </Text>
              </Group>
              <ReviewStars rating={review.data.rating} size="md" />
              <Text style={{ whiteSpace: 'pre-line' }}>{review.data.comment}</Text>
            </Stack>
          </Card>
          <ReviewAnswer review={review.data} />
        </>
      )}
    </Stack>
  );
}
