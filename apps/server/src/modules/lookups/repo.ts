import { and, asc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { categories, cities } from './schema.js';
import { byName } from '../../platform/db/collation.js';

/** The forms' lists leave hidden cities and categories out; records that name them keep them. */
export const listCities = (db: Db) =>
  db.select({ uuid: cities.uuid, name: cities.name }).from(cities).where(eq(cities.hidden, false)).orderBy(asc(byName(cities.name)));

/** Substring search on the name, served by the trigram index. */
export const searchCities = (db: Db, text: string, limit: number) =>
  db
    .select({ uuid: cities.uuid, name: cities.name })
    .from(cities)
    .where(and(eq(cities.hidden, false), ilike(cities.name, substringPattern(text))))
    .orderBy(asc(byName(cities.name)))
    .limit(limit);

export const listCategories = (db: Db) =>
  db
    .select({ uuidCategory: categories.uuid, name: categories.name })
    .from(categories)
    .where(eq(categories.hidden, false))
    .orderBy(asc(byName(categories.name)));

/**
 * The ILIKE pattern of a case-insensitive substring (a user's % and _ are matched literally);
 * none without a text. The lists leave a blank search out of their shape, so its pattern goes unused.
 */
export function substringPattern(text: string): string;
export function substringPattern(text: string | undefined): string | undefined;
export function substringPattern(text: string | undefined): string | undefined {
  return text === undefined ? undefined : `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
