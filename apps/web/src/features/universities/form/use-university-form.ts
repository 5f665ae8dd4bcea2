import { useCallback, useState } from 'react';
import { universityMessages, validateUniversityForm } from '@sks/contract';
import { useFormErrors, type FormErrorsConfig } from '../../../ui';
import { emptyUniversityForm, type UniversityFormState } from './university-form-state';

const fields = Object.keys(emptyUniversityForm) as (keyof UniversityFormState)[];

const errorsConfig: FormErrorsConfig<keyof UniversityFormState> = {
  fields,
  // The delegate's full name is told on its first field.
  fieldOf: ([field]) =>
    field === 'delegateName' || field === 'delegatePatronymic' ? 'delegateSurname' : field in emptyUniversityForm ? (field as keyof UniversityFormState) : null,
  refusals: () => ({ 404: universityMessages.notFound }),
};

/** The university form's values and errors; a failed save keeps everything typed. */
export function useUniversityForm(initial: UniversityFormState) {
  const [values, setValues] = useState(initial);
  const { errors, setErrors, formError, clearErrors, showProblems, showSaveError } = useFormErrors(errorsConfig);

  const setField = useCallback(
    <K extends keyof UniversityFormState>(field: K, value: UniversityFormState[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      clearErrors(field);
    },
    [clearErrors],
  );

  /** Checks with the contract's schema (spec 01 section 5); true when it may be sent. */
  const validate = useCallback(() => showProblems(validateUniversityForm(values)), [showProblems, values]);

  return { values, setValues, errors, setErrors, formError, setField, validate, showSaveError };
}

export type UniversityForm = ReturnType<typeof useUniversityForm>;
