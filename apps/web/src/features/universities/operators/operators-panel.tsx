import { useState } from 'react';
import { Button, Card, Group, Loader, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { Operator } from '@sks/contract';
import { operatorKeys, useOperators } from '../../../api/operators';
import { useSetUserStatus } from '../../../api/user-status';
import { BlockReasonPopup, ErrorState } from '../../../ui';
import { OperatorPopup } from './operator-popup';
import { OperatorsTable } from './operators-table';

type Editing = { operator: Operator | null } | null;

/** A university's operators: list, add, edit, block with a reason, unblock (spec 01 sections 2 and 4). */
export function OperatorsPanel({ uuidUniversity }: { uuidUniversity: string }) {
  const operators = useOperators(uuidUniversity);
  const setStatus = useSetUserStatus(operatorKeys.list(uuidUniversity));
  const [editing, setEditing] = useState<Editing>(null);
  const [blocking, setBlocking] = useState<Operator | null>(null);

  const block = (reasonText: string) => {
    if (!blocking) return;
    setStatus.mutate({ uuidUser: blocking.uuidUser, newStatus: 'blocked', reasonText }, { onSuccess: () => setBlocking(null) });
  };
  const unblock = (operator: Operator) => setStatus.mutate({ uuidUser: operator.uuidUser, newStatus: 'active', reasonText: '' });
  const busyUuid = setStatus.isPending ? (setStatus.variables?.uuidUser ?? null) : null;

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="operators-title">
      <Group justify="space-between" mb="md">
        <Group gap="xs">
          <Title order={2} size="h4" id="operators-title">
            Операторы
          </Title>
          {operators.data && <Text c="dimmed">{operators.data.length}</Text>}
        </Group>
        <Button variant="light" leftSection={<IconUserPlus size={16} />} onClick={() => setEditing({ operator: null })}>
          Добавить оператора
        </Button>
      </Group>
      {operators.isPending ? (
        <Group justify="center" py="lg" role="status" aria-label="Загрузка операторов">
          <Loader size="sm" />
        </Group>
      ) : operators.isError ? (
        <ErrorState error={operators.error} onRetry={() => void operators.refetch()} />
      ) : operators.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          Операторов пока нет
        </Text>
      ) : (
        <OperatorsTable
          operators={operators.data}
          onEdit={(operator) => setEditing({ operator })}
          onBlock={setBlocking}
          onUnblock={unblock}
          busyUuid={busyUuid}
        />
      )}
      {editing && (
        <OperatorPopup uuidUniversity={uuidUniversity} operator={editing.operator} onClose={() => setEditing(null)} />
      )}
      <BlockReasonPopup
        opened={blocking !== null}
        title="Блокировка оператора"
        loading={setStatus.isPending}
        onConfirm={block}
        onClose={() => setBlocking(null)}
      />
    </Card>
  );
}
