import { count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { reviews } from './schema.js';

export async function countAwaitingModeration(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(eq(reviews.status, 'moderation'));
  return Number(row?.n ?? 0);
}
