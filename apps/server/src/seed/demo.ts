import { count } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import type { Storage } from '../platform/storage/storage.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { users } from '../modules/auth/schema.js';
import { demoAccounts, demoPassword } from './demo-accounts.js';
import { seedUniversities } from './universities.js';
import { seedPartners } from './partners.js';
import { seedPromotions } from './promotions.js';
import { seedNews } from './news.js';
import { seedAds } from './ads.js';
import { seedReviews } from './reviews.js';
import { seedRzd } from './rzd.js';
import { seedKnowledge } from './knowledge.js';
import { seedPromocodes } from './promocodes.js';
import { seedPartnerViews } from './statistics.js';

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) === 0;
}

/**
 * Loads the demo data set into an empty database, in one transaction; its images go to `storage`.
 * It builds on the reference cities and categories that migration 0018 puts in every installation.
 */
export async function seedDemo(db: Db, storage: Storage): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    await tx.insert(users).values(
      demoAccounts.map((a) => ({ ...a, passwordHash, reasonBlocked: a.status ? 'Нарушение соглашения' : null })),
    );
    await seedUniversities(tx);
    await seedPartners(tx, storage);
    await seedPromotions(tx, storage);
    await seedNews(tx, storage);
    await seedAds(tx, storage);
    await seedReviews(tx);
    await seedRzd(tx);
    await seedKnowledge(tx);
    await seedPromocodes(tx);
    await seedPartnerViews(tx);
  });
}
