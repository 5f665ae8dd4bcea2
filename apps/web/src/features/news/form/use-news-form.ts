import { useCallback, useState } from 'react';
import { newsMessages } from '@sks/contract';
import { HttpError } from '../../../api/http-error';
import { notifyError } from '../../../ui';
import { fieldOrder, firstFailing, formFieldOf, validateNewsForm, type NewsFormErrors, type NewsFormField, type NewsFormState } from './news-form-state';

/** The id of a field's input, so that the first failing one can take the focus. */
export const fieldId = (field: NewsFormField) => `news-${field}`;

function focusField(field: NewsFormField | undefined) {
  if (!field) return;
  const element = document.getElementById(fieldId(field));
  const focusable = element?.matches('input, textarea, button, [contenteditable]')
    ? element
    : element?.querySelector<HTMLElement>('input, textarea, button, [contenteditable="true"]');
  element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  focusable?.focus({ preventScroll: true });
}

/** A 400's failing fields (`body.poll.answerTypes.1`, or `body.placesCount` of the event call) on the form's fields. */
function fieldErrorsOf(error: unknown): NewsFormErrors {
  const found: NewsFormErrors = {};
  if (!(error instanceof HttpError) || error.status !== 400) return found;
  for (const [path, message] of Object.entries(error.fields)) {
    const [place, ...rest] = path.split('.');
    const field = place === 'body' ? formFieldOf(rest) : null;
    if (field) found[field] ??= message;
  }
  return found;
}

/** The news form's values and errors; a failed save keeps everything typed. */
export function useNewsForm(initial: NewsFormState, mode: 'new' | 'edit') {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<NewsFormErrors>({});
  /** A refusal that names no field of the form. */
  const [formError, setFormError] = useState<string | null>(null);

  const clear = useCallback(
    (fields: readonly NewsFormField[]) =>
      setErrors((current) => (fields.some((f) => current[f]) ? { ...current, ...Object.fromEntries(fields.map((f) => [f, undefined])) } : current)),
    [],
  );

  /** Sets fields, clearing the errors shown on the fields named. */
  const change = useCallback(
    (part: Partial<NewsFormState>, touched: readonly NewsFormField[]) => {
      setValues((current) => ({ ...current, ...part }));
      clear(touched);
    },
    [clear],
  );

  /** Checks with the contract's schemas (spec 02 section 5); the first failing field takes the focus. */
  const validate = useCallback(() => {
    const problems = validateNewsForm(values, mode);
    setErrors(problems ?? {});
    setFormError(null);
    if (problems) focusField(firstFailing(problems));
    return problems === null;
  }, [values, mode]);

  /** A failed save: 400 on its fields, the rest as the notification built from the error (spec 02 section 8). */
  const showSaveError = useCallback((error: unknown) => {
    const onFields = fieldErrorsOf(error);
    if (Object.keys(onFields).length) {
      setErrors(onFields);
      focusField(fieldOrder.find((f) => onFields[f]));
      return;
    }
    if (error instanceof HttpError && error.status === 400) {
      setFormError(error.message);
      return;
    }
    // A 409 carries the contract's reason: the item's state or kind does not allow the change.
    notifyError(error, { 404: newsMessages.notFound, 409: error instanceof HttpError ? error.message : undefined });
  }, []);

  return { values, errors, formError, change, validate, showSaveError };
}

export type NewsForm = ReturnType<typeof useNewsForm>;
