import { useId, useState, type UIEvent } from 'react';
import { Avatar, Box, Button, Group, Loader, Paper, SegmentedControl, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useSearchParams } from 'react-router';
import {
  partnerRatingDefaults,
  partnerRatingSortFields,
  partnerRatingSortLabels,
  sortDirections,
  statisticsLimits,
  type PartnerRatingRow,
  type PartnerRatingSortField,
  type SortDirection,
} from '@sks/contract';
import { usePartnerRating } from '../../api/statistics';
import { EmptyState, ErrorState } from '../../ui';
import { isPeriod, PeriodControl } from './period-control';
import { PartnerViewsModal, type ViewedPartner } from './partner-views-modal';
import { formatCount } from './statistics-format';

const { ratingRowHeight: rowHeight, ratingPrefetchRows: prefetchRows } = statisticsLimits;
const visibleRows = 8;
const sortOptions = partnerRatingSortFields.map((value) => ({ value, label: partnerRatingSortLabels[value] }));
const directionLabels: Record<SortDirection, string> = { DESC: 'По убыванию', ASC: 'По возрастанию' };
const directionOptions = sortDirections.map((value) => ({ value, label: directionLabels[value] })).reverse();
const keys = { sort: 'ratingSort', direction: 'ratingDirection', period: 'ratingPeriod' } as const;

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  (options as readonly (string | null)[]).includes(value) ? (value as T) : fallback;

/** The rating's sort, direction and period, kept in the URL. */
function useRatingParams() {
  const [params, setParams] = useSearchParams();
  const field = oneOf(partnerRatingSortFields, params.get(keys.sort), partnerRatingDefaults.field);
  const direction = oneOf(sortDirections, params.get(keys.direction), partnerRatingDefaults.direction);
  const rawPeriod = params.get(keys.period);
  const period = isPeriod(rawPeriod) ? rawPeriod : 'all';
  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return { field, direction, period, set };
}

function RatingRow({ row, rank, onOpen }: { row: PartnerRatingRow; rank: number; onOpen: () => void }) {
  return (
    <Box component="li" h={rowHeight}>
      <UnstyledButton onClick={onOpen} w="100%" h={rowHeight} px="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Group wrap="nowrap" gap="sm">
          <Text w={40} c="dimmed" size="sm" ta="right">
            {rank}
          </Text>
          <Avatar src={row.logo} alt="" radius="sm" size={36}>
            {row.name.slice(0, 1)}
          </Avatar>
          <Text flex={1} truncate="end" fw={500}>
            {row.name}
          </Text>
          <Text component="data" value={String(row.value)} fw={700}>
            {formatCount(row.value)}
          </Text>
        </Group>
      </UnstyledButton>
    </Box>
  );
}

/** Spec 03 section 2.1: partners by barcode or card views, 50 rows a batch, the next asked 10 rows before the end. */
export function PartnerRating() {
  const { field, direction, period, set } = useRatingParams();
  const rating = usePartnerRating(period, field, direction);
  const [viewed, setViewed] = useState<ViewedPartner | null>(null);
  const titleId = useId();
  const rows = rating.data?.pages.flatMap((p) => p.items) ?? [];
  const total = rating.data?.pages[0]?.total ?? 0;
  /** The next batch is asked once the row 10 before the end comes into view, or has been scrolled past. */
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const { scrollTop, clientHeight } = event.currentTarget;
    const reached = scrollTop + clientHeight >= (rows.length - prefetchRows) * rowHeight;
    if (reached && rating.hasNextPage && !rating.isFetchingNextPage && !rating.isFetchNextPageError) void rating.fetchNextPage();
  };

  let body;
  if (rating.isError && !rating.isFetching && rows.length === 0) body = <ErrorState error={rating.error} onRetry={() => void rating.refetch()} />;
  else if (!rating.data) body = <Stack gap={4} aria-busy="true">{Array.from({ length: 5 }, (_, i) => <Skeleton key={i} h={rowHeight - 8} />)}</Stack>;
  else if (rows.length === 0) body = <EmptyState title="Просмотров нет" text="За этот период партнёров не смотрели" />;
  else
    body = (
      <Box h={rowHeight * visibleRows} style={{ overflowY: 'auto' }} onScroll={onScroll} data-testid="rating-scroller">
        <Box component="ol" aria-label="Рейтинг партнёров" aria-busy={rating.isFetching} m={0} p={0} style={{ listStyle: 'none' }}>
          {rows.map((row, i) => (
            <RatingRow key={row.uuidPartner} row={row} rank={i + 1} onOpen={() => setViewed(row)} />
          ))}
        </Box>
        {rating.isFetchingNextPage && (
          <Group justify="center" h={rowHeight}>
            <Loader size="sm" aria-label="Загрузка следующих партнёров" />
          </Group>
        )}
        {rating.isFetchNextPageError && (
          <Group justify="center" h={rowHeight} role="alert">
            <Text size="sm">Не удалось загрузить следующих партнёров</Text>
            <Button size="xs" variant="default" onClick={() => void rating.fetchNextPage()}>
              Повторить
            </Button>
          </Group>
        )}
      </Box>
    );

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title id={titleId} order={2} size="h3">
              Рейтинг партнёров
            </Title>
            {rating.data && (
              <Text size="sm" c="dimmed">
                {`Партнёров с просмотрами: ${formatCount(total)}`}
              </Text>
            )}
          </div>
          <PeriodControl label="Период рейтинга" value={period} onChange={(p) => set(keys.period, p)} />
        </Group>
        <Group gap="sm">
          <SegmentedControl aria-label="Сортировка" data={sortOptions} value={field} onChange={(v) => set(keys.sort, oneOf<PartnerRatingSortField>(partnerRatingSortFields, v, field))} />
          <SegmentedControl aria-label="Порядок" data={directionOptions} value={direction} onChange={(v) => set(keys.direction, oneOf(sortDirections, v, direction))} />
        </Group>
        {body}
      </Stack>
      <PartnerViewsModal partner={viewed} period={period} onClose={() => setViewed(null)} />
    </Paper>
  );
}
