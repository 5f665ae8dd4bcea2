import { limits } from '../limits.js';

/** Russian numbers: the +7 is given, the user types the ten digits after it. */
export const phoneMask = '+{7} (000) 000-00-00';

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export function isPhone(value: string): boolean {
  return phoneDigits(value).length === limits.phoneDigits;
}

/** Display form of spec 01: +X XXX XXX XX XX; anything not 11 digits is shown as given. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const d = phoneDigits(value);
  if (d.length !== limits.phoneDigits) return value;
  return `+${d[0]} ${d.slice(1, 4)} ${d.slice(4, 7)} ${d.slice(7, 9)} ${d.slice(9, 11)}`;
}

/** Display form of the partner card (spec 02 section 2): +X XXX XXX-XX-XX; anything not 11 digits is shown as given. */
export function formatPhoneDashed(value: string | null | undefined): string {
  if (!value) return '';
  const d = phoneDigits(value);
  if (d.length !== limits.phoneDigits) return value;
  return `+${d[0]} ${d.slice(1, 4)} ${d.slice(4, 7)}-${d.slice(7, 9)}-${d.slice(9, 11)}`;
}
