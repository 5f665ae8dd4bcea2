import { moscowTimeZone } from '@sks/contract';

const isoDate = /^\d{4}-\d{2}-\d{2}/;
const ruDate = /^(\d{2})\.(\d{2})\.(\d{4})/;

/** A date of the API as DD.MM.YYYY in Moscow; a date already written so is kept, anything else shown as given. */
export function shownDate(value: string | null | undefined): string {
  if (!value) return '';
  const ru = ruDate.exec(value);
  if (ru) return `${ru[1]}.${ru[2]}.${ru[3]}`;
  if (!isoDate.test(value)) return value;
  const instant = new Date(value.length === 10 ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(instant.getTime())) return value;
  return new Intl.DateTimeFormat('ru-RU', { timeZone: moscowTimeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(instant);
}

/** The rating with a decimal comma, one digit after it: 4,5. */
export function shownRating(rating: number): string {
  return rating.toFixed(1).replace('.', ',');
}

/** Spec 02 section 3: F marks a federal partner, M a local one. */
export function partnerMarker(isFederalPartner: boolean): { letter: 'F' | 'M'; label: string } {
  return isFederalPartner ? { letter: 'F', label: 'Федеральный партнёр' } : { letter: 'M', label: 'Местный партнёр' };
}
