import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { byName } from '../../platform/db/collation.js';

/**
 * Cities: the reference cities that migration 0018 puts in every installation (with region,
 * centre and population) and the ones a superadmin adds. A name is unique within its region,
 * whatever its case (two Russian cities are called Железногорск). Hidden ones leave the forms'
 * lists; the records that name them keep them.
 */
export const cities = pgTable(
  'cities',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    region: text('region'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    population: integer('population'),
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    index('cities_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('cities_name_idx').on(byName(t.name)),
    uniqueIndex('cities_name_region_key').on(sql`lower(${t.name})`, sql`coalesce(lower(${t.region}), '')`),
  ],
);

/** Partner categories: migration 0018 puts the standard ones in every installation. */
export const categories = pgTable(
  'categories',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [uniqueIndex('categories_name_key').on(sql`lower(${t.name})`)],
);
