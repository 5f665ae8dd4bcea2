import { formatRuDate } from '@sks/contract';
import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { AdsAct, AdsCreative } from '@sks/contract';
import { useActRegistry, useActs } from '../../api/ads-creatives';
import { EmptyState, ErrorState, PageLoader } from '../../ui';
import { showMoney, yesNo } from './ads-format';
import { ActDialog } from './act-dialog';
import { RegistryStatus } from './registry-status';

function ActItem({ act, onEdit }: { act: AdsAct; onEdit: () => void }) {
  const { refresh, send } = useActRegistry();
  return (
    <Card withBorder padding="md" data-testid="act-item">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>
            Акт № {act.number} от {formatRuDate(act.date)}
          </Text>
          <Button size="compact-sm" variant="default" onClick={onEdit} aria-label={`Редактировать акт № ${act.number}`}>
            Редактировать
          </Button>
        </Group>
        <Text size="sm">
          Период {formatRuDate(act.startDate)} – {formatRuDate(act.endDate)} · {showMoney(act.amount)} · НДС: {yesNo(act.isVat)}
        </Text>
        <RegistryStatus id={act.id} item={{ respStatus: act.resp_status, ordState: act.ordState, ordError: act.ordError }} refresh={refresh} send={send} compact />
      </Stack>
    </Card>
  );
}

/** The acts of a creative: add, edit, status and 'Отправить на проверку' for each. */
export function ActsBlock({ creative }: { creative: AdsCreative }) {
  const acts = useActs(creative.id);
  const [editing, setEditing] = useState<AdsAct | 'new' | null>(null);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Акты
        </Title>
        <Button onClick={() => setEditing('new')}>Добавить акт</Button>
      </Group>
      {acts.isPending ? (
        <PageLoader />
      ) : acts.isError ? (
        <ErrorState error={acts.error} onRetry={() => void acts.refetch()} />
      ) : acts.data.length === 0 ? (
        <EmptyState title="Нет актов" />
      ) : (
        acts.data.map((a) => <ActItem key={a.id} act={a} onEdit={() => setEditing(a)} />)
      )}
      {editing && <ActDialog creative={creative} act={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
