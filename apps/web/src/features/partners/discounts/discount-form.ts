import {
  discountInputSchema,
  type DiscountInput,
  type DiscountType,
  type DiscountValues,
} from '@sks/contract';

/** The popup's fields: the value is the percent for 'fix' and the name for 'free' (spec 02 section 3). */
export type DiscountDraft = { type: DiscountType; value: string; description: string };
export type DiscountDraftErrors = Partial<Record<'value' | 'description', string>>;

export const emptyDiscountDraft: DiscountDraft = { type: 'fix', value: '', description: '' };

export const discountTypeLabels: Record<DiscountType, string> = { fix: 'Скидка в процентах', free: 'Особое предложение' };

export function draftOfDiscount(d: Pick<DiscountInput, 'type' | 'name' | 'size' | 'description'>): DiscountDraft {
  return { type: d.type, value: d.type === 'fix' ? String(d.size) : d.name, description: d.description };
}

/**
 * What is typed into the value: digits only for a percent. Nothing is cut: the field counts the
 * characters against the limit and the check refuses a longer text (docs/decisions.md).
 */
export function typedValue(type: DiscountType, raw: string): string {
  return type === 'fix' ? raw.replace(/\D/g, '') : raw;
}

/** Switching the type keeps the value only where it still fits. */
export function switchType(draft: DiscountDraft, type: DiscountType): DiscountDraft {
  return { ...draft, type, value: typedValue(type, draft.value) };
}

export function valuesOfDraft(draft: DiscountDraft): DiscountValues {
  return draft.type === 'fix'
    ? { type: 'fix', name: '', size: Number(draft.value) || 0, description: draft.description }
    : { type: 'free', name: draft.value, size: 0, description: draft.description };
}

function issuesOf(draft: DiscountDraft): DiscountDraftErrors {
  const parsed = discountInputSchema.safeParse(valuesOfDraft(draft));
  const errors: DiscountDraftErrors = {};
  for (const issue of parsed.error?.issues ?? []) errors[issue.path[0] === 'description' ? 'description' : 'value'] ??= issue.message;
  return errors;
}

/**
 * Checks the draft with the contract's schema: the discount to send, or the errors by field.
 * The schema stops at a missing description, so the value is checked again with a stand-in
 * description to mark both fields at once.
 */
export function checkDiscount(draft: DiscountDraft): { discount: DiscountInput } | { errors: DiscountDraftErrors } {
  const parsed = discountInputSchema.safeParse(valuesOfDraft(draft));
  if (parsed.success) return { discount: parsed.data };
  const errors = { ...issuesOf({ ...draft, description: '-' }), ...issuesOf(draft) };
  return { errors: Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) };
}
