import { useEffect } from 'react';
import { messages } from '@sks/contract';
import { notifyError } from '../../ui';

/** A malformed id in the address is answered 400; to a person it is a card that does not exist. */
export const cardLoadTexts = { 400: messages.common[404] };

/** Spec 01 section 8: a card that fails to load shows the common notification (once per failure). */
export function useLoadErrorNotice(error: unknown) {
  useEffect(() => {
    if (error) notifyError(error, cardLoadTexts);
  }, [error]);
}
