import { useState } from 'react';
import { universityErrorCodes, universityMessages } from '@sks/contract';
import { HttpError } from '../../../api/http-error';
import { ConfirmPopup } from '../../../ui';

type OtherUniversity = NonNullable<HttpError['existing']>;

/** The university a refused save names as having the same INN, or null for any other failure. */
export function duplicateInnOf(error: unknown): OtherUniversity | null {
  const duplicate = error instanceof HttpError && error.status === 409 && error.code === universityErrorCodes.duplicateInn;
  return duplicate ? (error.existing ?? null) : null;
}

/**
 * A save answered 409 duplicate_inn asks before saving again with the confirmation; cancel
 * closes the popup and leaves the form as typed. `caught` says whether it took the error.
 */
export function useDuplicateInnConfirm() {
  const [other, setOther] = useState<OtherUniversity | null>(null);
  const [opened, setOpened] = useState(false);
  const caught = (error: unknown) => {
    const found = duplicateInnOf(error);
    if (found) {
      setOther(found);
      setOpened(true);
    }
    return !!found;
  };
  return { other, opened, caught, close: () => setOpened(false) };
}

type DuplicateInnPopupProps = {
  confirm: ReturnType<typeof useDuplicateInnConfirm>;
  confirmLabel: string;
  saving: boolean;
  onConfirm: () => void;
};

export function DuplicateInnPopup({ confirm, confirmLabel, saving, onConfirm }: DuplicateInnPopupProps) {
  return (
    <ConfirmPopup opened={confirm.opened} title="Такой ИНН уже есть" confirmLabel={confirmLabel} loading={saving} onConfirm={onConfirm} onClose={confirm.close}>
      {confirm.other && universityMessages.duplicateInn(confirm.other.name)}
    </ConfirmPopup>
  );
}
