import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import { partners } from '../modules/partners/schema.js';
import { partnerViews } from '../modules/statistics/schema.js';
import { rebuildRollups } from '../modules/statistics/views-repo.js';
import { monthFromOf } from '../modules/statistics/views-service.js';

export const demoViewDays = 90;

/**
 * Views of every demo partner over the last 90 days, in one INSERT ... SELECT: a partner's daily
 * views fall with its rank as in a Zipf law (the first few far ahead), vary by day, and a share
 * of them, its own, are barcodes shown at the till. The numbers come from hashtext of the rank,
 * the day and the event, so every first start builds the same data set. The roll-ups are then
 * made from the events as the ingest would have made them.
 */
export async function seedPartnerViews(db: Db, now = new Date()): Promise<void> {
  await db.execute(sql`
    WITH ranked AS (
      SELECT uuid, row_number() OVER (ORDER BY id) AS r FROM ${partners}
    ), days AS (
      SELECT r.uuid, r.r, d.d,
             floor(250 / power(r.r, 1.3) * (0.4 + (abs(hashtext(r.r || ':' || d.d)) % 1000) / 1000.0))::int AS n
      FROM ranked r CROSS JOIN generate_series(0, ${demoViewDays - 1}) AS d(d)
    )
    INSERT INTO ${partnerViews} (uuid_partner, kind, at, received_at)
    SELECT uuid,
           CASE WHEN abs(hashtext(r || ':' || d || ':' || i)) % 100 < 20 + (r * 37) % 40 THEN 'barcode' ELSE 'card' END,
           ${now.toISOString()}::timestamptz - make_interval(secs => d * 86400 + abs(hashtext(i || ':' || r || ':' || d)) % 86400),
           ${now.toISOString()}::timestamptz
    FROM days CROSS JOIN LATERAL generate_series(1, greatest(n, 1)) AS i`);
  await rebuildRollups(db, monthFromOf(now));
}
