import { eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OrdState } from '@sks/contract';
import type { Db } from '../../../platform/db/client.js';
import type { OrdObjectKind } from '../../../integrations/ord/ord.js';
import { adsActs, adsContracts, adsCreatives, adsPartners, adsPlatform, adsStatistics } from '../schema.js';

/** The ad objects the operator registers, by our name for them. */
export const adsKinds = ['platform', 'partner', 'contract', 'creative', 'act', 'statistic'] as const;
export type AdsKind = (typeof adsKinds)[number];

/** The operator's name for each kind (an ad partner is an organisation there, an act an invoice). */
export const operatorKindOf: Record<AdsKind, OrdObjectKind> = {
  platform: 'platform',
  partner: 'organization',
  contract: 'contract',
  creative: 'creative',
  act: 'invoice',
  statistic: 'statistics',
};

/**
 * Every ad table carries the same registry columns (schema.ts `registry()`), so one set of
 * queries serves them all: each is typed through the partners table, and runs on the table
 * given, whose key column is `key`.
 */
type RegistryTable = typeof adsPartners;
const tableOf: Record<AdsKind, { table: RegistryTable; key: AnyPgColumn }> = {
  platform: { table: adsPlatform as unknown as RegistryTable, key: adsPlatform.orgId },
  partner: { table: adsPartners, key: adsPartners.id },
  contract: { table: adsContracts as unknown as RegistryTable, key: adsContracts.id },
  creative: { table: adsCreatives as unknown as RegistryTable, key: adsCreatives.id },
  act: { table: adsActs as unknown as RegistryTable, key: adsActs.id },
  statistic: { table: adsStatistics as unknown as RegistryTable, key: adsStatistics.id },
};

export type RegistryRow = {
  ordState: OrdState;
  respStatus: string | null;
  ordError: string | null;
  ordRequestId: string | null;
  sentAt: Date | null;
};
export type RegistryChange = Partial<RegistryRow> & { checkedAt?: Date };

const columnsOf = (t: RegistryTable) => ({
  ordState: t.ordState,
  respStatus: t.respStatus,
  ordError: t.ordError,
  ordRequestId: t.ordRequestId,
  sentAt: t.sentAt,
});

/** The registry columns of one object, locked for the transaction when `lock` is set. */
export async function readRegistry(db: Db, kind: AdsKind, id: string, lock = false): Promise<RegistryRow | null> {
  const { table, key } = tableOf[kind];
  const query = db.select(columnsOf(table)).from(table).where(eq(key, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function writeRegistry(db: Db, kind: AdsKind, id: string, change: RegistryChange): Promise<void> {
  const { table, key } = tableOf[kind];
  await db.update(table).set(change).where(eq(key, id));
}

/** The ids of every object of a kind in one of `states` (the scheduled refresh). */
export async function idsInState(db: Db, kind: AdsKind, states: OrdState[]): Promise<string[]> {
  const { table, key } = tableOf[kind];
  const rows = await db.select({ id: key }).from(table).where(inArray(table.ordState, states));
  return rows.map((r) => String(r.id));
}
