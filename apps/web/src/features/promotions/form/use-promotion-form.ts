import { useCallback, useState } from 'react';
import { promotionMessages } from '@sks/contract';
import { bodyFieldErrors, HttpError } from '../../../api/http-error';
import { notifyError, type DateTimeDraft } from '../../../ui';
import {
  fieldOrder,
  firstFailing,
  promotionFormErrors,
  type ChosenFile,
  type PromotionFormErrors,
  type PromotionFormField,
  type PromotionFormState,
} from './promotion-form-state';

/** The id of a field's input, so that the first failing one can take the focus. */
export const fieldId = (field: PromotionFormField) => `promotion-${field}`;

function focusField(field: PromotionFormField | undefined) {
  if (!field) return;
  const element = document.getElementById(fieldId(field));
  const focusable = element?.matches('input, textarea, button') ? element : element?.querySelector<HTMLElement>('input, textarea, button');
  element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  focusable?.focus({ preventScroll: true });
}

type TextField = 'name' | 'description' | 'winLimitOption';

/** The promotion form's values and errors; a failed save keeps everything typed. */
export function usePromotionForm(initial: PromotionFormState) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PromotionFormErrors>({});
  /** A refusal that names no field of the form. */
  const [formError, setFormError] = useState<string | null>(null);

  const clear = useCallback(
    (field: PromotionFormField) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current)),
    [],
  );

  const setText = useCallback(
    (field: TextField, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      clear(field === 'winLimitOption' ? 'winLimit' : field);
    },
    [clear],
  );

  const setDate = useCallback(
    (which: 'begin' | 'end', value: DateTimeDraft) => {
      setValues((current) => ({ ...current, [which]: value }));
      // The order of the two dates is told on the end: changing either clears it.
      clear(which === 'begin' ? 'dateBegin' : 'dateEnd');
      clear('dateEnd');
    },
    [clear],
  );

  const setFile = useCallback(
    (file: ChosenFile | null) => {
      setValues((current) => ({ ...current, file }));
      clear('fileUrl');
    },
    [clear],
  );

  /** Spec 02 section 5 through the contract's rules; the first failing field takes the focus. */
  const validate = useCallback(() => {
    const problems = promotionFormErrors(values);
    setErrors(problems ?? {});
    setFormError(null);
    if (problems) focusField(firstFailing(problems));
    return problems === null;
  }, [values]);

  /** A failed save: 400 on its fields, the rest as the notification built from the error (spec 02 section 8). */
  const showSaveError = useCallback((error: unknown) => {
    const onFields: PromotionFormErrors = {};
    for (const [field, message] of Object.entries(bodyFieldErrors(error))) {
      if ((fieldOrder as readonly string[]).includes(field)) onFields[field as PromotionFormField] ??= message;
    }
    if (Object.keys(onFields).length) {
      setErrors(onFields);
      focusField(firstFailing(onFields));
      return;
    }
    if (error instanceof HttpError && error.status === 400) {
      setFormError(error.message);
      return;
    }
    notifyError(error, { 404: promotionMessages.notFound });
  }, []);

  return { values, errors, formError, setText, setDate, setFile, validate, showSaveError };
}

export type PromotionForm = ReturnType<typeof usePromotionForm>;
