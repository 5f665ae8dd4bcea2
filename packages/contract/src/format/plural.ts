/** Russian plural form for n: forms are [one, few, many], e.g. ['день', 'дня', 'дней']. */
export function pluralRu(n: number, forms: readonly [string, string, string]): string {
  const abs = Math.abs(Math.trunc(n));
  const mod10 = abs % 10;
  const mod100 = abs % 100;
  if (mod10 === 1 && mod100 !== 11) return forms[0];
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return forms[1];
  return forms[2];
}

export const dayForms = ['день', 'дня', 'дней'] as const;

/** "5 дней" */
export function daysRu(n: number): string {
  return `${n} ${pluralRu(n, dayForms)}`;
}
