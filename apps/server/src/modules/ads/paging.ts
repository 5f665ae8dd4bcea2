import { ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A page of an ad list: `current` is 1-based. */
export type AdsPage = { limit: number; current: number };
export const offsetOf = (p: AdsPage) => (p.current - 1) * p.limit;

/** A case-insensitive substring match on any of `columns` ('%' and '_' in the text match themselves). */
export function containsAny(text: string | undefined, columns: AnyPgColumn[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((c) => ilike(c, pattern)));
}
