import type { z } from 'zod';
import { adsMessages, type AdsPartner, type adsPartnerCreateSchema, type adsPartnerListQuerySchema, type adsPartnerUpdateSchema } from '@sks/contract';
import type { AppContext } from '../../../platform/context.js';
import { recordAudit } from '../../../platform/audit/audit.js';
import { conflict, notFound } from '../../../platform/errors.js';
import type { Author } from '../registry/service.js';
import type { AdsPageOf } from '../paging.js';
import * as repo from './repo.js';

export type AdsPartnerCreate = z.output<typeof adsPartnerCreateSchema>;
export type AdsPartnerUpdate = z.output<typeof adsPartnerUpdateSchema>;
export type AdsPartnerListQuery = z.output<typeof adsPartnerListQuerySchema>;

const missing = () => notFound(adsMessages.partnerNotFound);

export const presentPartner = ({ partner: p, partnerName }: repo.AdsPartnerRow): AdsPartner => ({
  id: p.id,
  uuidPartner: p.uuidPartner,
  partnerName,
  type: p.type,
  inn: p.inn,
  name: p.name,
  isRr: p.isRr,
  respStatus: p.respStatus,
  ordState: p.ordState,
  ordError: p.ordError,
});

export async function listAdsPartners(ctx: AppContext, q: AdsPartnerListQuery): Promise<AdsPageOf<AdsPartner>> {
  const { rows, total } = await repo.listPartners(ctx.db, { search: q.search, success: q.success }, q);
  return { page: { result: rows.map(presentPartner), total: total.total, limit: q.limit }, estimated: total.estimated };
}

export async function getAdsPartner(ctx: AppContext, id: string): Promise<AdsPartner> {
  const row = await repo.findPartner(ctx.db, id);
  if (!row) throw missing();
  return presentPartner(row);
}

/** One ad partner per platform partner: a second is a 409. */
export async function createAdsPartner(ctx: AppContext, who: Author, input: AdsPartnerCreate): Promise<AdsPartner> {
  const id = await ctx.db.transaction(async (tx) => {
    if (!(await repo.platformPartnerExists(tx, input.uuidPartner))) throw notFound(adsMessages.platformPartnerNotFound);
    const row = await repo.insertPartner(tx, { uuidPartner: input.uuidPartner, type: input.type, inn: input.inn, name: input.name });
    if (!row) throw conflict(adsMessages.partnerTaken, 'ads_partner_exists');
    await recordAudit(tx, { ...who, action: 'ads.partner.create', entity: 'ads_partner', entityId: row.id, after: row });
    return row.id;
  });
  return getAdsPartner(ctx, id);
}

/** Type, INN and name change; the registry state stays until the partner is sent again. */
export async function updateAdsPartner(ctx: AppContext, who: Author, id: string, input: AdsPartnerUpdate): Promise<AdsPartner> {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockPartner(tx, id);
    if (!before) throw missing();
    const after = await repo.updatePartner(tx, id, { type: input.type, inn: input.inn, name: input.name });
    await recordAudit(tx, { ...who, action: 'ads.partner.update', entity: 'ads_partner', entityId: id, before, after });
  });
  return getAdsPartner(ctx, id);
}
