import { daysRu, limits, pluralRu } from '@sks/contract';

const leftForms = ['остался', 'осталось', 'осталось'] as const;

export type ContractTone = 'ok' | 'soon' | 'expired';
export type ContractLabel = { text: string; tone: ContractTone };

/**
 * The contract-end label of the card (spec 01 section 2): the date alone above 30 days left,
 * the date with the days left up to 30, and 'истек' at 0.
 */
export function contractEndLabel(endContract: string, flagDay: number): ContractLabel {
  if (flagDay <= 0) return { text: `${endContract}, истек`, tone: 'expired' };
  if (flagDay > limits.contractDaysShownUpTo) return { text: endContract, tone: 'ok' };
  return { text: `${endContract}, ${pluralRu(flagDay, leftForms)} ${daysRu(flagDay)}`, tone: 'soon' };
}
