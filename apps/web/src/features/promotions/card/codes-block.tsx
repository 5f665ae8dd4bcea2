import { useEffect } from 'react';
import { Alert, Anchor, Card, Group, List, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import type { CodeImport } from '@sks/contract';
import { usePromotionCounts } from '../../../api/promotions';
import { paths } from '../../../app/paths';
import { ErrorState } from '../../../ui';
import { importView } from './import-state';

const toneColor = { progress: 'blue', done: 'teal', failed: 'red' } as const;

/** The last promo-code file's import: progress while it runs, then what it added and skipped. */
function ImportStatus({ last }: { last: CodeImport }) {
  const view = importView(last);
  return (
    <Alert
      color={toneColor[view.tone]}
      variant="light"
      title={view.title}
      icon={view.tone === 'progress' ? <Loader size={16} /> : undefined}
      role="status"
    >
      <Stack gap={4}>
        {view.facts.map((fact) => (
          <Text key={fact} size="sm">
            {fact}
          </Text>
        ))}
        {view.malformedLines.length > 0 && (
          <>
            <Text size="sm" fw={600} mt={4}>
              Строки с ошибкой
            </Text>
            <List size="xs" spacing={2} style={{ overflowWrap: 'anywhere' }}>
              {view.malformedLines.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
            {view.malformedHidden > 0 && (
              <Text size="xs" c="dimmed">{`И ещё строк с ошибкой: ${view.malformedHidden.toLocaleString('ru-RU')}`}</Text>
            )}
          </>
        )}
      </Stack>
    </Alert>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={2} role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value.toLocaleString('ru-RU')}
      </Text>
    </Stack>
  );
}

/** Promo codes available and used (POST statistic/short), the usage link and the last import. */
export function CodesBlock({ uuidStock, lastImport }: { uuidStock: string; lastImport: CodeImport | null }) {
  const running = lastImport?.state === 'queued' || lastImport?.state === 'running';
  const counts = usePromotionCounts(uuidStock, running);

  // An import that has just ended changed the counts: fetch them once more.
  const { refetch } = counts;
  const finished = lastImport && !running ? lastImport.uuidImport : null;
  useEffect(() => {
    if (finished) void refetch();
  }, [finished, refetch]);

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label="Промокоды">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} size="h4">
            Промокоды
          </Title>
          <Anchor component={Link} to={generatePath(paths.promotionStatistic, { promotionId: uuidStock })} size="sm">
            <Group gap={4} component="span">
              <IconChartBar size={16} aria-hidden />
              Статистика использования
            </Group>
          </Anchor>
        </Group>
        {counts.isPending ? (
          <Loader size="sm" />
        ) : counts.isError ? (
          <ErrorState error={counts.error} onRetry={() => void counts.refetch()} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} maw={480}>
            <Count label="Доступно" value={counts.data.remainingCodesCount} />
            <Count label="Использовано" value={counts.data.usedCodesCount} />
          </SimpleGrid>
        )}
        {lastImport && <ImportStatus last={lastImport} />}
      </Stack>
    </Card>
  );
}
