import type { z } from 'zod';
import { adsMessages, filesBase, toWireDate, type AdsCreative, type adsCreativeCreateSchema } from '@sks/contract';
import type { AppContext } from '../../../platform/context.js';
import { recordAudit } from '../../../platform/audit/audit.js';
import { conflict, fieldError, notFound } from '../../../platform/errors.js';
import { findContract, lockContract } from '../contracts/repo.js';
import type { Author } from '../registry/service.js';
import * as repo from './repo.js';

export type AdsCreativeCreate = z.output<typeof adsCreativeCreateSchema>;

const missing = () => notFound(adsMessages.creativeNotFound);

export const presentCreative = ({ creative: c, clientId }: repo.AdsCreativeRow): AdsCreative => ({
  id: c.id,
  clientId,
  contractId: c.contractId,
  okveds: c.okveds,
  type: c.type,
  form: c.form,
  mediaUrl: c.mediaUrl,
  mediaDescription: c.mediaDescription,
  textData: c.textData,
  description: c.description,
  title: c.title,
  startCreative: c.startCreative,
  endCreative: c.endCreative,
  startPromo: c.startPromo,
  endPromo: c.endPromo,
  active: c.active,
  erid: c.erid,
  respStatus: c.respStatus,
  ordState: c.ordState,
  ordError: c.ordError,
});

export async function getAdsCreative(ctx: AppContext, id: string): Promise<AdsCreative> {
  const row = await repo.findCreative(ctx.db, id);
  if (!row) throw missing();
  return presentCreative(row);
}

export async function creativesOfContract(ctx: AppContext, contractId: string): Promise<AdsCreative[]> {
  if (!(await findContract(ctx.db, contractId))) throw notFound(adsMessages.contractNotFound);
  return (await repo.creativesOfContract(ctx.db, contractId)).map(presentCreative);
}

/** URLs the image upload gives out; a banner may show nothing else. */
const bannerPattern = new RegExp(`^${filesBase}/(images/[0-9a-f-]{36}\\.(?:jpg|png|gif|webp))$`);

async function assertBanner(ctx: AppContext, url: string) {
  const key = bannerPattern.exec(url)?.[1];
  const file = key ? await ctx.storage.get(key) : null;
  if (!file) throw fieldError('body.mediaUrl', 'file_not_found', adsMessages.bannerUnknown);
  file.stream.destroy();
}

/**
 * A creative of a contract the registry has accepted (409 otherwise); its OKVED codes must be
 * in the classifier, and a banner's file must be one the upload stored.
 */
export async function createAdsCreative(ctx: AppContext, who: Author, input: AdsCreativeCreate): Promise<AdsCreative> {
  const unknown = await repo.unknownOkveds(ctx.db, input.okveds);
  if (unknown.length) throw fieldError('body.okveds', 'okved_unknown', `${adsMessages.okvedUnknown}: ${unknown.join(', ')}`);
  if (input.mediaUrl) await assertBanner(ctx, input.mediaUrl);
  const id = await ctx.db.transaction(async (tx) => {
    const contract = await lockContract(tx, input.contractId);
    if (!contract) throw notFound(adsMessages.contractNotFound);
    if (input.clientId && input.clientId !== contract.clientId) throw fieldError('body.clientId', 'bad_client', adsMessages.clientNotOfContract);
    if (contract.ordState !== 'success') throw conflict(adsMessages.creativeNeedsSuccess, 'contract_not_registered');
    const { clientId: _client, ...values } = input;
    const row = await repo.insertCreative(tx, values);
    await recordAudit(tx, { ...who, action: 'ads.creative.create', entity: 'ads_creative', entityId: row.id, after: row });
    return row.id;
  });
  return getAdsCreative(ctx, id);
}

/** Turns the creative on or off (the app shows only active ones). */
export async function setCreativeActive(ctx: AppContext, who: Author, id: string, active: boolean): Promise<AdsCreative> {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockCreative(tx, id);
    if (!before) throw missing();
    await repo.setActive(tx, id, active);
    await recordAudit(tx, { ...who, action: 'ads.creative.active', entity: 'ads_creative', entityId: id, before: { active: before.active }, after: { active } });
  });
  return getAdsCreative(ctx, id);
}

/** The app counts displays of a creative by its erid, per Moscow day. */
export async function countCreativeImpressions(ctx: AppContext, erid: string, count: number): Promise<void> {
  const id = await repo.creativeIdOfErid(ctx.db, erid);
  if (!id) throw notFound(adsMessages.creativeNotFound);
  await repo.countImpressions(ctx.db, id, toWireDate(new Date()), count);
}
