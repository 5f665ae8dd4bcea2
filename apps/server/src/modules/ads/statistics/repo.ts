import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import { adsStatistics } from '../schema.js';

export type AdsStatisticRow = typeof adsStatistics.$inferSelect;

export async function findStatistic(db: Db, id: string, lock = false): Promise<AdsStatisticRow | null> {
  const query = db.select().from(adsStatistics).where(eq(adsStatistics.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export const statisticsOfCreative = (db: Db, creativeId: string) =>
  db.select().from(adsStatistics).where(eq(adsStatistics.creativeId, creativeId)).orderBy(desc(adsStatistics.month));

/** Whether the creative has statistics for the month other than `except`. */
export async function monthTaken(db: Db, creativeId: string, month: string, except?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: adsStatistics.id })
    .from(adsStatistics)
    .where(and(eq(adsStatistics.creativeId, creativeId), eq(adsStatistics.month, month), except ? ne(adsStatistics.id, except) : undefined));
  return !!row;
}

export async function insertStatistic(db: Db, values: typeof adsStatistics.$inferInsert) {
  const [row] = await db.insert(adsStatistics).values(values).returning();
  return row;
}

export async function updateStatistic(db: Db, id: string, values: Partial<typeof adsStatistics.$inferInsert>) {
  const [row] = await db.update(adsStatistics).set(values).where(eq(adsStatistics.id, id)).returning();
  return row;
}
