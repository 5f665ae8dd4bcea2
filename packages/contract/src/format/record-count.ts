/**
 * Lists count the rows that match exactly up to this many. Past it the server stops counting
 * and sends one more than the cap in x-record-count, which the console reads as «более 10 000»:
 * an exact count of millions of rows would cost more than the page itself.
 */
export const listCountCap = 10_000;

/** The total as people read it after «Всего:»; the cap's wording is written to match the cap. */
export const recordCountText = {
  overCap: 'более 10 000',
} as const;

/** True when the count stopped at the cap (the total is a lower bound, not exact). */
export const isCountCapped = (total: number) => total > listCountCap;

/** «Всего: 42», or «Всего: более 10 000» when the count stopped at the cap. */
export function formatRecordCount(total: number): string {
  return `Всего: ${isCountCapped(total) ? recordCountText.overCap : total}`;
}
