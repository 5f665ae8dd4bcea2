import { useEffect, useState, type FormEvent } from 'react';
import { Modal, Stack, Textarea } from '@mantine/core';
import { newsMessages, reasonTextMax } from '@sks/contract';
import { DialogActions } from './dialog-actions';

export type RejectionReasonModalProps = {
  opened: boolean;
  /** E.g. 'Отклонение новости'. */
  title: string;
  confirmLabel: string;
  loading?: boolean;
  /** Called with the trimmed reason, never blank. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** The rejection reason of spec 03 section 4: a required free text. */
export function RejectionReasonModal({ opened, title, confirmLabel, loading = false, onConfirm, onClose }: RejectionReasonModalProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  // Every opening starts empty.
  useEffect(() => {
    if (opened) {
      setText('');
      setError(null);
    }
  }, [opened]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reason = text.trim();
    if (!reason) setError(newsMessages.reasonRequired);
    else onConfirm(reason);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <Textarea
            label="Причина"
            withAsterisk
            autosize
            minRows={3}
            maxLength={reasonTextMax}
            value={text}
            error={error}
            data-autofocus
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
          />
          <DialogActions onCancel={onClose} busy={loading} confirmColor="red" confirmLabel={confirmLabel} />
        </Stack>
      </form>
    </Modal>
  );
}
