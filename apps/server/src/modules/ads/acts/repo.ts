import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import { adsActs } from '../schema.js';

export type AdsActRow = typeof adsActs.$inferSelect;

export async function findAct(db: Db, id: string, lock = false): Promise<AdsActRow | null> {
  const query = db.select().from(adsActs).where(eq(adsActs.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export const actsOfCreative = (db: Db, creativeId: string) => db.select().from(adsActs).where(eq(adsActs.creativeId, creativeId)).orderBy(desc(adsActs.seq));

export async function insertAct(db: Db, values: typeof adsActs.$inferInsert) {
  const [row] = await db.insert(adsActs).values(values).returning();
  return row;
}

export async function updateAct(db: Db, id: string, values: Partial<typeof adsActs.$inferInsert>) {
  const [row] = await db.update(adsActs).set(values).where(eq(adsActs.id, id)).returning();
  return row;
}
