import { useState } from 'react';
import { Alert, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { discountLimits, discountMessages, type DiscountInput, type DiscountType } from '@sks/contract';
import {
  checkDiscount,
  discountTypeLabels,
  emptyDiscountDraft,
  switchType,
  typedValue,
  type DiscountDraft,
  type DiscountDraftErrors,
} from './discount-form';
import { DialogActions } from '../../../ui';

export type DiscountPopupProps = {
  opened: boolean;
  /** The discount being edited, or null to add one. */
  initial: DiscountDraft | null;
  /** Saves the checked discount; a rejection keeps the popup open with 'Ошибка сервера'. */
  onSave: (discount: DiscountInput) => Promise<void> | void;
  onClose: () => void;
};

/** Discount add/edit (spec 02 sections 4 and 5): a percent or a named offer, with its description. */
export function DiscountPopup({ opened, initial, onSave, onClose }: DiscountPopupProps) {
  // Every opening starts afresh from the discount being edited, or from empty.
  const [opening, setOpening] = useState(0);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setOpening((n) => n + 1);
  }
  return (
    <Modal opened={opened} onClose={onClose} title={initial ? 'Редактирование скидки' : 'Добавление скидки'} centered>
      <DiscountFields key={opening} initial={initial} onSave={onSave} onClose={onClose} />
    </Modal>
  );
}

function DiscountFields({ initial, onSave, onClose }: Omit<DiscountPopupProps, 'opened'>) {
  const [draft, setDraft] = useState<DiscountDraft>(initial ?? emptyDiscountDraft);
  const [errors, setErrors] = useState<DiscountDraftErrors>({});
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  const change = (next: DiscountDraft, field: keyof DiscountDraftErrors) => {
    setDraft(next);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = async () => {
    const checked = checkDiscount(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    setFailed(false);
    try {
      await onSave(checked.discount);
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  const fix = draft.type === 'fix';
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Тип скидки"
        fullWidth
        value={draft.type}
        onChange={(type) => change(switchType(draft, type as DiscountType), 'value')}
        data={(['fix', 'free'] as const).map((value) => ({ value, label: discountTypeLabels[value] }))}
      />
      <TextInput
        label={fix ? 'Размер скидки, %' : 'Название предложения'}
        withAsterisk
        inputMode={fix ? 'numeric' : 'text'}
        rightSection={fix ? <Text size="sm">%</Text> : undefined}
        description={fix ? undefined : `${draft.value.length} / ${discountLimits.valueMax}`}
        value={draft.value}
        error={errors.value}
        onChange={(event) => change({ ...draft, value: typedValue(draft.type, event.currentTarget.value) }, 'value')}
      />
      <Textarea
        label="Описание скидки"
        withAsterisk
        autosize
        minRows={2}
        description={`${draft.description.length} / ${discountLimits.descriptionMax}`}
        value={draft.description}
        error={errors.description}
        onChange={(event) => change({ ...draft, description: event.currentTarget.value }, 'description')}
      />
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {discountMessages.failed}
        </Alert>
      )}
      <DialogActions onCancel={onClose} busy={saving} onConfirm={() => void save()} />
    </Stack>
  );
}
