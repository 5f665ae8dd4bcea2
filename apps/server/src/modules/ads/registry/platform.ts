import { eq } from 'drizzle-orm';
import type { AdsPlatform } from '@sks/contract';
import type { AppContext } from '../../../platform/context.js';
import type { Db } from '../../../platform/db/client.js';
import { adsPlatform } from '../schema.js';

/** Our id at the operator, of the organisation and of its one platform (the console's site and app). */
export const platformOrgId = 'sks';

export type PlatformRow = typeof adsPlatform.$inferSelect;

/** The product's own organisation and platform as the configuration describes them. */
export async function ensurePlatform(ctx: AppContext, db: Db = ctx.db): Promise<PlatformRow> {
  const values = { orgId: platformOrgId, inn: ctx.config.ORD_ORGANIZATION_INN, name: ctx.config.ORD_ORGANIZATION_NAME, url: ctx.config.publicUrl };
  // The configuration wins over what an earlier start (or the demo data) stored; the registry state stays.
  await db.insert(adsPlatform).values(values).onConflictDoUpdate({ target: adsPlatform.orgId, set: { inn: values.inn, name: values.name, url: values.url } });
  const [row] = await db.select().from(adsPlatform).where(eq(adsPlatform.orgId, platformOrgId));
  return row;
}

export const presentPlatform = (row: PlatformRow): AdsPlatform => ({
  orgId: row.orgId,
  name: row.name,
  url: row.url,
  configured: row.ordState === 'success',
  ordState: row.ordState,
  ordError: row.ordError,
});
