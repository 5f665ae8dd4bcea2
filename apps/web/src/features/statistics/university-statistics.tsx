import { useId, useState } from 'react';
import { Button, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import {
  statisticsLabels,
  statisticsLimits,
  statisticsMessages,
  universityStatisticsItems,
  type StatisticsPeriod,
  type UniversitySearchResult,
} from '@sks/contract';
import { useUniversitySearch, useUniversityStatistics } from '../../api/statistics';
import { EmptyState, ErrorState } from '../../ui';
import { periodHints } from './general-statistics';
import { PeriodControl } from './period-control';
import { StatisticsCounter } from './statistics-counter';
import { TrendButton } from './trend-chart';

function SearchResults({ text, onPick }: { text: string; onPick: (u: UniversitySearchResult) => void }) {
  const found = useUniversitySearch(text);
  if (found.isError && !found.isFetching) return <ErrorState error={found.error} onRetry={() => void found.refetch()} />;
  if (!found.data) return <Loader size="sm" aria-label="Поиск университетов" />;
  if (found.data.length === 0) return <EmptyState title="Университеты не найдены" text="Попробуйте другое название" />;
  return (
    <Stack component="ul" aria-label="Найденные университеты" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-busy={found.isFetching}>
      {found.data.map((u) => (
        <li key={u.uuidUniversity}>
          <Button variant="subtle" justify="flex-start" fullWidth onClick={() => onPick(u)}>
            {u.shortName}
          </Button>
        </li>
      ))}
    </Stack>
  );
}

function UniversityCounters({ university, period }: { university: UniversitySearchResult; period: StatisticsPeriod }) {
  const statistics = useUniversityStatistics(university.uuidUniversity, period);
  if (statistics.isError && !statistics.isFetching) return <ErrorState error={statistics.error} onRetry={() => void statistics.refetch()} />;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
      {universityStatisticsItems.map((item) => (
        <StatisticsCounter
          key={item}
          label={statisticsLabels[item]}
          period={period}
          counter={statistics.data?.[item]}
          action={<TrendButton metric={item} label={statisticsLabels[item]} uuidUniversity={university.uuidUniversity} />}
        />
      ))}
    </SimpleGrid>
  );
}

/** Spec 03 section 2.1: a university found by name (3+ characters, 500 ms), its five counters and the period. */
export function UniversityStatistics() {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<UniversitySearchResult | null>(null);
  const [period, setPeriod] = useState<StatisticsPeriod>('all');
  const [term] = useDebouncedValue(text.trim(), statisticsLimits.searchDebounceMs);
  const titleId = useId();
  const searching = chosen === null && term.length >= statisticsLimits.searchMin && text.trim().length >= statisticsLimits.searchMin;

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title id={titleId} order={2} size="h3">
              Статистика университета
            </Title>
            <Text size="sm" c="dimmed">
              {chosen ? periodHints[period] : statisticsMessages.searchTooShort}
            </Text>
          </div>
          <PeriodControl label="Период статистики университета" value={period} onChange={setPeriod} />
        </Group>
        <TextInput
          label="Университет"
          placeholder="Название университета"
          leftSection={<IconSearch size={16} />}
          type="search"
          value={text}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setText(value);
            // Another text is another search; under 3 characters there is no choice at all.
            if (chosen && value !== chosen.shortName) setChosen(null);
          }}
        />
        {searching && (
          <SearchResults
            text={term}
            onPick={(u) => {
              setChosen(u);
              setText(u.shortName);
            }}
          />
        )}
        {chosen && (
          <>
            <Title order={3} size="h4">
              {chosen.shortName}
            </Title>
            <UniversityCounters university={chosen} period={period} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
