import { useEffect, useState } from 'react';
import { Checkbox, Modal, Stack, Textarea } from '@mantine/core';
import { blockPresets, blockReasonOf, initialBlockReason, togglePreset, typeReason } from '@sks/contract';
import { DialogActions } from './dialog-actions';

export type BlockReasonPopupProps = {
  opened: boolean;
  presets?: readonly string[];
  title?: string;
  confirmLabel?: string;
  loading?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** Block popup of spec 01 section 4: exclusive preset checkboxes or free text, via the contract's rules. */
export function BlockReasonPopup({
  opened,
  presets = blockPresets,
  title = 'Причина блокировки',
  confirmLabel = 'Заблокировать',
  loading = false,
  onConfirm,
  onClose,
}: BlockReasonPopupProps) {
  const [state, setState] = useState(() => initialBlockReason(presets));

  // Every opening starts from the default preset.
  useEffect(() => {
    if (opened) setState(initialBlockReason(presets));
  }, [opened, presets]);

  const confirm = () => {
    const reason = blockReasonOf(state);
    if (reason) onConfirm(reason);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="sm">
        <Stack gap="xs" role="group" aria-label="Причина">
          {presets.map((preset) => (
            <Checkbox
              key={preset}
              label={preset}
              checked={state.preset === preset}
              onChange={() => setState((s) => togglePreset(s, preset))}
            />
          ))}
        </Stack>
        <Textarea
          label="Другая причина"
          autosize
          minRows={2}
          value={state.text}
          onChange={(event) => setState(typeReason(event.currentTarget.value, presets))}
        />
        <DialogActions onCancel={onClose} busy={loading} confirmColor="red" onConfirm={confirm} confirmLabel={confirmLabel} />
      </Stack>
    </Modal>
  );
}
