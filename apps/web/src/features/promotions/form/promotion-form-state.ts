import {
  codesUpload,
  optionOfWinLimit,
  promotionMessages,
  ruDateTimeOfWire,
  validatePromotionForm,
  winLimitLabel,
  winLimitOfOption,
  winLimitOptions,
  wireDateMessages,
  wireOfRuDateTime,
  type Promotion,
  type PromotionUpdateValues,
} from '@sks/contract';
import type { DateTimeDraft } from '../../../ui';

/** A promo-code file uploaded from the form: its name as chosen and the key the server gave it. */
export type ChosenFile = { name: string; fileUrl: string };

/** The promotion form as typed (spec 02 sections 3 and 5); dates are Moscow time. */
export type PromotionFormState = {
  name: string;
  description: string;
  begin: DateTimeDraft;
  end: DateTimeDraft;
  /** The select's value: '1', '2', '3' or '4' (unlimited). */
  winLimitOption: string;
  /** A file chosen in this form; the one a promotion already has is not sent again. */
  file: ChosenFile | null;
};

export type PromotionFormField = 'name' | 'description' | 'dateBegin' | 'dateEnd' | 'winLimit' | 'fileUrl';
export type PromotionFormErrors = Partial<Record<PromotionFormField, string>>;

/** The order of the fields on screen: the first failing one takes the focus. */
export const fieldOrder: readonly PromotionFormField[] = ['name', 'description', 'dateBegin', 'dateEnd', 'winLimit', 'fileUrl'];

export const winLimitSelectData = winLimitOptions.map((option) => ({
  value: String(option),
  label: winLimitLabel(winLimitOfOption(option)),
}));

const blankDateTime: DateTimeDraft = { date: '', time: '' };

export const emptyPromotionForm: PromotionFormState = {
  name: '',
  description: '',
  begin: blankDateTime,
  end: blankDateTime,
  winLimitOption: String(optionOfWinLimit(1)),
  file: null,
};

const draftOfWire = (wire: string): DateTimeDraft => (wire ? ruDateTimeOfWire(wire) : blankDateTime);

export function formOfPromotion(promotion: Promotion): PromotionFormState {
  return {
    name: promotion.name,
    description: promotion.description,
    begin: draftOfWire(promotion.dateBegin),
    end: draftOfWire(promotion.dateEnd),
    winLimitOption: String(optionOfWinLimit(promotion.winLimit)),
    file: null,
  };
}

const wireOf = (draft: DateTimeDraft) => wireOfRuDateTime(draft.date, draft.time) ?? '';

/** The body of POST /v2/stock (with the partner) and PUT /v2/stock/{id}: option 4 is unlimited, sent as null. */
export function valuesOf(state: PromotionFormState): PromotionUpdateValues {
  return {
    name: state.name,
    description: state.description,
    dateBegin: wireOf(state.begin),
    dateEnd: wireOf(state.end),
    fileUrl: state.file?.fileUrl ?? null,
    winLimit: winLimitOfOption(Number(state.winLimitOption)),
  };
}

const isBlank = (draft: DateTimeDraft) => !draft.date.trim() && !draft.time.trim();
/** What the boxes hold, blank or half-typed, in the words of the screen rather than of the wire. */
const typedError = (draft: DateTimeDraft) =>
  isBlank(draft) ? promotionMessages.required : wireOf(draft) ? null : wireDateMessages.typedDateTime;

/** The contract's rules; a date left empty is required, a half-typed one names the screen's format. */
export function promotionFormErrors(state: PromotionFormState): PromotionFormErrors | null {
  const errors: PromotionFormErrors = { ...validatePromotionForm(valuesOf(state)) };
  const begin = typedError(state.begin);
  const end = typedError(state.end);
  if (begin) errors.dateBegin = begin;
  if (end) errors.dateEnd = end;
  return Object.keys(errors).length ? errors : null;
}


/** Spec 02 section 5: only a .csv file is taken (the server checks its content as well). */
export const isCsvName = (name: string) => name.trim().toLowerCase().endsWith(codesUpload.extension);
