import { count } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import type { Storage } from '../platform/storage/storage.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { users } from '../modules/auth/schema.js';
import { categories, cities } from '../modules/lookups/schema.js';
import { demoAccounts, demoPassword } from './demo-accounts.js';
import { demoCategories, demoCities } from './reference.js';
import { seedUniversities } from './universities.js';
import { seedPartners } from './partners.js';
import { seedPromotions } from './promotions.js';
import { seedNews } from './news.js';

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) === 0;
}

/** Loads the demo data set into an empty database, in one transaction; its images go to `storage`. */
export async function seedDemo(db: Db, storage: Storage): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    await tx.insert(cities).values(demoCities.map((name) => ({ name }))).onConflictDoNothing();
    await tx.insert(categories).values(demoCategories.map((name) => ({ name }))).onConflictDoNothing();
    await tx.insert(users).values(
      demoAccounts.map((a) => ({ ...a, passwordHash, reasonBlocked: a.status ? 'Нарушение соглашения' : null })),
    );
    await seedUniversities(tx);
    await seedPartners(tx, storage);
    await seedPromotions(tx, storage);
    await seedNews(tx, storage);
  });
}
