import { and, count, desc, eq, ilike, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { anyOf } from '../../../platform/db/any-of.js';
import type { Db } from '../../../platform/db/client.js';
import { preparedFor } from '../../../platform/db/prepared.js';
import { adsContracts, adsCreatives, adsPartners } from '../schema.js';
import { matchesAny, offsetOf, type AdsPage } from '../paging.js';
import { countedRow, countOrEstimate } from '../../../platform/paging.js';
import { substringPattern } from '../../lookups/repo.js';

const columns = {
  contract: adsContracts,
  partnerName: adsPartners.name,
  countCreatives: sql<number>`(SELECT count(*)::int FROM ${adsCreatives} WHERE ${adsCreatives.contractId} = ${adsContracts.id})`,
};
export type AdsContractRow = { contract: typeof adsContracts.$inferSelect; partnerName: string; countCreatives: number };

/** The search on the `pattern` placeholder, bound at each call; whether there is one is the list's shape. */
function searchOf(db: Db, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  // The client's name as a list of keys found by its trigram index, so each side of the search keeps its index.
  const byClient = (pattern: Placeholder) => anyOf(adsContracts.clientId, db.select({ id: adsPartners.id }).from(adsPartners).where(ilike(adsPartners.name, pattern)));
  return matchesAny(sql.placeholder('pattern'), [adsContracts.number], byClient);
}

export async function listContracts(db: Db, search: string | undefined, page: AdsPage) {
  const shape = `ads:contracts:${search ? 'search' : ''}`;
  const values = { pattern: substringPattern(search), limit: page.limit, offset: offsetOf(page) };
  const [rows, total] = await Promise.all([
    preparedFor(db, shape, () =>
      db
        .select(columns)
        .from(adsContracts)
        .innerJoin(adsPartners, eq(adsPartners.id, adsContracts.clientId))
        .where(searchOf(db, search))
        .orderBy(desc(adsContracts.seq))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    ).execute(values),
    // Every contract has its client (a required foreign key), and the filter reads none of its columns.
    countOrEstimate(db, shape, () => db.select(countedRow).from(adsContracts).where(searchOf(db, search)), values, !!search),
  ]);
  return { rows, total };
}

export async function findContract(db: Db, id: string): Promise<AdsContractRow | null> {
  const [row] = await db.select(columns).from(adsContracts).innerJoin(adsPartners, eq(adsPartners.id, adsContracts.clientId)).where(eq(adsContracts.id, id));
  return row ?? null;
}

export async function lockContract(db: Db, id: string) {
  const [row] = await db.select().from(adsContracts).where(eq(adsContracts.id, id)).for('update');
  return row ?? null;
}

/** A client's contracts proper (not agreements), newest first: the parents an agreement may have. */
export async function contractsOfClient(db: Db, clientId: string, page: AdsPage) {
  const where = and(eq(adsContracts.clientId, clientId), eq(adsContracts.type, 'contract'));
  const rows = await db
    .select({ id: adsContracts.id, number: adsContracts.number })
    .from(adsContracts)
    .where(where)
    .orderBy(desc(adsContracts.seq))
    .limit(page.limit)
    .offset(offsetOf(page));
  const [{ total }] = await db.select({ total: count() }).from(adsContracts).where(where);
  return { rows, total };
}

export async function insertContract(db: Db, values: typeof adsContracts.$inferInsert) {
  const [row] = await db.insert(adsContracts).values(values).returning();
  return row;
}

export async function updateContract(db: Db, id: string, values: Partial<typeof adsContracts.$inferInsert>) {
  const [row] = await db.update(adsContracts).set(values).where(eq(adsContracts.id, id)).returning();
  return row;
}

export async function partnerExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: adsPartners.id }).from(adsPartners).where(eq(adsPartners.id, id));
  return !!row;
}
