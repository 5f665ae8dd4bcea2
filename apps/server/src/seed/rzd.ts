import { sql } from 'drizzle-orm';
import { rzdMessages, rzdRejectionOptions } from '@sks/contract';
import type { Db } from '../platform/db/client.js';

export const demoRzdCount = 1_500;

/** Reasons of the demo's rejected applications: the modal's options, free texts and none given. */
const demoReasons = [
  ...rzdRejectionOptions.map((o) => o.message),
  'Студенческий билет просрочен',
  'Нет подтверждения очной формы обучения',
  rzdMessages.noReason,
];

/**
 * 1 500 railway applications over the demo students, one each (so the one-open rule holds), in
 * one statement: students in a fixed pseudo-random order (md5 of their id), statuses about 40 %
 * at work, 35 % approved and 25 % rejected, sent over the last 6 months.
 */
export async function seedRzd(db: Db): Promise<void> {
  await db.execute(sql`
    WITH picked AS (
      SELECT uuid, row_number() OVER (ORDER BY md5(id::text)) AS n
      FROM students
      ORDER BY md5(id::text)
      LIMIT ${demoRzdCount}
    ), shaped AS (
      SELECT uuid, n,
        CASE WHEN n % 20 < 8 THEN 'at_work' WHEN n % 20 < 15 THEN 'approved' ELSE 'rejected' END AS status,
        now() - ((n * 7919) % (180 * 24 * 60)) * interval '1 minute' AS sent
      FROM picked
    )
    INSERT INTO rzd_applications (uuid_student, status_rzd, message, created_at, updated_at)
    SELECT uuid, status,
      CASE WHEN status = 'rejected' THEN (ARRAY[${sql.join(demoReasons.map((r) => sql`${r}::text`), sql`, `)}])[1 + n % ${demoReasons.length}] END,
      sent,
      CASE WHEN status = 'at_work' THEN sent ELSE least(sent + interval '2 days', now()) END
    FROM shaped`);
}
