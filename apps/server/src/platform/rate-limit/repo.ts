import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from './schema.js';

/**
 * Counts one request against `key` in a fixed window of `windowMs` and answers the count and the
 * milliseconds left in the window. One statement: the row lock of the upsert makes concurrent
 * requests of every instance count one after another.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const result = await db.execute(sql`
    INSERT INTO ${rateLimits} AS r (key, hits, reset_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
      reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
    RETURNING r.hits AS current, greatest(0, ceil(extract(epoch FROM r.reset_at - now()) * 1000))::bigint AS ttl`);
  const [row] = (result as unknown as { rows: { current: number | string; ttl: number | string }[] }).rows;
  return { current: Number(row.current), ttl: Number(row.ttl) };
}

/** Drops the counters whose window has ended; the next request of a key starts a new one anyway. */
export async function deleteEndedWindows(db: Db): Promise<number> {
  const rows = await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date())).returning({ key: rateLimits.key });
  return rows.length;
}
