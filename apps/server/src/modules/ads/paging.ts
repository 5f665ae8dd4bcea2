import { ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A page of an ad list: `current` is 1-based. */
export type AdsPage = { limit: number; current: number };
export const offsetOf = (p: AdsPage) => (p.current - 1) * p.limit;

/**
 * A case-insensitive substring match on any of `columns` ('%' and '_' in the text match
 * themselves), or on what `also` makes of the same pattern (a match in another table).
 */
export function containsAny(text: string | undefined, columns: AnyPgColumn[], also?: (pattern: string) => SQL): SQL | undefined {
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((c) => ilike(c, pattern)), also?.(pattern));
}
