import { useCallback, useState } from 'react';
import { partnerMessages, type SocialNetworkType } from '@sks/contract';
import { useFormErrors, type FormErrorsConfig } from '../../../ui';
import {
  fieldOrder,
  withLogo,
  type PartnerFormErrors,
  type PartnerFormField,
  type PartnerFormState,
} from './partner-form-state';

/** The id of a field's input, so that the first failing one can take the focus. */
export const fieldId = (field: PartnerFormField) => `partner-${field.replace('.', '-')}`;

const errorsConfig: FormErrorsConfig<PartnerFormField> = {
  fields: fieldOrder,
  fieldOf: ([field]) => ((fieldOrder as readonly string[]).includes(field) ? (field as PartnerFormField) : null),
  fieldId,
  refusals: () => ({ 404: partnerMessages.notFound }),
};

/** The partner form's values and errors; a failed save keeps everything typed. */
export function usePartnerForm(initial: PartnerFormState, check: (values: PartnerFormState) => PartnerFormErrors | null) {
  const [values, setValues] = useState(initial);
  const { errors, formError, clearErrors: clear, showProblems, showSaveError } = useFormErrors(errorsConfig);

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
  const validate = useCallback(() => showProblems(check(values)), [check, showProblems, values]);

  return { values, errors, formError, setField, setSocial, setLogo, validate, showSaveError };
}

export type PartnerForm = ReturnType<typeof usePartnerForm>;
