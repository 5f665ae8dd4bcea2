import { and, asc, eq, exists, gte, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import { unionAll, type PgColumn } from 'drizzle-orm/pg-core';
import type { StatisticsItem, UniversitySearchResult } from '@sks/contract';
import type { Db } from '../../platform/db/client.js';
import { substringPattern } from '../lookups/repo.js';
import { students, universities } from '../universities/schema.js';
import { partners, salePoints } from '../partners/schema.js';
import { stocks } from '../promotions/schema.js';
import { rzdApplications } from '../rzd/schema.js';
import { byName } from '../../platform/db/collation.js';

const counted = { universities, students, partners, points: salePoints, stocks, rzd: rzdApplications } as const;
type Counted = (typeof counted)[StatisticsItem];

export type Counts = Partial<Record<StatisticsItem, { a: number; b: number }>>;
/** Which rows of each counted table belong to what is counted (all of them when absent). */
export type Scope = Partial<Record<StatisticsItem, SQL>>;

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * One statement over the counted tables: per table the count of rows matching `a` and `b`,
 * optionally only over rows created since `from` (then the created_at index does the work).
 */
async function countEach(
  db: Db,
  items: readonly StatisticsItem[],
  scope: Scope,
  a: (c: PgColumn) => SQL,
  b: (c: PgColumn) => SQL,
  from?: Date,
): Promise<Counts> {
  const selectOf = (item: StatisticsItem) => {
    const table: Counted = counted[item];
    const query = db
      .select({ item: sql<string>`${item}::text`, a: countWhere(a(table.createdAt)), b: countWhere(b(table.createdAt)) })
      .from(table);
    return query.where(and(scope[item], from ? gte(table.createdAt, from) : undefined));
  };
  const [first, second, ...rest] = items.map(selectOf);
  const rows = await unionAll(first, second, ...rest);
  const result: Counts = Object.fromEntries(items.map((i) => [i, { a: 0, b: 0 }]));
  for (const row of rows) result[row.item as StatisticsItem] = { a: Number(row.a), b: Number(row.b) };
  return result;
}

/** a = every row, b = rows created since `recentFrom`. */
export function countTotalAndRecent(db: Db, items: readonly StatisticsItem[], scope: Scope, recentFrom: Date): Promise<Counts> {
  return countEach(db, items, scope, () => sql`true`, (c) => sql`${c} >= ${at(recentFrom)}`);
}

/** a = rows created since `recentFrom`, b = rows created in [previousFrom, recentFrom). */
export function countRecentAndPrevious(
  db: Db,
  items: readonly StatisticsItem[],
  scope: Scope,
  recentFrom: Date,
  previousFrom: Date,
): Promise<Counts> {
  return countEach(db, items, scope, (c) => sql`${c} >= ${at(recentFrom)}`, (c) => sql`${c} < ${at(recentFrom)}`, previousFrom);
}

/** Rows of one counted table per Moscow calendar month ('YYYY-MM'), created since `from`. */
export async function countPerMonth(db: Db, item: StatisticsItem, scope: Scope, from: Date): Promise<Map<string, number>> {
  const table: Counted = counted[item];
  const month = sql<string>`to_char(${table.createdAt} at time zone 'Europe/Moscow', 'YYYY-MM')`;
  const rows = await db
    .select({ month, value: sql<number>`count(*)`.mapWith(Number) })
    .from(table)
    .where(and(scope[item], gte(table.createdAt, from)))
    .groupBy(month);
  return new Map(rows.map((r) => [r.month, r.value]));
}

/**
 * What belongs to one university: its students and their railway applications; the sale points
 * in its city; the partners with a point there and their promotions (docs/decisions.md).
 */
export function universityScope(uuidUniver: string, uuidCity: string): Scope {
  const pointInCity = (partner: PgColumn) =>
    exists(
      sql`(select 1 from ${salePoints} where ${salePoints.uuidPartner} = ${partner} and ${salePoints.uuidCity} = ${uuidCity})`,
    );
  return {
    students: eq(students.uuidUniver, uuidUniver),
    rzd: exists(sql`(select 1 from ${students} where ${students.uuid} = ${rzdApplications.uuidStudent} and ${students.uuidUniver} = ${uuidUniver})`),
    points: eq(salePoints.uuidCity, uuidCity),
    partners: pointInCity(partners.uuid),
    stocks: pointInCity(stocks.uuidPartner),
  };
}

export async function universityCity(db: Db, uuid: string): Promise<string | null> {
  const [row] = await db.select({ uuidCity: universities.uuidCity }).from(universities).where(eq(universities.uuid, uuid));
  return row?.uuidCity ?? null;
}

/** Universities whose short or full name holds the text; the trigram index narrows, the names decide. */
export function searchUniversities(db: Db, text: string, limit: number): Promise<UniversitySearchResult[]> {
  const pattern = substringPattern(text);
  return db
    .select({ uuidUniversity: universities.uuid, shortName: universities.shortName })
    .from(universities)
    .where(
      and(
        like(universities.searchText, sql`lower(${pattern})`),
        or(ilike(universities.shortName, pattern), ilike(universities.nameUniver, pattern)),
      ),
    )
    .orderBy(asc(byName(universities.shortName)), asc(universities.uuid))
    .limit(limit);
}
