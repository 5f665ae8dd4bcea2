import type { ReactNode } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { DialogActions } from './dialog-actions';

export type ConfirmPopupProps = {
  opened: boolean;
  title: string;
  /** What will happen, e.g. 'Удалить вакансию «Бариста»?'. */
  children: ReactNode;
  confirmLabel?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an action that cannot be undone (a delete); above any popup it is opened from. */
export function ConfirmPopup({ opened, title, children, confirmLabel = 'Удалить', loading, onConfirm, onClose }: ConfirmPopupProps) {
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Закрыть' }} opened={opened} onClose={onClose} title={title} centered size="sm" zIndex={400}>
      <Stack gap="md">
        <Text>{children}</Text>
        <DialogActions onCancel={onClose} busy={loading} confirmColor="red" onConfirm={onConfirm} confirmLabel={confirmLabel} />
      </Stack>
    </Modal>
  );
}
