import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import { promocodeRegistrations, registrationPromocodes } from '../modules/promocodes/schema.js';
import { students } from '../modules/universities/schema.js';
import { prng } from './random.js';

const dayMs = 86_400_000;
export const demoPromocodeCount = 40;
/** Demo students who signed up with a current code: about 40 a code, so statistics pages through. */
export const demoPromocodeRegistrations = 600;

const prefixes = ['STUDENT', 'WELCOME', 'CAMPUS', 'FRESH', 'SESSION', 'START', 'UNI', 'FIRST', 'KURS', 'SKS'] as const;
const texts = [
  'Промокод для первокурсников: месяц подписки в подарок',
  'Для участников дня открытых дверей',
  'Партнёрская рассылка вуза',
  'Код из студенческого чата',
  'Для участников летней школы',
  'Код с афиши в общежитии',
  '',
] as const;

/**
 * The demo's registration promo codes: a third each current, expired and starting later, and
 * demo students registered with the current ones (after each one's start, before today).
 * Two statements over sets; the registrations are drawn in SQL from the students in id order.
 */
export async function seedPromocodes(db: Db, now = new Date()): Promise<void> {
  const rng = prng(20_261_302);
  const rows = Array.from({ length: demoPromocodeCount }, (_, i) => {
    // 0: current, 1: expired, 2: starts later.
    const phase = i % 3;
    const begin = phase === 1 ? -rng.int(60, 200) : phase === 2 ? rng.int(2, 45) : -rng.int(3, 90);
    // An expired code ended before today; a current one runs on past today.
    const length = phase === 1 ? rng.int(7, -begin - 1) : phase === 0 ? -begin + rng.int(20, 150) : rng.int(30, 180);
    const start = new Date(Math.floor((now.getTime() + begin * dayMs) / 900_000) * 900_000);
    return {
      promocode: `${prefixes[i % prefixes.length]}${i + 1}`,
      content: rng.pick(texts),
      startDate: start,
      expirationDate: new Date(start.getTime() + length * dayMs),
      createdAt: new Date(Math.min(start.getTime(), now.getTime()) - rng.int(1, 10) * dayMs),
    };
  });
  await db.insert(registrationPromocodes).values(rows);

  await db.execute(sql`
    WITH current_codes AS (
      SELECT ${registrationPromocodes.id} AS id, ${registrationPromocodes.startDate} AS start_date,
             row_number() OVER (ORDER BY ${registrationPromocodes.id}) - 1 AS k, count(*) OVER () AS n
      FROM ${registrationPromocodes}
      WHERE ${registrationPromocodes.startDate} <= ${now} AND ${registrationPromocodes.expirationDate} >= ${now}
    ), signed_up AS (
      SELECT ${students.uuid} AS uuid, row_number() OVER (ORDER BY ${students.id}) - 1 AS r
      FROM ${students} ORDER BY ${students.id} LIMIT ${demoPromocodeRegistrations}
    )
    INSERT INTO ${promocodeRegistrations} (id_promocode, uuid_student, login, created_at)
    SELECT c.id, s.uuid, '79' || lpad(((s.r * 7919 + 104729) % 1000000000)::text, 9, '0'),
           c.start_date + (${now}::timestamptz - c.start_date) * (((s.r * 37) % 97 + 1) / 100.0)
    FROM signed_up s JOIN current_codes c ON c.k = s.r % c.n`);
}
