import { useCallback, useState } from 'react';
import { HttpError } from '../api/http-error';
import { notifyError, type StatusTexts } from './notify';

export type FormErrors<F extends string> = Partial<Record<F, string>>;

/** What a form tells `useFormErrors` about itself; a module-level constant, so that it stays the same object. */
export type FormErrorsConfig<F extends string> = {
  /** The fields in the order the form shows them: the first failing one takes the focus. */
  fields: readonly F[];
  /** The field that shows a 400's message about the body path `path` (`['poll', 'answerTypes', '1']`), if any. */
  fieldOf: (path: string[]) => F | null;
  /** The id of a field's input; without it no field takes the focus. */
  fieldId?: (field: F) => string;
  /** The notification's texts for a refusal by status, such as the form's own 404. */
  refusals: (error: unknown) => StatusTexts;
};

function focusField(id: string): void {
  const element = document.getElementById(id);
  const inputs = 'input, textarea, button, [contenteditable="true"]';
  const focusable = element?.matches(inputs) ? element : element?.querySelector<HTMLElement>(inputs);
  element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  focusable?.focus({ preventScroll: true });
}

/** The first failing field in the order the form shows them: it takes the focus. */
export function firstFailing<F extends string>(fields: readonly F[], problems: FormErrors<F>): F | undefined {
  return fields.find((f) => problems[f]);
}

/** A 400's failing body fields on the form's fields; the first message for a field wins. */
function fieldErrorsOf<F extends string>(error: unknown, fieldOf: (path: string[]) => F | null): FormErrors<F> {
  const found: FormErrors<F> = {};
  if (!(error instanceof HttpError) || error.status !== 400) return found;
  for (const [path, message] of Object.entries(error.fields)) {
    const [place, ...rest] = path.split('.');
    const field = place === 'body' ? fieldOf(rest) : null;
    if (field) found[field] ??= message;
  }
  return found;
}

/**
 * The errors a form shows: on its fields (from its own check or a 400), or for the whole form (a
 * 400 that names none of its fields); any other refusal is a notification. A failed check or
 * save puts the focus on the first failing field.
 */
export function useFormErrors<F extends string>(config: FormErrorsConfig<F>) {
  const [errors, setErrors] = useState<FormErrors<F>>({});
  /** A refusal that names no field of the form. */
  const [formError, setFormError] = useState<string | null>(null);

  const focusFirst = useCallback(
    (problems: FormErrors<F>) => {
      const field = firstFailing(config.fields, problems);
      if (field && config.fieldId) focusField(config.fieldId(field));
    },
    [config],
  );

  /** Clears the errors shown on these fields. */
  const clearErrors = useCallback(
    (...fields: F[]) =>
      setErrors((current) => (fields.some((f) => current[f]) ? { ...current, ...Object.fromEntries(fields.map((f) => [f, undefined])) } : current)),
    [],
  );

  /** Shows what the form's own check found (null: nothing); true when the form may be sent. */
  const showProblems = useCallback(
    (problems: FormErrors<F> | null) => {
      setErrors(problems ?? {});
      setFormError(null);
      if (problems) focusFirst(problems);
      return problems === null;
    },
    [focusFirst],
  );

  /** A failed save: 400 on its fields or on the form, the rest as a notification; what was typed stays. */
  const showSaveError = useCallback(
    (error: unknown) => {
      const onFields = fieldErrorsOf(error, config.fieldOf);
      if (Object.keys(onFields).length) {
        setErrors(onFields);
        focusFirst(onFields);
        return;
      }
      if (error instanceof HttpError && error.status === 400) {
        setFormError(error.message);
        return;
      }
      notifyError(error, config.refusals(error));
    },
    [config, focusFirst],
  );

  return { errors, setErrors, formError, clearErrors, showProblems, showSaveError };
}
