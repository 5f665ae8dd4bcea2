import { useId } from 'react';
import { Badge, Button, Card, DataList, Group, Stack, Title } from '@mantine/core';
import { IconLock, IconLockOpen, IconPencil } from '@tabler/icons-react';
import { formatPhone, type Admin } from '@sks/contract';
import { fullName, roleLabels, statusLabels, supportLabel } from './admin-labels';

export type AdminCardProps = {
  admin: Admin;
  /** The signed-in admin's own card: they cannot block themselves. */
  own: boolean;
  /** Superadmin only: edit and block/unblock. */
  canManage: boolean;
  statusPending: boolean;
  onEdit: () => void;
  onBlock: () => void;
  onUnblock: () => void;
};

const orDash = (value: string) => value.trim() || '—';

export function AdminCard({ admin, own, canManage, statusPending, onEdit, onBlock, onUnblock }: AdminCardProps) {
  const titleId = useId();
  const name = fullName(admin);
  const blocked = admin.status === 'blocked';

  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="md" padding="md" bg={blocked ? 'gray.0' : undefined}>
      <Stack gap="sm" h="100%">
        <Stack gap={6}>
          <Title id={titleId} order={2} size="h4" c={blocked ? 'dimmed' : undefined}>
            {name}
          </Title>
          <Group gap={6}>
            <Badge variant="light" color={admin.role === 'superadmin' ? 'violet' : 'blue'}>
              {roleLabels[admin.role]}
            </Badge>
            <Badge variant="light" color={blocked ? 'red' : 'teal'}>
              {statusLabels[admin.status]}
            </Badge>
            {admin.support && (
              <Badge variant="outline" color="orange">
                {supportLabel}
              </Badge>
            )}
            {own && (
              <Badge variant="outline" color="gray">
                Вы
              </Badge>
            )}
          </Group>
        </Stack>
        <DataList size="sm" gap={4} labelWidth={90}>
          <DataList.Item>
            <DataList.ItemLabel>Должность</DataList.ItemLabel>
            <DataList.ItemValue>{orDash(admin.job)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>E-mail</DataList.ItemLabel>
            <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{admin.email}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Телефон</DataList.ItemLabel>
            <DataList.ItemValue style={{ whiteSpace: 'nowrap' }}>{orDash(formatPhone(admin.phone))}</DataList.ItemValue>
          </DataList.Item>
          {blocked && admin.reasonBlocked && (
            <DataList.Item>
              <DataList.ItemLabel>Причина</DataList.ItemLabel>
              <DataList.ItemValue>{admin.reasonBlocked}</DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList>
        {canManage && (
          <Group gap="xs" mt="auto">
            <Button variant="default" size="xs" leftSection={<IconPencil size={14} />} aria-label={`Редактировать: ${name}`} onClick={onEdit}>
              Редактировать
            </Button>
            {blocked ? (
              <Button
                variant="light"
                color="teal"
                size="xs"
                leftSection={<IconLockOpen size={14} />}
                aria-label={`Разблокировать: ${name}`}
                loading={statusPending}
                onClick={onUnblock}
              >
                Разблокировать
              </Button>
            ) : (
              !own && (
                <Button
                  variant="light"
                  color="red"
                  size="xs"
                  leftSection={<IconLock size={14} />}
                  aria-label={`Заблокировать: ${name}`}
                  loading={statusPending}
                  onClick={onBlock}
                >
                  Заблокировать
                </Button>
              )
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
