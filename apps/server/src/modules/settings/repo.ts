import { eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { countedRow, countUpToCap, orderOf, type Page } from '../../platform/paging.js';
import { preparedFor } from '../../platform/db/prepared.js';
import { categories, cities } from '../lookups/schema.js';
import { substringPattern } from '../lookups/repo.js';
import { byName } from '../../platform/db/collation.js';

export type CitySortField = 'name' | 'region' | 'population';
export type CityRow = typeof cities.$inferSelect;
export type CityFields = Omit<typeof cities.$inferInsert, 'uuid'>;
export type CategoryRow = typeof categories.$inferSelect;
export type CategoryFields = Omit<typeof categories.$inferInsert, 'uuid'>;

/** The search on the `pattern` placeholder (`valuesOf`); whether there is one is part of the list's shape. */
const nameLike = (column: typeof cities.name | typeof categories.name, search: string | undefined): SQL | undefined =>
  search ? ilike(column, sql.placeholder('pattern')) : undefined;

const valuesOf = (search: string | undefined, page: Page<string>) => ({
  pattern: substringPattern(search),
  offset: page.offset,
  limit: page.limit,
});

const citySortColumns = { name: byName(cities.name), region: byName(cities.region), population: cities.population };

export async function listCities(db: Db, search: string | undefined, page: Page<CitySortField>) {
  const shape = `settings:cities:${search ? 'search' : ''}`;
  const values = valuesOf(search, page);
  const [rows, total] = await Promise.all([
    preparedFor(db, `${shape}:${page.sortField}:${page.sortDirection}`, () =>
      db
        .select()
        .from(cities)
        .where(nameLike(cities.name, search))
        .orderBy(...orderOf(page, citySortColumns, cities.uuid))
        .offset(sql.placeholder('offset'))
        .limit(sql.placeholder('limit')),
    ).execute(values),
    countUpToCap(db, shape, () => db.select(countedRow).from(cities).where(nameLike(cities.name, search)), values),
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
  const shape = `settings:categories:${search ? 'search' : ''}`;
  const values = valuesOf(search, page);
  const [rows, total] = await Promise.all([
    preparedFor(db, `${shape}:${page.sortField}:${page.sortDirection}`, () =>
      db
        .select()
        .from(categories)
        .where(nameLike(categories.name, search))
        .orderBy(...orderOf(page, { name: byName(categories.name) }, categories.uuid))
        .offset(sql.placeholder('offset'))
        .limit(sql.placeholder('limit')),
    ).execute(values),
    countUpToCap(db, shape, () => db.select(countedRow).from(categories).where(nameLike(categories.name, search)), values),
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
