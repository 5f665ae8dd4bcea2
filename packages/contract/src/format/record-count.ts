/**
 * Lists count the rows that match exactly up to this many. Past it the server stops counting
 * and sends one more than the cap in x-record-count, which the console reads as «более 10 000»:
 * an exact count of millions of rows would cost more than the page itself.
 */
export const listCountCap = 10_000;

/**
 * A search the database expects to match at least this many rows is not counted: its total is
 * the planner's estimate, sent with `x-record-count-estimated` and read as «около N».
 */
export const countEstimateFrom = 1_000;

/** A list's total as the server answers it: exact (up to the cap) or estimated. */
export type ListTotal = { total: number; estimated: boolean };

/** The total as people read it after «Всего:»; the cap's wording is written to match the cap. */
export const recordCountText = {
  overCap: 'более 10 000',
  about: 'около',
} as const;

/** True when the count stopped at the cap (the total is a lower bound, not exact). */
export const isCountCapped = (total: number) => total > listCountCap;

/** An estimate to two significant figures, its thousands set apart as the cap's wording sets them: 16 533 → «17 000». */
function roundEstimate(total: number): string {
  const rounded = total < 100 ? Math.round(total) : Number(total.toPrecision(2));
  return String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** «Всего: 42», «Всего: более 10 000» when the count stopped at the cap, «Всего: около 17 000» for an estimate. */
export function formatRecordCount(total: number, estimated = false): string {
  if (estimated) return `Всего: ${recordCountText.about} ${roundEstimate(total)}`;
  return `Всего: ${isCountCapped(total) ? recordCountText.overCap : total}`;
}
