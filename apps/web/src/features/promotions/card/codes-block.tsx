import { useEffect, useRef } from 'react';
import { Alert, Anchor, Button, Card, Group, List, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconRefresh } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { promotionMessages, type CodeImport } from '@sks/contract';
import { usePromotionCounts, useRetryCodesImport } from '../../../api/promotions';
import { paths } from '../../../app/paths';
import { ErrorState } from '../../../ui';
import { CodesFileDownload } from './codes-file-download';
import { importView } from './import-state';

const toneColor = { progress: 'blue', done: 'teal', failed: 'red' } as const;

/** The last promo-code file's import: progress while it runs, then what it added and skipped; a failed one can be retried. */
function ImportStatus({ uuidStock, last }: { uuidStock: string; last: CodeImport }) {
  const view = importView(last);
  const retry = useRetryCodesImport();
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
        {view.tone === 'failed' && (
          <Group mt={4}>
            <Button size="xs" color="red" variant="light" leftSection={<IconRefresh size={14} />} loading={retry.isPending} onClick={() => retry.mutate(uuidStock)}>
              {promotionMessages.importRetry}
            </Button>
          </Group>
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

type CodesBlockProps = { uuidStock: string; lastImport: CodeImport | null; hasFile: boolean };

/** Promo codes available and used (POST statistic/short), the usage link, the stored file and the last import. */
export function CodesBlock({ uuidStock, lastImport, hasFile }: CodesBlockProps) {
  const running = lastImport?.state === 'queued' || lastImport?.state === 'running';
  const counts = usePromotionCounts(uuidStock, running);

  // An import that ends while the card is open changed the counts: fetch them once more. One that
  // had ended before the card opened did not, and the first load already has its counts.
  const { refetch } = counts;
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running) void refetch();
    wasRunning.current = running;
  }, [running, refetch]);

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
        {hasFile && (
          <Group>
            <CodesFileDownload uuidStock={uuidStock} />
          </Group>
        )}
        {lastImport && <ImportStatus uuidStock={uuidStock} last={lastImport} />}
      </Stack>
    </Card>
  );
}
