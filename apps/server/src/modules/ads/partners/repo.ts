import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { anyOf } from '../../../platform/db/any-of.js';
import type { Db } from '../../../platform/db/client.js';
import { partners } from '../../partners/schema.js';
import { adsPartners } from '../schema.js';
import { containsAny, offsetOf, type AdsPage } from '../paging.js';

const columns = { partner: adsPartners, partnerName: partners.name };
export type AdsPartnerRow = { partner: typeof adsPartners.$inferSelect; partnerName: string };

export async function listPartners(db: Db, filter: { search?: string; success?: boolean }, page: AdsPage) {
  // The platform partner's name as a list of keys found by its trigram index, so each side of the search keeps its index.
  const byPartner = (pattern: string) => anyOf(adsPartners.uuidPartner, db.select({ uuid: partners.uuid }).from(partners).where(ilike(partners.name, pattern)));
  const where: SQL | undefined = and(
    containsAny(filter.search, [adsPartners.name, adsPartners.inn], byPartner),
    filter.success ? eq(adsPartners.ordState, 'success') : undefined,
  );
  const rows = await db
    .select(columns)
    .from(adsPartners)
    .innerJoin(partners, eq(partners.uuid, adsPartners.uuidPartner))
    .where(where)
    .orderBy(desc(adsPartners.seq))
    .limit(page.limit)
    .offset(offsetOf(page));
  // Every ad partner has its platform partner (a required foreign key), and the filter reads none of its columns.
  const [{ total }] = await db.select({ total: count() }).from(adsPartners).where(where);
  return { rows, total };
}

export async function findPartner(db: Db, id: string): Promise<AdsPartnerRow | null> {
  const [row] = await db.select(columns).from(adsPartners).innerJoin(partners, eq(partners.uuid, adsPartners.uuidPartner)).where(eq(adsPartners.id, id));
  return row ?? null;
}

export async function lockPartner(db: Db, id: string) {
  const [row] = await db.select().from(adsPartners).where(eq(adsPartners.id, id)).for('update');
  return row ?? null;
}

export async function platformPartnerExists(db: Db, uuid: string): Promise<boolean> {
  const [row] = await db.select({ uuid: partners.uuid }).from(partners).where(eq(partners.uuid, uuid));
  return !!row;
}

export async function insertPartner(db: Db, values: typeof adsPartners.$inferInsert) {
  const [row] = await db.insert(adsPartners).values(values).onConflictDoNothing({ target: adsPartners.uuidPartner }).returning();
  return row ?? null;
}

export async function updatePartner(db: Db, id: string, values: Pick<typeof adsPartners.$inferInsert, 'type' | 'inn' | 'name'>) {
  const [row] = await db.update(adsPartners).set(values).where(eq(adsPartners.id, id)).returning();
  return row;
}
