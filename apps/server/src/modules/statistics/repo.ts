import { gte, sql, type SQL } from 'drizzle-orm';
import { unionAll, type PgColumn } from 'drizzle-orm/pg-core';
import type { StatisticsItem } from '@sks/contract';
import type { Db } from '../../platform/db/client.js';
import { students, universities } from '../universities/schema.js';
import { partners, salePoints } from '../partners/schema.js';
import { stocks } from '../promotions/schema.js';
import { rzdApplications } from '../rzd/schema.js';

const counted = { universities, students, partners, points: salePoints, stocks, rzd: rzdApplications } as const;
type Counted = (typeof counted)[StatisticsItem];

export type Counts = Record<StatisticsItem, { a: number; b: number }>;

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * One statement over the six tables: per table the count of rows matching `a` and `b`,
 * optionally only over rows created since `from` (then the created_at index does the work).
 */
async function countEach(db: Db, a: (c: PgColumn) => SQL, b: (c: PgColumn) => SQL, from?: Date): Promise<Counts> {
  const items = Object.keys(counted) as StatisticsItem[];
  const selectOf = (item: StatisticsItem) => {
    const table: Counted = counted[item];
    const query = db
      .select({ item: sql<string>`${item}::text`, a: countWhere(a(table.createdAt)), b: countWhere(b(table.createdAt)) })
      .from(table);
    return from ? query.where(gte(table.createdAt, from)) : query;
  };
  const [first, second, ...rest] = items.map(selectOf);
  const rows = await unionAll(first, second, ...rest);
  const result = Object.fromEntries(items.map((i) => [i, { a: 0, b: 0 }])) as Counts;
  for (const row of rows) result[row.item as StatisticsItem] = { a: Number(row.a), b: Number(row.b) };
  return result;
}

/** a = every row, b = rows created since `recentFrom`. */
export function countTotalAndRecent(db: Db, recentFrom: Date): Promise<Counts> {
  return countEach(db, () => sql`true`, (c) => sql`${c} >= ${at(recentFrom)}`);
}

/** a = rows created since `recentFrom`, b = rows created in [previousFrom, recentFrom). */
export function countRecentAndPrevious(db: Db, recentFrom: Date, previousFrom: Date): Promise<Counts> {
  return countEach(db, (c) => sql`${c} >= ${at(recentFrom)}`, (c) => sql`${c} < ${at(recentFrom)}`, previousFrom);
}

