import { useCallback, useState } from 'react';
import { promotionMessages } from '@sks/contract';
import { useFormErrors, type DateTimeDraft, type FormErrorsConfig } from '../../../ui';
import {
  fieldOrder,
  promotionFormErrors,
  type ChosenFile,
  type PromotionFormField,
  type PromotionFormState,
} from './promotion-form-state';

/** The id of a field's input, so that the first failing one can take the focus. */
export const fieldId = (field: PromotionFormField) => `promotion-${field}`;

const errorsConfig: FormErrorsConfig<PromotionFormField> = {
  fields: fieldOrder,
  fieldOf: ([field]) => ((fieldOrder as readonly string[]).includes(field) ? (field as PromotionFormField) : null),
  fieldId,
  refusals: () => ({ 404: promotionMessages.notFound }),
};

type TextField = 'name' | 'description' | 'winLimitOption';

/** The promotion form's values and errors; a failed save keeps everything typed. */
export function usePromotionForm(initial: PromotionFormState) {
  const [values, setValues] = useState(initial);
  const { errors, formError, clearErrors: clear, showProblems, showSaveError } = useFormErrors(errorsConfig);

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
  const validate = useCallback(() => showProblems(promotionFormErrors(values)), [showProblems, values]);

  return { values, errors, formError, setText, setDate, setFile, validate, showSaveError };
}

export type PromotionForm = ReturnType<typeof usePromotionForm>;
