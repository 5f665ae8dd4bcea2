const wireDay = /^(\d{4})-(\d{2})-(\d{2})/;

/** A wire date or date-time (Moscow 'YYYY-MM-DD[ HH:mm:ss]') as the spec shows it: DD.MM.YYYY. */
export function shownDate(value: string | null | undefined): string {
  const m = value ? wireDay.exec(value) : null;
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}

/** The rating with a decimal comma, one digit after it: 4,5. */
export function shownRating(rating: number): string {
  return rating.toFixed(1).replace('.', ',');
}

/** Spec 02 section 3: F marks a federal partner, M a local one. */
export { partnerMarker } from '@sks/contract';
