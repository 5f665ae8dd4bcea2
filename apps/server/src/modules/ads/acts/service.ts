import type { z } from 'zod';
import { adsMessages, type AdsAct, type adsActCreateSchema, type adsActUpdateSchema } from '@sks/contract';
import type { AppContext } from '../../../platform/context.js';
import { recordAudit } from '../../../platform/audit/audit.js';
import { fieldError, notFound } from '../../../platform/errors.js';
import { findCreative, lockCreative } from '../creatives/repo.js';
import type { Author } from '../registry/service.js';
import * as repo from './repo.js';

export type AdsActCreate = z.output<typeof adsActCreateSchema>;
export type AdsActUpdate = z.output<typeof adsActUpdateSchema>;

const missing = () => notFound(adsMessages.actNotFound);

export const presentAct = (a: repo.AdsActRow): AdsAct => ({
  id: a.id,
  number: a.number,
  date: a.date,
  startDate: a.startDate,
  endDate: a.endDate,
  amount: a.amount,
  isVat: a.isVat,
  contractId: a.contractId,
  creativeId: a.creativeId,
  resp_status: a.respStatus,
  ordState: a.ordState,
  ordError: a.ordError,
});

export async function getAdsAct(ctx: AppContext, id: string): Promise<AdsAct> {
  const row = await repo.findAct(ctx.db, id);
  if (!row) throw missing();
  return presentAct(row);
}

export async function actsOfCreative(ctx: AppContext, creativeId: string): Promise<AdsAct[]> {
  if (!(await findCreative(ctx.db, creativeId))) throw notFound(adsMessages.creativeNotFound);
  return (await repo.actsOfCreative(ctx.db, creativeId)).map(presentAct);
}

const values = (v: AdsActUpdate) => ({ number: v.number, date: v.date, startDate: v.startDate, endDate: v.endDate, amount: v.amount, isVat: v.isVat });

/** An act of a creative, under the creative's own contract. */
export async function createAdsAct(ctx: AppContext, who: Author, input: AdsActCreate): Promise<AdsAct> {
  const row = await ctx.db.transaction(async (tx) => {
    const creative = await lockCreative(tx, input.creativeId);
    if (!creative) throw notFound(adsMessages.creativeNotFound);
    if (creative.contractId !== input.contractId) throw fieldError('body.contractId', 'bad_contract', adsMessages.creativeNotOfContract);
    const act = await repo.insertAct(tx, { ...values(input), creativeId: input.creativeId, contractId: input.contractId });
    await recordAudit(tx, { ...who, action: 'ads.act.create', entity: 'ads_act', entityId: act.id, after: act });
    return act;
  });
  return presentAct(row);
}

/** The act's own fields change; its creative and contract stay (those sent back are not read). */
export async function updateAdsAct(ctx: AppContext, who: Author, id: string, input: AdsActUpdate): Promise<AdsAct> {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await repo.findAct(tx, id, true);
    if (!before) throw missing();
    const after = await repo.updateAct(tx, id, values(input));
    await recordAudit(tx, { ...who, action: 'ads.act.update', entity: 'ads_act', entityId: id, before, after });
    return after;
  });
  return presentAct(row);
}
