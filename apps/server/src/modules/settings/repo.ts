import { eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { countedRow, countUpToCap, orderOf, type Page } from '../../platform/paging.js';
import { categories, cities } from '../lookups/schema.js';
import { escapeLike } from '../lookups/repo.js';
import { byName } from '../../platform/db/collation.js';

export type CitySortField = 'name' | 'region' | 'population';
export type CityRow = typeof cities.$inferSelect;
export type CityFields = Omit<typeof cities.$inferInsert, 'uuid'>;
export type CategoryRow = typeof categories.$inferSelect;
export type CategoryFields = Omit<typeof categories.$inferInsert, 'uuid'>;

const nameLike = (column: typeof cities.name | typeof categories.name, search: string | undefined): SQL | undefined =>
  search ? ilike(column, `%${escapeLike(search)}%`) : undefined;

export async function listCities(db: Db, search: string | undefined, page: Page<CitySortField>) {
  const where = nameLike(cities.name, search);
  const order = orderOf(page, { name: byName(cities.name), region: byName(cities.region), population: cities.population }, cities.uuid);
  const [rows, total] = await Promise.all([
    db.select().from(cities).where(where).orderBy(...order).offset(page.offset).limit(page.limit),
    countUpToCap(db, db.select(countedRow).from(cities).where(where)),
  ]);
  return { rows, total };
}

export async function insertCity(db: Db, fields: CityFields): Promise<CityRow> {
  const [row] = await db.insert(cities).values(fields).returning();
  return row!;
}

export async function updateCity(db: Db, uuid: string, fields: Partial<CityFields>): Promise<CityRow | undefined> {
  const [row] = await db.update(cities).set(fields).where(eq(cities.uuid, uuid)).returning();
  return row;
}

export async function listCategories(db: Db, search: string | undefined, page: Page<'name'>) {
  const where = nameLike(categories.name, search);
  const order = orderOf(page, { name: byName(categories.name) }, categories.uuid);
  const [rows, total] = await Promise.all([
    db.select().from(categories).where(where).orderBy(...order).offset(page.offset).limit(page.limit),
    countUpToCap(db, db.select(countedRow).from(categories).where(where)),
  ]);
  return { rows, total };
}

export async function insertCategory(db: Db, fields: CategoryFields): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(fields).returning();
  return row!;
}

export async function updateCategory(db: Db, uuid: string, fields: Partial<CategoryFields>): Promise<CategoryRow | undefined> {
  const [row] = await db.update(categories).set(fields).where(eq(categories.uuid, uuid)).returning();
  return row;
}
