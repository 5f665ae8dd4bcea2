import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { promotionLimits, type PromotionSortField, type PromotionStatus } from '@sks/contract';
import type { Db } from '../../platform/db/client.js';
import { countedRow, countOrEstimate, countUpToCap, orderOf, pageOfParts, preparedPart, type Page } from '../../platform/paging.js';
import { preparedFor } from '../../platform/db/prepared.js';
import { categories, cities } from '../lookups/schema.js';
import { substringPattern } from '../lookups/repo.js';
import { partners } from '../partners/schema.js';
import { partnerPlaceConditions, placeShapeOf, placeValuesOf } from '../partners/repo.js';
import { citiesOfPartner, pointsOfCities } from '../partners/sale-points/repo.js';
import { students } from '../universities/schema.js';
import { promoCodeImports, promoCodes, stocks } from './schema.js';
import { byName } from '../../platform/db/collation.js';

export type StockRow = typeof stocks.$inferSelect;
export type StockValues = Omit<typeof stocks.$inferInsert, 'uuid' | 'id' | 'createdAt'>;
export type ImportRow = typeof promoCodeImports.$inferSelect;

/** A promotion as the list and the card show it: with its partner's names, city and category. */
const rowColumns = {
  stock: stocks,
  partnerName: partners.name,
  legalName: partners.legalName,
  nameMainCity: cities.name,
  categoryName: categories.name,
};

export type ListFilter = {
  status?: PromotionStatus;
  search?: string;
  categoryUuids?: string[];
  cityUuids?: string[];
};

const sortColumns: Record<PromotionSortField, AnyPgColumn | SQL> = {
  // 'По дате добавления' (the spec's idStock) orders by the creation date the list shows; the id breaks ties.
  idStock: stocks.createdAt,
  name: byName(stocks.name),
  city: byName(cities.name),
  legalName: byName(partners.legalName),
};

/** The filter's conditions on the list's placeholders (`valuesOf`); which conditions there are is the shape (`shapeOf`). */
function whereOf(db: Db, f: ListFilter): SQL | undefined {
  const conditions = partnerPlaceConditions(f);
  if (f.status) conditions.push(eq(stocks.status, sql.placeholder('status')));
  if (f.search) {
    const pattern = sql.placeholder('pattern');
    conditions.push(or(ilike(stocks.name, pattern), ilike(stocks.partnerName, pattern)));
  }
  return and(...conditions);
}

const shapeOf = (f: ListFilter) => ['promotions', ...placeShapeOf(f), f.status ? 'status' : '', f.search ? 'search' : ''].join(':');

const valuesOf = (f: ListFilter) => ({ ...placeValuesOf(f), status: f.status, pattern: substringPattern(f.search) });

/** Promotions with the names the list and the card show. */
const listed = (db: Db) =>
  db
    .select(rowColumns)
    .from(stocks)
    .innerJoin(partners, eq(partners.uuid, stocks.uuidPartner))
    .leftJoin(cities, eq(cities.uuid, partners.uuidMainCity))
    .leftJoin(categories, eq(categories.uuid, partners.uuidCategory));

/** One page of the list and the total matching the filter, asked at once. */
export async function listStocks(db: Db, filter: ListFilter, page: Page<PromotionSortField>) {
  const shape = shapeOf(filter);
  const values = valuesOf(filter);
  // Every promotion has its partner (a required foreign key): the count joins it only to filter on
  // it, and a join is counted by its estimate when that is broad (countOrEstimate).
  const byPartner = !!(filter.categoryUuids?.length || filter.cityUuids?.length);
  const counted = () =>
    byPartner
      ? db.select(countedRow).from(stocks).innerJoin(partners, eq(partners.uuid, stocks.uuidPartner)).where(whereOf(db, filter))
      : db.select(countedRow).from(stocks).where(whereOf(db, filter));
  const part = (name: string, condition?: SQL) =>
    preparedPart(
      db,
      `${shape}:${page.sortField}:${page.sortDirection}:${name}`,
      {
        rows: () =>
          listed(db)
            .where(and(whereOf(db, filter), condition))
            .orderBy(...orderOf(page, sortColumns, stocks.id))
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset')),
        matching: () =>
          db
            .select(countedRow)
            .from(stocks)
            .innerJoin(partners, eq(partners.uuid, stocks.uuidPartner))
            .leftJoin(cities, eq(cities.uuid, partners.uuidMainCity))
            .where(and(whereOf(db, filter), condition)),
      },
      values,
    );
  const [total, rows] = await Promise.all([
    countOrEstimate(db, shape, counted, values, !!filter.search || byPartner),
    // By city, promotions of partners without one come last in either direction: the others are
    // read through the city and partner indexes (the condition makes the join an inner one).
    page.sortField === 'city'
      ? pageOfParts(page, part('with city', isNotNull(cities.uuid)), part('without city', isNull(partners.uuidMainCity)))
      : part('all').rows(page.limit, page.offset),
  ]);
  return { rows, total };
}
export type StockListRow = Awaited<ReturnType<typeof listStocks>>['rows'][number];

export async function findStock(db: Db, uuid: string): Promise<StockListRow | undefined> {
  const [row] = await listed(db).where(eq(stocks.uuid, uuid)).limit(1);
  return row;
}

/**
 * What the card shows of the partner's trade points: the first cities by name with their counts,
 * a few points of each by address, and how many cities there are; a partner may have thousands.
 */
export async function salePointsOf(db: Db, uuidPartner: string) {
  const page = { offset: 0, limit: promotionLimits.cardCities };
  const { rows, total } = await citiesOfPartner(db, uuidPartner, null, page);
  const points = await pointsOfCities(db, uuidPartner, rows.map((c) => c.uuidCity), promotionLimits.cardPointsPerCity);
  return { cities: rows, points, total };
}

/** Codes still free and codes given to students, in one pass over the promotion's codes. */
export async function codeCounts(db: Db, uuidStock: string): Promise<{ remaining: number; used: number }> {
  const [row] = await db
    .select({
      remaining: sql<number>`count(*) FILTER (WHERE ${promoCodes.uuidStudent} IS NULL)`.mapWith(Number),
      used: sql<number>`count(*) FILTER (WHERE ${promoCodes.uuidStudent} IS NOT NULL)`.mapWith(Number),
    })
    .from(promoCodes)
    .where(eq(promoCodes.uuidStock, uuidStock));
  return { remaining: row?.remaining ?? 0, used: row?.used ?? 0 };
}

/** One page of the codes given to students, newest first, and how many there are in all. */
export async function codeUsage(db: Db, uuidStock: string, offset: number, limit: number) {
  const granted = () => and(eq(promoCodes.uuidStock, sql.placeholder('uuidStock')), isNotNull(promoCodes.uuidStudent));
  const values = { uuidStock, offset, limit };
  const [total, rows] = await Promise.all([
    countUpToCap(db, 'promotions:granted codes', () => db.select(countedRow).from(promoCodes).where(granted()), values),
    preparedFor(db, 'promotions:granted codes', () =>
      db
        .select({ code: promoCodes.code, surname: students.surname, name: students.name, grantedAt: promoCodes.grantedAt })
        .from(promoCodes)
        .innerJoin(students, eq(students.uuid, promoCodes.uuidStudent))
        .where(granted())
        .orderBy(sql`${promoCodes.grantedAt} DESC NULLS LAST`, asc(promoCodes.code))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    ).execute(values),
  ]);
  return { rows, total };
}

/** The stored row, locked until the transaction ends, so that saves of one promotion take turns. */
export async function lockStock(db: Db, uuid: string): Promise<StockRow | undefined> {
  const [row] = await db.select().from(stocks).where(eq(stocks.uuid, uuid)).for('update').limit(1);
  return row;
}

export async function stockExists(db: Db, uuid: string): Promise<boolean> {
  const [row] = await db.select({ uuid: stocks.uuid }).from(stocks).where(eq(stocks.uuid, uuid)).limit(1);
  return !!row;
}

export async function partnerExists(db: Db, uuid: string): Promise<boolean> {
  const [row] = await db.select({ uuid: partners.uuid }).from(partners).where(eq(partners.uuid, uuid)).limit(1);
  return !!row;
}

export async function insertStock(db: Db, values: StockValues): Promise<StockRow> {
  const [row] = await db.insert(stocks).values(values).returning();
  return row;
}

export async function updateStock(db: Db, uuid: string, values: Partial<StockValues>): Promise<StockRow> {
  const [row] = await db.update(stocks).set(values).where(eq(stocks.uuid, uuid)).returning();
  return row;
}

/** The newest import of the promotion's files, or undefined before the first one. */
export async function lastImport(db: Db, uuidStock: string): Promise<ImportRow | undefined> {
  const [row] = await db
    .select()
    .from(promoCodeImports)
    .where(eq(promoCodeImports.uuidStock, uuidStock))
    .orderBy(desc(promoCodeImports.createdAt), desc(promoCodeImports.uuid))
    .limit(1);
  return row;
}

export async function insertImport(db: Db, uuidStock: string, fileKey: string): Promise<ImportRow> {
  const [row] = await db.insert(promoCodeImports).values({ uuidStock, fileKey }).returning();
  return row;
}

/** Imports still waiting for their job: after a crash, some may never have had one queued. */
export async function queuedImports(db: Db): Promise<string[]> {
  const rows = await db.select({ uuid: promoCodeImports.uuid }).from(promoCodeImports).where(eq(promoCodeImports.state, 'queued'));
  return rows.map((r) => r.uuid);
}

export async function findImport(db: Db, uuid: string): Promise<ImportRow | undefined> {
  const [row] = await db.select().from(promoCodeImports).where(eq(promoCodeImports.uuid, uuid)).limit(1);
  return row;
}

export type ImportProgress = Pick<ImportRow, 'linesRead' | 'malformed' | 'malformedLines'> &
  Partial<Pick<ImportRow, 'imported' | 'duplicates' | 'state' | 'finishedAt' | 'error'>>;

/**
 * Moves the checkpoint of a running import from `fromLine` on; false when the row is gone, has
 * finished, or another run has moved it meanwhile (then the caller's transaction must not commit).
 */
export async function advanceImport(db: Db, uuid: string, fromLine: number, progress: ImportProgress): Promise<boolean> {
  const rows = await db
    .update(promoCodeImports)
    .set(progress)
    .where(and(eq(promoCodeImports.uuid, uuid), eq(promoCodeImports.state, 'running'), eq(promoCodeImports.linesRead, fromLine)))
    .returning({ uuid: promoCodeImports.uuid });
  return rows.length === 1;
}

/** Marks an unfinished import as running (or failed, with the reason); finished ones stay as they are. */
export async function setImportState(db: Db, uuid: string, state: 'running' | 'failed', error: string | null = null): Promise<void> {
  await db
    .update(promoCodeImports)
    .set({ state, error, finishedAt: state === 'failed' ? new Date() : null })
    .where(and(eq(promoCodeImports.uuid, uuid), inArray(promoCodeImports.state, ['queued', 'running'])));
}

/**
 * Queues a failed import again from its checkpoint: the batches it committed are in the
 * promotion with their counts; false when it is not failed, e.g. a second click.
 */
export async function resumeFailedImport(db: Db, uuid: string): Promise<boolean> {
  const rows = await db
    .update(promoCodeImports)
    .set({ state: 'queued', error: null, finishedAt: null })
    .where(and(eq(promoCodeImports.uuid, uuid), eq(promoCodeImports.state, 'failed')))
    .returning({ uuid: promoCodeImports.uuid });
  return rows.length > 0;
}

/** Until the transaction ends, a statement waiting longer than `ms` for a lock fails instead. */
export async function limitLockWait(tx: Db, ms: number): Promise<void> {
  await tx.execute(sql`SELECT set_config('lock_timeout', ${`${ms}ms`}, true)`);
}

/**
 * Adds a batch of codes an import has read to its promotion, skipping those the promotion has (a
 * code twice in the batch counts once); answers how many were added. The codes go in sorted
 * (here: the database would sort them on disk past its work memory), which fills the code index
 * page after page and makes batches written side by side take their row locks in one order, so
 * they wait on each other without a deadlock. They travel as one newline-joined parameter: a code
 * never holds a newline, and one text parameter is cheaper for both drivers than 50 000 array items.
 */
export async function addCodes(db: Db, uuidStock: string, codes: string[]): Promise<number> {
  if (!codes.length) return 0;
  // UTF-16 order is the code points' order for codes (no surrogates), hence the bytes' order of COLLATE "C".
  const sorted = [...codes].sort().join('\n');
  const result = (await db.execute(sql`
    INSERT INTO ${promoCodes} (uuid_stock, code)
    SELECT ${uuidStock}::uuid, code FROM unnest(string_to_array(${sorted}::text, chr(10))) AS code
    ON CONFLICT (uuid_stock, code) DO NOTHING`)) as unknown as { rowCount?: number | null; affectedRows?: number };
  // node-postgres and PGlite name the count of inserted rows differently.
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}
