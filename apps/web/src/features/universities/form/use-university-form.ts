import { useCallback, useState } from 'react';
import { universityMessages, validateUniversityForm } from '@sks/contract';
import { bodyFieldErrors, HttpError } from '../../../api/http-error';
import { notifyError } from '../../../ui';
import { emptyUniversityForm, type UniversityFormErrors, type UniversityFormState } from './university-form-state';

/** The field of the form that shows a server message about `field`, if any. */
function shownField(field: string): keyof UniversityFormState | null {
  if (field === 'delegateName' || field === 'delegatePatronymic') return 'delegateSurname';
  return field in emptyUniversityForm ? (field as keyof UniversityFormState) : null;
}

/** The university form's values and errors; a failed save keeps everything typed. */
export function useUniversityForm(initial: UniversityFormState) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<UniversityFormErrors>({});
  /** A refusal that names no field of the form. */
  const [formError, setFormError] = useState<string | null>(null);

  const setField = useCallback(<K extends keyof UniversityFormState>(field: K, value: UniversityFormState[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  /** Checks with the contract's schema (spec 01 section 5); true when it may be sent. */
  const validate = useCallback(() => {
    const problems = validateUniversityForm(values);
    setErrors(problems ?? {});
    setFormError(null);
    return problems === null;
  }, [values]);

  /** A failed save: 400 on its fields, 404 with the university's own text, the rest as the common notification. */
  const showSaveError = useCallback((error: unknown) => {
    const onFields: UniversityFormErrors = {};
    for (const [field, message] of Object.entries(bodyFieldErrors(error))) {
      const shown = shownField(field);
      if (shown) onFields[shown] ??= message;
    }
    if (Object.keys(onFields).length) {
      setErrors(onFields);
      return;
    }
    if (error instanceof HttpError && error.status === 400) {
      setFormError(error.message);
      return;
    }
    notifyError(error, { 404: universityMessages.notFound });
  }, []);

  return { values, setValues, errors, setErrors, formError, setField, validate, showSaveError };
}

export type UniversityForm = ReturnType<typeof useUniversityForm>;
