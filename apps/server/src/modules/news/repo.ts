import { count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { news } from './schema.js';

export async function countAwaitingModeration(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(news).where(eq(news.approve, 'wait'));
  return Number(row?.n ?? 0);
}
