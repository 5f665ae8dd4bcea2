import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';

/**
 * The large data set for benchmarks: `universities` rows spread over the seeded cities, with
 * `studentsPer` students each. Built inside the database (generate_series) so that a hundred
 * thousand rows take seconds, not minutes. Run after the demo seed (it needs the cities).
 */
export async function seedSynthetic(db: Db, opts: { universities: number; studentsPer: number }): Promise<void> {
  await db.execute(sql`
    INSERT INTO universities (short_name, name_univer, end_contract, uuid_city, address, email, delegate_surname, phone, status, reason_blocked)
    SELECT 'СУ-' || g,
           'Синтетический университет номер ' || g,
           current_date + ((g % 900) - 300),
           c.uuid,
           'ул. Тестовая, д. ' || g,
           'u' || g || '@synthetic.example',
           'Представитель ' || g,
           '7900' || lpad(g::text, 7, '0'),
           CASE WHEN g % 10 = 0 THEN 'blocked' ELSE 'active' END,
           CASE WHEN g % 10 = 0 THEN 'Нарушение соглашения' END
    FROM generate_series(1, ${opts.universities}) AS g
    JOIN LATERAL (SELECT uuid FROM cities ORDER BY name OFFSET (g % (SELECT count(*) FROM cities)) LIMIT 1) c ON true`);
  await db.execute(sql`
    INSERT INTO students (uuid_univer, surname, name, course, created_at)
    SELECT u.uuid, 'Студент', 'Номер ' || s, 1 + s % 5, now() - make_interval(days => s % 700)
    FROM universities u CROSS JOIN generate_series(1, ${opts.studentsPer}) AS s
    WHERE u.email LIKE '%@synthetic.example'`);
  await db.execute(sql`ANALYZE`);
}
