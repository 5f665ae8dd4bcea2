import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import type { Admin, UserStatus } from '@sks/contract';
import { useAdmins, useSetAdminStatus } from '../../api/admins';
import { HttpError } from '../../api/http-error';
import { sections } from '../../app/sections';
import { useSignedInAdmin } from '../../app/session';
import { EmptyState, ErrorState, notifyError, notifySuccess, PageLoader } from '../../ui';
import { AdminCard } from './admin-card';
import { AdminFormPopup } from './admin-form-popup';
import { fullName } from './admin-labels';
import { BlockAdminPopup } from './block-admin-popup';

/** `admin` stays set while the popup closes, so its title does not flip during the animation. */
type Popup = { opened: boolean; admin?: Admin };

/** /admins: the administrators as cards; only a superadmin adds, edits, blocks and unblocks. */
export function AdminsPage() {
  const me = useSignedInAdmin();
  const canManage = me.role === 'superadmin';
  const admins = useAdmins();
  const setStatus = useSetAdminStatus();
  const [popup, setPopup] = useState<Popup>({ opened: false });
  const [blocking, setBlocking] = useState<Admin | null>(null);

  const changeStatus = async (admin: Admin, newStatus: UserStatus) => {
    try {
      await setStatus.mutateAsync({ uuidUser: admin.uuidUser, newStatus });
      notifySuccess(newStatus === 'blocked' ? 'Администратор заблокирован' : 'Администратор разблокирован', fullName(admin));
    } catch (error) {
      notifyError(error, error instanceof HttpError && error.status === 409 ? { 409: error.message } : undefined);
    } finally {
      setBlocking(null);
    }
  };
  const pendingUuid = setStatus.isPending ? setStatus.variables?.uuidUser : undefined;

  const addButton = canManage && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setPopup({ opened: true })}>
      Добавить администратора
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {sections.admins.label}
        </Title>
        {addButton}
      </Group>
      {!canManage && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          Добавлять, изменять и блокировать администраторов может только суперадминистратор.
        </Alert>
      )}

      {admins.isPending ? (
        <PageLoader />
      ) : admins.isError ? (
        <ErrorState error={admins.error} onRetry={() => void admins.refetch()} />
      ) : admins.data.length === 0 ? (
        <EmptyState title="Администраторов пока нет" action={addButton} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          {admins.data.map((admin) => (
            <AdminCard
              key={admin.uuidUser}
              admin={admin}
              own={admin.email.toLowerCase() === me.login.toLowerCase()}
              canManage={canManage}
              statusPending={pendingUuid === admin.uuidUser}
              onEdit={() => setPopup({ opened: true, admin })}
              onBlock={() => setBlocking(admin)}
              onUnblock={() => void changeStatus(admin, 'active')}
            />
          ))}
        </SimpleGrid>
      )}

      {canManage && (
        <>
          <AdminFormPopup
            opened={popup.opened}
            admin={popup.admin}
            onClose={() => setPopup((current) => ({ ...current, opened: false }))}
          />
          <BlockAdminPopup
            name={blocking && fullName(blocking)}
            loading={setStatus.isPending}
            onConfirm={() => blocking && void changeStatus(blocking, 'blocked')}
            onClose={() => setBlocking(null)}
          />
        </>
      )}
    </Stack>
  );
}
