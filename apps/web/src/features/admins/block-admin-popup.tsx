import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export type BlockAdminPopupProps = {
  /** Full name of the administrator to block; null keeps the popup closed. */
  name: string | null;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Blocking an administrator asks for confirmation only: the spec gives admins no reason. */
export function BlockAdminPopup({ name, loading, onConfirm, onClose }: BlockAdminPopupProps) {
  // The closing animation still shows the text: keep the last name rather than go blank.
  const [shown, setShown] = useState(name ?? '');
  if (name !== null && name !== shown) setShown(name);
  return (
    <Modal opened={name !== null} onClose={onClose} title="Блокировка администратора" centered>
      <Stack gap="md">
        <Text>
          Заблокировать администратора {shown}? Он не сможет войти в консоль, пока его не разблокируют.
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Отмена
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading}>
            Заблокировать
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
