import type { ReactNode } from 'react';
import { Button, Group, type ButtonProps } from '@mantine/core';

export type DialogActionsProps = {
  onCancel: () => void;
  /** A call is under way: the confirm button spins, cancel is disabled. */
  busy?: boolean;
  confirmLabel?: ReactNode;
  confirmColor?: ButtonProps['color'];
  confirmDisabled?: boolean;
  /** Without it the confirm button submits the surrounding form. */
  onConfirm?: () => void;
  mt?: ButtonProps['mt'];
};

/** The Отмена / confirm pair that closes every form and popup, right-aligned. */
export function DialogActions({ onCancel, busy = false, confirmLabel = 'Сохранить', confirmColor, confirmDisabled, onConfirm, mt }: DialogActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={busy}>
        Отмена
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        color={confirmColor}
        onClick={onConfirm}
        loading={busy}
        disabled={confirmDisabled}
      >
        {confirmLabel}
      </Button>
    </Group>
  );
}
