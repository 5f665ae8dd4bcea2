import { ruDateTimeOfWire, wireOfRuDateTime, type Promocode, type PromocodeCreateValues } from '@sks/contract';
import type { DateTimeDraft } from '../../ui';

export type PromocodeFormState = { promocode: string; start: DateTimeDraft; end: DateTimeDraft; content: string };
export type PromocodeFormField = 'promocode' | 'startPromoCode' | 'endPromoCode' | 'content';
export const fieldOrder: readonly PromocodeFormField[] = ['promocode', 'startPromoCode', 'endPromoCode', 'content'];

const noDate: DateTimeDraft = { date: '', time: '' };
export const emptyPromocodeForm: PromocodeFormState = { promocode: '', start: noDate, end: noDate, content: '' };

export const formOfPromocode = (p: Promocode): PromocodeFormState => ({
  promocode: p.promocode,
  start: ruDateTimeOfWire(p.startDate),
  end: ruDateTimeOfWire(p.expirationDate),
  content: p.content,
});

/**
 * A typed date and time on the wire; what is not a real date goes as typed, so that the
 * contract's check names it (empty is 'Это обязательное поле', the rest the format).
 */
function wireOf(draft: DateTimeDraft): string {
  if (!draft.date.trim() && !draft.time.trim()) return '';
  return wireOfRuDateTime(draft.date, draft.time) ?? `${draft.date.trim()} ${draft.time.trim()}`.trim();
}

export const valuesOf = (form: PromocodeFormState): PromocodeCreateValues => ({
  promocode: form.promocode,
  startPromoCode: wireOf(form.start),
  endPromoCode: wireOf(form.end),
  content: form.content,
});
