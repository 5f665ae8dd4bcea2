import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import { preparedFor } from '../../../platform/db/prepared.js';
import { partners } from '../../partners/schema.js';
import { adsPartners } from '../schema.js';
import { matchesAny, offsetOf, type AdsPage } from '../paging.js';
import { countedRow, countOrEstimate } from '../../../platform/paging.js';
import { substringPattern } from '../../lookups/repo.js';

const columns = { partner: adsPartners, partnerName: partners.name };
export type AdsPartnerRow = { partner: typeof adsPartners.$inferSelect; partnerName: string };

type ListFilter = { search?: string; success?: boolean };

/** The search on the `pattern` placeholder, bound at each call; whether there is one is part of the list's shape. */
const searchOf = (): SQL | undefined => matchesAny(sql.placeholder('pattern'), [adsPartners.name, adsPartners.inn, adsPartners.partnerName]);

const whereOf = (f: ListFilter): SQL | undefined => and(f.search ? searchOf() : undefined, f.success ? eq(adsPartners.ordState, 'success') : undefined);

export async function listPartners(db: Db, filter: ListFilter, page: AdsPage) {
  const shape = ['ads:partners', filter.search ? 'search' : '', filter.success ? 'success' : ''].join(':');
  const values = { pattern: substringPattern(filter.search), limit: page.limit, offset: offsetOf(page) };
  const [rows, total] = await Promise.all([
    preparedFor(db, shape, () =>
      db
        .select(columns)
        .from(adsPartners)
        .innerJoin(partners, eq(partners.uuid, adsPartners.uuidPartner))
        .where(whereOf(filter))
        .orderBy(desc(adsPartners.seq))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    ).execute(values),
    // Every ad partner has its platform partner (a required foreign key), and the filter reads none of its columns.
    countOrEstimate(db, shape, () => db.select(countedRow).from(adsPartners).where(whereOf(filter)), values, !!filter.search),
  ]);
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
