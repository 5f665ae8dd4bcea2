import { ilike, or, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AdsPaged } from '@sks/contract';
import { substringPattern } from '../lookups/repo.js';

/** A page of an ad list: `current` is 1-based. */
export type AdsPage = { limit: number; current: number };
export const offsetOf = (p: AdsPage) => (p.current - 1) * p.limit;

/** A page of an ad list and its total, and whether the total is an estimate (sendPagedBody). */
export type AdsPageOf<T> = { page: AdsPaged<T>; estimated: boolean };

/**
 * A case-insensitive match of `pattern` (a `substringPattern`, or the placeholder of one) on any
 * of `columns`, or on what `also` makes of the same pattern (a match in another table).
 */
export function matchesAny<P extends string | Placeholder>(pattern: P, columns: AnyPgColumn[], also?: (pattern: P) => SQL): SQL | undefined {
  return or(...columns.map((c) => ilike(c, pattern)), also?.(pattern));
}

/** `matchesAny` of the text's substring pattern; no condition without a text. */
export const containsAny = (text: string | undefined, columns: AnyPgColumn[]): SQL | undefined => (text ? matchesAny(substringPattern(text), columns) : undefined);
