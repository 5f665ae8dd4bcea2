import '@mantine/core/styles/Rating.css';
import { Badge, Rating } from '@mantine/core';
import { reviewLimits, reviewStatusLabels, type ReviewStatus } from '@sks/contract';

const statusColor: Record<ReviewStatus, string> = { moderation: 'yellow', public: 'teal', rejected: 'red' };

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return (
    <Badge variant="light" color={statusColor[status]} style={{ flexShrink: 0 }}>
      {reviewStatusLabels[status]}
    </Badge>
  );
}

/** 0 to 5 stars, read-only, named by its value. */
export function ReviewStars({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'md' }) {
  return (
    <span role="img" aria-label={`Оценка: ${rating} из ${reviewLimits.ratingMax}`} style={{ display: 'inline-flex' }}>
      <Rating value={rating} count={reviewLimits.ratingMax} readOnly size={size} />
    </span>
  );
}

export const studentName = (r: { surname: string; name: string; patronymic: string }) =>
  [r.surname, r.name, r.patronymic].filter(Boolean).join(' ') || 'Студент';

