import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import type { Storage } from '../platform/storage/storage.js';
import { categories } from '../modules/lookups/schema.js';
import { partners } from '../modules/partners/schema.js';
import { promoCodeImports, promoCodes, stocks } from '../modules/promotions/schema.js';
import { students } from '../modules/universities/schema.js';
import { promotionBlockReasons, promotionTexts } from './promotions-data.js';
import { prng } from './random.js';

const dayMs = 86_400_000;
const batch = 5_000;
export const demoPromotionCount = 120;

/**
 * The demo's promotions: running, blocked, finished and not yet started ones over the demo
 * partners; every third has a file of promo codes (imported, as the job would leave it), and
 * some of those codes went to demo students.
 */
export async function seedPromotions(db: Db, storage: Storage, now = new Date()): Promise<void> {
  const rng = prng(20_261_201);
  const owners = await db
    .select({ uuid: partners.uuid, category: categories.name })
    .from(partners)
    .leftJoin(categories, eq(categories.uuid, partners.uuidCategory))
    .orderBy(partners.id);
  const studentUuids = (await db.select({ uuid: students.uuid }).from(students).limit(1_500)).map((s) => s.uuid);

  const rows = Array.from({ length: demoPromotionCount }, (_, i) => {
    const owner = owners[(i * 7) % owners.length];
    const text = rng.pick(promotionTexts[owner.category ?? ''] ?? promotionTexts['Еда и напитки']);
    // A quarter each: running, finished, starting later, and running but blocked.
    const phase = i % 4;
    const begin = phase === 1 ? -rng.int(60, 120) : phase === 2 ? rng.int(3, 40) : -rng.int(1, 30);
    const length = rng.int(14, 60);
    const blocked = phase === 3;
    return {
      uuidPartner: owner.uuid,
      name: text.name,
      description: text.description,
      status: blocked ? ('blocked' as const) : ('active' as const),
      reasonBlocked: blocked ? rng.pick(promotionBlockReasons) : null,
      dateBegin: new Date(now.getTime() + begin * dayMs),
      dateEnd: new Date(now.getTime() + (begin + length) * dayMs),
      winLimit: rng.pick([1, 1, 2, 3, null]),
      // Made a few days before it began, or before today for one that begins later.
      createdAt: new Date(now.getTime() + (Math.min(begin, 0) - rng.int(1, 10)) * dayMs),
    };
  });
  // Inserted in the order they were made, so ids (the 'По дате добавления' sort) follow creation dates.
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const saved = await db.insert(stocks).values(rows).returning({ uuid: stocks.uuid });

  // Given out within two weeks of the start, and never later than today.
  const grantedAfter = (begin: Date) => new Date(Math.min(now.getTime() - 3_600_000, begin.getTime() + rng.int(1, 14 * 24) * 3_600_000));
  const codeRows: (typeof promoCodes.$inferInsert)[] = [];
  for (let i = 0; i < saved.length; i += 3) {
    const uuidStock = saved[i].uuid;
    const count = rng.int(1_000, 2_000);
    const codes = Array.from({ length: count }, (_, k) => `SKS${String(i).padStart(3, '0')}${String(k).padStart(5, '0')}`);
    const fileKey = `private/codes/demo-${i + 1}.csv`;
    await storage.put(fileKey, Buffer.from(`${codes.join('\n')}\n`), 'text/csv');
    await db.update(stocks).set({ fileKey }).where(eq(stocks.uuid, uuidStock));
    const used = rows[i].dateBegin.getTime() < now.getTime() ? rng.int(5, Math.floor(count / 4)) : 0;
    codes.forEach((code, k) =>
      codeRows.push(
        k < used
          ? { uuidStock, code, uuidStudent: rng.pick(studentUuids), grantedAt: grantedAfter(rows[i].dateBegin) }
          : { uuidStock, code },
      ),
    );
    await db.insert(promoCodeImports).values({
      uuidStock,
      fileKey,
      state: 'done',
      linesRead: count,
      imported: count,
      createdAt: rows[i].createdAt,
      finishedAt: rows[i].createdAt,
    });
  }
  for (let from = 0; from < codeRows.length; from += batch) await db.insert(promoCodes).values(codeRows.slice(from, from + batch));
}
