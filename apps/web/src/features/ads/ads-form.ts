import { useState } from 'react';
import type { z } from 'zod';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first message per field of a failed parse by a contract schema; null when it passed. */
export function schemaErrors<F extends string>(result: z.ZodSafeParseResult<unknown>, fields: readonly F[]): FieldErrors<F> | null {
  if (result.success) return null;
  const errors: FieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as F;
    if (fields.includes(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/** A dialog's draft: text fields as typed, each edit clearing its field's error. */
export function useDraft<D extends Record<string, unknown>>(initial: () => D) {
  const [draft, setDraft] = useState<D>(initial);
  const [errors, setErrors] = useState<FieldErrors<Extract<keyof D, string>>>({});
  const set = <K extends Extract<keyof D, string>>(field: K, value: D[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  return { draft, set, errors, setErrors };
}
