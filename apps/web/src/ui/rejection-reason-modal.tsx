import { useEffect, useState, type FormEvent } from 'react';
import { Checkbox, Modal, Stack, Textarea } from '@mantine/core';
import { newsMessages, reasonTextMax } from '@sks/contract';
import { DialogActions } from './dialog-actions';

/** Ready-made reasons: at most one is ticked, and ticking one clears the free text. */
export type RejectionReasonOptions<V extends string> = {
  items: readonly { value: V; label: string }[];
  /** The reason sent from the ticked option and the free text; with options, nothing given is a reason too. */
  build: (option: V | null, text: string) => string;
};

export type RejectionReasonModalProps<V extends string = string> = {
  opened: boolean;
  /** E.g. 'Отклонение новости'. */
  title: string;
  confirmLabel: string;
  loading?: boolean;
  /** Without options the free text is required. */
  options?: RejectionReasonOptions<V>;
  /** Called with the trimmed reason, never blank. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** The rejection reason of spec 03 sections 4 and 5: a free text, or one of the ready-made reasons. */
export function RejectionReasonModal<V extends string = string>({
  opened,
  title,
  confirmLabel,
  loading = false,
  options,
  onConfirm,
  onClose,
}: RejectionReasonModalProps<V>) {
  const [text, setText] = useState('');
  const [option, setOption] = useState<V | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Every opening starts empty.
  useEffect(() => {
    if (opened) {
      setText('');
      setOption(null);
      setError(null);
    }
  }, [opened]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (options) return onConfirm(options.build(option, text));
    const reason = text.trim();
    if (!reason) setError(newsMessages.reasonRequired);
    else onConfirm(reason);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          {options?.items.map((item) => (
            <Checkbox
              key={item.value}
              label={item.label}
              checked={option === item.value}
              onChange={(event) => {
                const ticked = event.currentTarget.checked;
                setOption(ticked ? item.value : null);
                if (ticked) setText('');
              }}
            />
          ))}
          <Textarea
            label={options ? 'Другая причина' : 'Причина'}
            withAsterisk={!options}
            autosize
            minRows={3}
            maxLength={reasonTextMax}
            value={text}
            error={error}
            data-autofocus
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (event.currentTarget.value.trim()) setOption(null);
              setError(null);
            }}
          />
          <DialogActions onCancel={onClose} busy={loading} confirmColor="red" confirmLabel={confirmLabel} />
        </Stack>
      </form>
    </Modal>
  );
}
