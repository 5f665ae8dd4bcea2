import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';

export const cities = pgTable(
  'cities',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
  },
  (t) => [index('cities_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

export const categories = pgTable('categories', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
});
