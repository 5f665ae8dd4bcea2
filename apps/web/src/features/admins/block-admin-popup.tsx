import { useState } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { DialogActions } from '../../ui';

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
        <DialogActions onCancel={onClose} busy={loading} confirmColor="red" onConfirm={onConfirm} confirmLabel="Заблокировать" />
      </Stack>
    </Modal>
  );
}
