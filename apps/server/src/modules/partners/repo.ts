import { and, asc, count, desc, eq, exists, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { partnerLimits, type DiscountInput, type PartnerSortField } from '@sks/contract';
import { amongUuids } from '../../platform/db/any-of.js';
import type { Db } from '../../platform/db/client.js';
import { countedRow, countOrEstimate, orderOf, pageOfParts, preparedPart, type Page } from '../../platform/paging.js';
import { categories, cities } from '../lookups/schema.js';
import { substringPattern } from '../lookups/repo.js';
import { stocks } from '../promotions/schema.js';
import { reviews } from '../reviews/schema.js';
import { complaints, discounts, partnerPhotos, partners, salePoints, vacancies } from './schema.js';
import { byName } from '../../platform/db/collation.js';

export type PartnerRow = typeof partners.$inferSelect;
export type PartnerValues = Omit<typeof partners.$inferInsert, 'uuid' | 'id' | 'createdAt'>;
export type DiscountRow = typeof discounts.$inferSelect;

/** A partner as lists and the card show it: with its city's and category's names. */
const rowColumns = {
  uuidPartner: partners.uuid,
  name: partners.name,
  createdAt: partners.createdAt,
  phone: partners.phone,
  nameMainCity: cities.name,
  categoryUuid: categories.uuid,
  categoryName: categories.name,
  status: partners.status,
  isFederalPartner: partners.isFederalPartner,
};

export type ListFilter = {
  status?: 'active' | 'blocked';
  search?: string;
  categoryUuids?: string[];
  cityUuids?: string[];
};

const sortColumns: Record<PartnerSortField, AnyPgColumn | SQL> = {
  idPartner: partners.id,
  name: byName(partners.name),
  nameMainCity: byName(cities.name),
};

/**
 * The filter on a partner's category and cities, which the promotions list applies to their
 * partners too, on the placeholders `categoryUuids` and `cityUuids` (`placeValuesOf`).
 */
export function partnerPlaceConditions(f: Pick<ListFilter, 'categoryUuids' | 'cityUuids'>): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (f.categoryUuids?.length) conditions.push(amongUuids(partners.uuidCategory, 'categoryUuids'));
  // A federal partner works in every city, so it matches any city filter.
  if (f.cityUuids?.length) conditions.push(or(amongUuids(partners.uuidMainCity, 'cityUuids'), eq(partners.isFederalPartner, true)));
  return conditions;
}

/** Which of `partnerPlaceConditions` there are, for a list's shape. */
export const placeShapeOf = (f: Pick<ListFilter, 'categoryUuids' | 'cityUuids'>) => [f.categoryUuids?.length ? 'categories' : '', f.cityUuids?.length ? 'cities' : ''];

export const placeValuesOf = (f: Pick<ListFilter, 'categoryUuids' | 'cityUuids'>) => ({ categoryUuids: f.categoryUuids, cityUuids: f.cityUuids });

/** The filter's conditions on the list's placeholders (`valuesOf`); which conditions there are is the shape (`shapeOf`). */
function whereOf(f: ListFilter): SQL | undefined {
  const conditions = partnerPlaceConditions(f);
  if (f.status) conditions.push(eq(partners.status, sql.placeholder('status')));
  if (f.search) {
    // ILIKE on each column is served by that column's trigram index.
    const pattern = sql.placeholder('pattern');
    conditions.push(or(ilike(partners.name, pattern), ilike(partners.legalName, pattern)));
  }
  return and(...conditions);
}

const shapeOf = (f: ListFilter) => ['partners', ...placeShapeOf(f), f.status ? 'status' : '', f.search ? 'search' : ''].join(':');

const valuesOf = (f: ListFilter) => ({ ...placeValuesOf(f), status: f.status, pattern: substringPattern(f.search) });

/** One page of the list and the total matching the filter, asked at once. */
export async function listPartners(db: Db, filter: ListFilter, page: Page<PartnerSortField>) {
  const shape = shapeOf(filter);
  const values = valuesOf(filter);
  const withCity = eq(cities.uuid, partners.uuidMainCity);
  const part = (name: string, condition?: SQL) =>
    preparedPart(
      db,
      `${shape}:${page.sortField}:${page.sortDirection}:${name}`,
      {
        rows: () =>
          db
            .select(rowColumns)
            .from(partners)
            .leftJoin(cities, withCity)
            .leftJoin(categories, eq(categories.uuid, partners.uuidCategory))
            .where(and(whereOf(filter), condition))
            .orderBy(...orderOf(page, sortColumns, partners.id))
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset')),
        matching: () => db.select(countedRow).from(partners).leftJoin(cities, withCity).where(and(whereOf(filter), condition)),
      },
      values,
    );
  const [total, rows] = await Promise.all([
    // A city is an OR with the federal partners, read through the heap: estimated when broad (countOrEstimate).
    countOrEstimate(db, shape, () => db.select(countedRow).from(partners).where(whereOf(filter)), values, !!filter.search || !!filter.cityUuids?.length),
    // By city, partners without one come last in either direction: those with a city are read
    // through the city index (the condition makes the join an inner one), the others by id.
    page.sortField === 'nameMainCity'
      ? pageOfParts(page, part('with city', isNotNull(cities.uuid)), part('without city', isNull(partners.uuidMainCity)))
      : part('all').rows(page.limit, page.offset),
  ]);
  return { rows, total };
}
export type PartnerListRow = Awaited<ReturnType<typeof listPartners>>['rows'][number];

/** Cities that are the main city of at least one partner, by name; `search` filters by substring when given. */
export function citiesWithPartners(db: Db, search: string | null, limit: number) {
  const hasPartner = exists(db.select({ one: sql`1` }).from(partners).where(eq(partners.uuidMainCity, cities.uuid)));
  return db
    .select({ uuidCity: cities.uuid, nameCity: cities.name })
    .from(cities)
    .where(search ? and(hasPartner, ilike(cities.name, substringPattern(search))) : hasPartner)
    .orderBy(asc(byName(cities.name)), asc(cities.uuid))
    .limit(limit);
}

const countOf = (table: typeof discounts | typeof stocks | typeof salePoints | typeof partnerPhotos | typeof complaints | typeof vacancies | typeof reviews) =>
  sql<number>`(SELECT count(*) FROM ${table} WHERE ${table.uuidPartner} = ${partners.uuid})`.mapWith(Number);

/** The card: every stored field, the names it refers to and the count of each tab, in one query. */
export async function findPartner(db: Db, uuid: string) {
  const [row] = await db
    .select({
      partner: partners,
      nameMainCity: cities.name,
      categoryName: categories.name,
      countDiscounts: countOf(discounts),
      countStocks: countOf(stocks),
      countSalePoints: countOf(salePoints),
      countPhoto: countOf(partnerPhotos),
      countComments: countOf(reviews),
      countComplaints: countOf(complaints),
      countVacancies: countOf(vacancies),
    })
    .from(partners)
    .leftJoin(cities, eq(cities.uuid, partners.uuidMainCity))
    .leftJoin(categories, eq(categories.uuid, partners.uuidCategory))
    .where(eq(partners.uuid, uuid))
    .limit(1);
  return row;
}
export type PartnerView = NonNullable<Awaited<ReturnType<typeof findPartner>>>;

/** A partner's newest promotions, as many as the card's tab shows (the card counts them all). */
export const stocksOf = (db: Db, uuidPartner: string) =>
  db
    .select({
      uuidStock: stocks.uuid,
      name: stocks.name,
      description: stocks.description,
      status: stocks.status,
      dateBegin: stocks.dateBegin,
      dateEnd: stocks.dateEnd,
    })
    .from(stocks)
    .where(eq(stocks.uuidPartner, uuidPartner))
    .orderBy(desc(stocks.createdAt), desc(stocks.id))
    .limit(partnerLimits.cardStocks);

/** The stored row, locked until the transaction ends: saves of one partner and its discounts queue up. */
export async function lockPartner(db: Db, uuid: string): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.uuid, uuid)).for('update').limit(1);
  return row;
}

export async function insertPartner(db: Db, values: PartnerValues): Promise<PartnerRow> {
  const [row] = await db.insert(partners).values(values).returning();
  return row;
}

export async function updatePartner(db: Db, uuid: string, values: Partial<PartnerValues>): Promise<PartnerRow> {
  const [row] = await db.update(partners).set(values).where(eq(partners.uuid, uuid)).returning();
  return row;
}

export async function cityExists(db: Db, uuid: string): Promise<boolean> {
  const [row] = await db.select({ uuid: cities.uuid }).from(cities).where(eq(cities.uuid, uuid)).limit(1);
  return !!row;
}

export async function categoryExists(db: Db, uuid: string): Promise<boolean> {
  const [row] = await db.select({ uuid: categories.uuid }).from(categories).where(eq(categories.uuid, uuid)).limit(1);
  return !!row;
}

/** A partner's discounts in the order they were added. */
export const discountsOf = (db: Db, uuidPartner: string) =>
  db.select().from(discounts).where(eq(discounts.uuidPartner, uuidPartner)).orderBy(asc(discounts.id));

export async function countDiscounts(db: Db, uuidPartner: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(discounts).where(eq(discounts.uuidPartner, uuidPartner));
  return Number(row?.n ?? 0);
}

export async function insertDiscounts(db: Db, uuidPartner: string, list: DiscountInput[]): Promise<DiscountRow[]> {
  if (!list.length) return [];
  return db
    .insert(discounts)
    .values(list.map((d) => ({ uuidPartner, name: d.name, type: d.type, description: d.description, size: d.size })))
    .returning();
}

export async function lockDiscount(db: Db, uuid: string): Promise<DiscountRow | undefined> {
  const [row] = await db.select().from(discounts).where(eq(discounts.uuid, uuid)).for('update').limit(1);
  return row;
}

export async function updateDiscount(db: Db, uuid: string, d: DiscountInput): Promise<DiscountRow> {
  const [row] = await db
    .update(discounts)
    .set({ name: d.name, type: d.type, description: d.description, size: d.size })
    .where(eq(discounts.uuid, uuid))
    .returning();
  return row;
}

export async function deleteDiscount(db: Db, uuid: string): Promise<void> {
  await db.delete(discounts).where(eq(discounts.uuid, uuid));
}
