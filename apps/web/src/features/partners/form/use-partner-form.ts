import { useCallback, useState } from 'react';
import { partnerMessages, type SocialNetworkType } from '@sks/contract';
import { bodyFieldErrors, HttpError } from '../../../api/http-error';
import { notifyError } from '../../../ui';
import {
  fieldOrder,
  firstFailing,
  withLogo,
  type PartnerFormErrors,
  type PartnerFormField,
  type PartnerFormState,
} from './partner-form-state';

/** The id of a field's input, so that the first failing one can take the focus. */
export const fieldId = (field: PartnerFormField) => `partner-${field.replace('.', '-')}`;

function focusField(field: PartnerFormField | undefined) {
  if (!field) return;
  const element = document.getElementById(fieldId(field));
  const focusable = element?.matches('input, textarea, [contenteditable]')
    ? element
    : element?.querySelector<HTMLElement>('input, textarea, [contenteditable="true"]');
  element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  focusable?.focus({ preventScroll: true });
}

/** The partner form's values and errors; a failed save keeps everything typed. */
export function usePartnerForm(initial: PartnerFormState, check: (values: PartnerFormState) => PartnerFormErrors | null) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PartnerFormErrors>({});
  /** A refusal that names no field of the form. */
  const [formError, setFormError] = useState<string | null>(null);

  const clear = useCallback(
    (field: PartnerFormField) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current)),
    [],
  );

  const setField = useCallback(
    <K extends Exclude<keyof PartnerFormState, 'socials' | 'logo'>>(field: K, value: PartnerFormState[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      clear(field);
    },
    [clear],
  );

  const setSocial = useCallback(
    (type: SocialNetworkType, link: string) => {
      setValues((current) => ({ ...current, socials: { ...current.socials, [type]: link } }));
      clear(`social.${type}`);
      clear('socialNetworks');
    },
    [clear],
  );

  const setLogo = useCallback(
    (url: string | null) => {
      setValues((current) => withLogo(current, url));
      clear('keyImg');
    },
    [clear],
  );

  /** Checks with the contract's schema (spec 02 section 5); the first failing field takes the focus. */
  const validate = useCallback(() => {
    const problems = check(values);
    setErrors(problems ?? {});
    setFormError(null);
    if (problems) focusField(firstFailing(problems));
    return problems === null;
  }, [check, values]);

  /** A failed save: 400 on its fields, the rest as the notification built from the error (spec 02 section 8). */
  const showSaveError = useCallback((error: unknown) => {
    const onFields: PartnerFormErrors = {};
    for (const [field, message] of Object.entries(bodyFieldErrors(error))) {
      if ((fieldOrder as readonly string[]).includes(field)) onFields[field as PartnerFormField] ??= message;
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
    notifyError(error, { 404: partnerMessages.notFound });
  }, []);

  return { values, errors, formError, setField, setSocial, setLogo, validate, showSaveError };
}

export type PartnerForm = ReturnType<typeof usePartnerForm>;
