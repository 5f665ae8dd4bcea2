import { formatRuDate } from '@sks/contract';

/** A wire date or date-time (Moscow 'YYYY-MM-DD[ HH:mm:ss]') as the spec shows it: DD.MM.YYYY. */
export const shownDate = (value: string | null | undefined): string => (value ? formatRuDate(value) : '');

/** The rating with a decimal comma, one digit after it: 4,5. */
export function shownRating(rating: number): string {
  return rating.toFixed(1).replace('.', ',');
}

/** Spec 02 section 3: F marks a federal partner, M a local one. */
export { partnerMarker } from '@sks/contract';
