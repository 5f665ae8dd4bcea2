import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { adsTexts, ordStateLabels, type OrdState } from '@sks/contract';
import { statusText } from './ads-format';
import { adsToast } from './ads-toast';

export type RegistryItem = { respStatus: string | null; ordState: OrdState; ordError: string | null };
type Action = { mutate: (id: string, options?: { onError?: (error: unknown) => void }) => void; isPending: boolean };

type RegistryStatusProps = {
  id: string;
  item: RegistryItem;
  refresh: Action;
  send: Action;
  /** Where the status shows: a card's header, or a row of a list. */
  compact?: boolean;
};

/**
 * The registry status of an object as the operator gave it, with its update link and the
 * 'Отправить на проверку' button; while the operator has not decided it says it is waiting,
 * and a refusal shows the operator's message.
 */
export function RegistryStatus({ id, item, refresh, send, compact = false }: RegistryStatusProps) {
  const waiting = item.ordState === 'queued' || item.ordState === 'waiting';
  const onError = { onError: adsToast };
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600} data-testid="resp-status">
          {statusText(item.respStatus, item.ordState)}
        </Text>
        {waiting && (
          <Group gap={4}>
            <Loader size={12} aria-hidden />
            <Text size="sm" c="dimmed">
              {ordStateLabels[item.ordState]}
            </Text>
          </Group>
        )}
        <Anchor component="button" type="button" size="sm" onClick={() => refresh.mutate(id, onError)} disabled={refresh.isPending}>
          {adsTexts.update}
        </Anchor>
      </Group>
      {item.ordState === 'error' && item.ordError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} aria-hidden />} p="xs">
          <Text size="sm">{item.ordError}</Text>
        </Alert>
      )}
      <Group>
        <Button size={compact ? 'compact-sm' : 'sm'} variant="light" loading={send.isPending} disabled={item.ordState === 'queued'} onClick={() => send.mutate(id, onError)}>
          {adsTexts.sendForCheck}
        </Button>
      </Group>
    </Stack>
  );
}
