import { shownDateTime } from '@sks/contract';
import { Checkbox, Group, Table, Text } from '@mantine/core';
import { generatePath } from 'react-router';
import type { ReviewRow } from '@sks/contract';
import { paths } from '../../../app/paths';
import { DataTable, PartnerMark, RowLink, TextCell } from '../../../ui';
import { ReviewStars, ReviewStatusBadge, studentName } from '../review-format';

type ReviewsTableProps = {
  reviews: ReviewRow[];
  stale: boolean;
  selected: ReadonlySet<string>;
  onToggle: (uuid: string) => void;
};

/** The list's table (spec 03 section 2.5): each row links to its card and can be selected for a bulk action. */
export function ReviewsTable({ reviews, stale, selected, onToggle }: ReviewsTableProps) {
  return (
    <DataTable label="Отзывы" minWidth={760} stale={stale} columns={['', 'Студент', 'Партнёр', 'Отзыв', 'Оценка', 'Статус', 'Дата']}>
      {reviews.map((r) => {
        const name = studentName(r);
        return (
          <Table.Tr key={r.uuidComment} data-status={r.status}>
            <Table.Td>
              <Checkbox aria-label={`Выбрать отзыв: ${name}`} checked={selected.has(r.uuidComment)} onChange={() => onToggle(r.uuidComment)} />
            </Table.Td>
            <Table.Td>
              <RowLink to={generatePath(paths.review, { id: r.uuidComment })} strong>
                {name}
              </RowLink>
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <PartnerMark isFederalPartner={r.isFederalPartner} />
                <Text size="sm">{r.partnerName || '—'}</Text>
              </Group>
            </Table.Td>
            <Table.Td maw={360}>
              <Text size="sm" lineClamp={2}>
                {r.comment}
              </Text>
              {r.hasAnswer && (
                <Text size="xs" c="dimmed">
                  Есть ответ
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <ReviewStars rating={r.rating} />
            </Table.Td>
            <Table.Td>
              <ReviewStatusBadge status={r.status} />
            </Table.Td>
            <TextCell nowrap>{shownDateTime(r.createdAt)}</TextCell>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
