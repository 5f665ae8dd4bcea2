import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import { adsContracts, adsCreatives, adsImpressions, okved } from '../schema.js';

export type AdsCreativeRow = { creative: typeof adsCreatives.$inferSelect; clientId: string };
const columns = { creative: adsCreatives, clientId: adsContracts.clientId };

export async function findCreative(db: Db, id: string): Promise<AdsCreativeRow | null> {
  const [row] = await db.select(columns).from(adsCreatives).innerJoin(adsContracts, eq(adsContracts.id, adsCreatives.contractId)).where(eq(adsCreatives.id, id));
  return row ?? null;
}

export async function creativesOfContract(db: Db, contractId: string): Promise<AdsCreativeRow[]> {
  return db
    .select(columns)
    .from(adsCreatives)
    .innerJoin(adsContracts, eq(adsContracts.id, adsCreatives.contractId))
    .where(eq(adsCreatives.contractId, contractId))
    .orderBy(desc(adsCreatives.seq));
}

export async function lockCreative(db: Db, id: string) {
  const [row] = await db.select().from(adsCreatives).where(eq(adsCreatives.id, id)).for('update');
  return row ?? null;
}

export async function insertCreative(db: Db, values: typeof adsCreatives.$inferInsert) {
  const [row] = await db.insert(adsCreatives).values(values).returning();
  return row;
}

export async function setActive(db: Db, id: string, active: boolean) {
  const [row] = await db.update(adsCreatives).set({ active }).where(eq(adsCreatives.id, id)).returning();
  return row;
}

/** The codes of `codes` that the classifier does not know. */
export async function unknownOkveds(db: Db, codes: string[]): Promise<string[]> {
  const known = await db.select({ code: okved.code }).from(okved).where(inArray(okved.code, codes));
  const set = new Set(known.map((k) => k.code));
  return codes.filter((c) => !set.has(c));
}

/** Adds `count` displays to the creative's Moscow day. */
export async function countImpressions(db: Db, creativeId: string, day: string, count: number) {
  await db
    .insert(adsImpressions)
    .values({ creativeId, day, count })
    .onConflictDoUpdate({ target: [adsImpressions.creativeId, adsImpressions.day], set: { count: sql`${adsImpressions.count} + ${count}` } });
}

/** The displays the app counted for a creative between two days (inclusive), or null when it counted none. */
export async function countedImpressions(db: Db, creativeId: string, from: string, to: string): Promise<number | null> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${adsImpressions.count})` })
    .from(adsImpressions)
    .where(and(eq(adsImpressions.creativeId, creativeId), gte(adsImpressions.day, from), lte(adsImpressions.day, to)));
  return row?.total === null || row?.total === undefined ? null : Number(row.total);
}

export async function creativeIdOfErid(db: Db, erid: string): Promise<string | null> {
  const [row] = await db.select({ id: adsCreatives.id }).from(adsCreatives).where(eq(adsCreatives.erid, erid));
  return row?.id ?? null;
}
