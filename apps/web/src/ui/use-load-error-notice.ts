import { useEffect } from 'react';
import { messages } from '@sks/contract';
import { notifyError, type StatusTexts } from './notify';

/** A malformed id in the address is answered 400; to a person it is a card that does not exist. */
export const cardLoadTexts: StatusTexts = { 400: messages.common[404] };

/** Spec 01 section 8: a card that fails to load shows the notification once per failure. */
export function useLoadErrorNotice(error: unknown, texts: StatusTexts = cardLoadTexts) {
  useEffect(() => {
    if (error) notifyError(error, texts);
  }, [error, texts]);
}
