import { useEffect, useState } from 'react';
import { Modal, Stack, TextInput } from '@mantine/core';
import { knowledgeCategoryUpdateSchema, knowledgeLimits, knowledgeMessages } from '@sks/contract';
import { HttpError } from '../../api/http-error';
import { DialogActions } from '../../ui';

type CategoryDialogProps = {
  opened: boolean;
  title: string;
  /** The name to start from: '' for a new category. */
  initialName: string;
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
};

/** The text of a failed save: the server's own for a taken name, else the area's common one. */
export const failureText = (error: unknown) =>
  error instanceof HttpError && (error.status === 409 || error.status === 400) ? error.message : knowledgeMessages.failed;

/** Adds or renames a category: one name, checked as the server checks it. */
export function CategoryDialog({ opened, title, initialName, onSave, onClose }: CategoryDialogProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (opened) {
      setName(initialName);
      setError(null);
    }
  }, [opened, initialName]);

  const save = async () => {
    const parsed = knowledgeCategoryUpdateSchema.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? knowledgeMessages.fillAll);
    setBusy(true);
    try {
      await onSave(parsed.data.name);
      onClose();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Название категории"
            data-autofocus
            value={name}
            maxLength={knowledgeLimits.categoryNameMax}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
          />
          <DialogActions onCancel={onClose} busy={busy} />
        </Stack>
      </form>
    </Modal>
  );
}
