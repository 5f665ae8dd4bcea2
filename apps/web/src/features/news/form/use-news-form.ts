import { useCallback, useState } from 'react';
import { newsMessages } from '@sks/contract';
import { HttpError } from '../../../api/http-error';
import { useFormErrors, type FormErrorsConfig } from '../../../ui';
import { fieldOrder, formFieldOf, validateNewsForm, type NewsFormField, type NewsFormState } from './news-form-state';

/** The id of a field's input, so that the first failing one can take the focus. */
export const fieldId = (field: NewsFormField) => `news-${field}`;

const errorsConfig: FormErrorsConfig<NewsFormField> = {
  fields: fieldOrder,
  // `body.poll.answerTypes.1`, or `body.placesCount` of the event call.
  fieldOf: formFieldOf,
  fieldId,
  // A 409 carries the contract's reason: the item's state or kind does not allow the change.
  refusals: (error) => ({ 404: newsMessages.notFound, 409: error instanceof HttpError ? error.message : undefined }),
};

/** The news form's values and errors; a failed save keeps everything typed. */
export function useNewsForm(initial: NewsFormState, mode: 'new' | 'edit') {
  const [values, setValues] = useState(initial);
  const { errors, formError, clearErrors, showProblems, showSaveError } = useFormErrors(errorsConfig);

  /** Sets fields, clearing the errors shown on the fields named. */
  const change = useCallback(
    (part: Partial<NewsFormState>, touched: readonly NewsFormField[]) => {
      setValues((current) => ({ ...current, ...part }));
      clearErrors(...touched);
    },
    [clearErrors],
  );

  /** Checks with the contract's schemas (spec 02 section 5); the first failing field takes the focus. */
  const validate = useCallback(() => showProblems(validateNewsForm(values, mode)), [showProblems, values, mode]);

  return { values, errors, formError, change, validate, showSaveError };
}

export type NewsForm = ReturnType<typeof useNewsForm>;
