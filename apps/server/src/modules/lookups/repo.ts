import { asc, ilike } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { categories, cities } from './schema.js';

export const listCities = (db: Db) =>
  db.select({ uuid: cities.uuid, name: cities.name }).from(cities).orderBy(asc(cities.name));

/** Substring search on the name, served by the trigram index. */
export const searchCities = (db: Db, text: string, limit: number) =>
  db
    .select({ uuid: cities.uuid, name: cities.name })
    .from(cities)
    .where(ilike(cities.name, `%${escapeLike(text)}%`))
    .orderBy(asc(cities.name))
    .limit(limit);

export const listCategories = (db: Db) =>
  db.select({ uuidCategory: categories.uuid, name: categories.name }).from(categories).orderBy(asc(categories.name));

/** A user's % and _ are matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
