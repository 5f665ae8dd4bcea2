import { daysRu, formatRuDate, limits, pluralRu } from '@sks/contract';

const leftForms = ['остался', 'осталось', 'осталось'] as const;

export type ContractTone = 'ok' | 'soon' | 'expired';
export type ContractLabel = { text: string; tone: ContractTone };

/**
 * The contract-end label of the card (spec 01 section 2): the date (the wire's YYYY-MM-DD shown as
 * DD.MM.YYYY) alone above 30 days left, the date with the days left up to 30, and 'истек' at 0.
 */
export function contractEndLabel(endContract: string, flagDay: number): ContractLabel {
  const shown = formatRuDate(endContract);
  if (flagDay <= 0) return { text: `${shown}, истек`, tone: 'expired' };
  if (flagDay > limits.contractDaysShownUpTo) return { text: shown, tone: 'ok' };
  return { text: `${shown}, ${pluralRu(flagDay, leftForms)} ${daysRu(flagDay)}`, tone: 'soon' };
}
