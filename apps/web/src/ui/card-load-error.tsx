import { useEffect, useMemo } from 'react';
import { messages } from '@sks/contract';
import { ErrorState } from './error-state';
import { notifyError, type StatusTexts } from './notify';

/**
 * Texts of a card whose record did not load. A well-formed id nobody has is the area's 'not
 * found' (404); a malformed id in the address is answered 400, and the spec gives no text for
 * that, so it reads as any other failed call (docs/decisions.md).
 */
export const cardLoadTexts = (notFound: string = messages.common[404]): StatusTexts => ({ 400: messages.common.other, 404: notFound });

export type CardLoadErrorProps = {
  error: unknown;
  onRetry: () => void;
  /** The area's own 404 text ('Партнёр не найден'); the common one otherwise. */
  notFound?: string;
};

/**
 * The one way a card or edit screen says its record failed to load (spec 01 section 8): the
 * notification once per failure and the error state with 'Повторить', both with the same text.
 */
export function CardLoadError({ error, onRetry, notFound }: CardLoadErrorProps) {
  const texts = useMemo(() => cardLoadTexts(notFound), [notFound]);
  useEffect(() => {
    notifyError(error, texts);
  }, [error, texts]);
  return <ErrorState error={error} overrides={texts} onRetry={onRetry} />;
}
