import type { z } from 'zod';
import { adsMessages, type AdsStatistic, type adsStatisticCreateSchema, type adsStatisticUpdateSchema } from '@sks/contract';
import type { AppContext } from '../../../platform/context.js';
import type { Db } from '../../../platform/db/client.js';
import { recordAudit } from '../../../platform/audit/audit.js';
import { conflict, fieldError, notFound } from '../../../platform/errors.js';
import { findAct } from '../acts/repo.js';
import { countedImpressions, findCreative, lockCreative } from '../creatives/repo.js';
import { platformOrgId } from '../registry/platform.js';
import type { Author } from '../registry/service.js';
import * as repo from './repo.js';

export type AdsStatisticCreate = z.output<typeof adsStatisticCreateSchema>;
export type AdsStatisticUpdate = z.output<typeof adsStatisticUpdateSchema>;

const missing = () => notFound(adsMessages.statisticNotFound);

export const presentStatistic = (s: repo.AdsStatisticRow): AdsStatistic => ({
  id: s.id,
  creativeId: s.creativeId,
  platformId: s.platformId,
  contractId: s.contractId,
  invoiceId: s.actId,
  impsPlan: s.impsPlan,
  impsFact: s.impsFact,
  impsCounted: s.impsCounted,
  dateStartPlan: s.dateStartPlan,
  dateStartFact: s.dateStartFact,
  dateEndPlan: s.dateEndPlan,
  dateEndFact: s.dateEndFact,
  amount: s.amount,
  amountPerUnit: s.amountPerUnit,
  isVat: s.isVat,
  respStatus: s.respStatus,
  ordState: s.ordState,
  ordError: s.ordError,
});

export async function getAdsStatistic(ctx: AppContext, id: string): Promise<AdsStatistic> {
  const row = await repo.findStatistic(ctx.db, id);
  if (!row) throw missing();
  return presentStatistic(row);
}

export async function statisticsOfCreative(ctx: AppContext, creativeId: string): Promise<AdsStatistic[]> {
  if (!(await findCreative(ctx.db, creativeId))) throw notFound(adsMessages.creativeNotFound);
  return (await repo.statisticsOfCreative(ctx.db, creativeId)).map(presentStatistic);
}

/** The act must be one of the creative's; the month must be free; the impressions are the app's count when it has one. */
async function checkedValues(db: Db, creativeId: string, input: AdsStatisticUpdate, except?: string) {
  const act = await findAct(db, input.invoiceId);
  if (!act || act.creativeId !== creativeId) throw fieldError('body.invoiceId', 'bad_act', adsMessages.actNotOfCreative);
  const month = input.dateStartFact.slice(0, 7);
  if (await repo.monthTaken(db, creativeId, month, except)) throw conflict(adsMessages.statisticTaken, 'statistic_exists');
  const counted = await countedImpressions(db, creativeId, input.dateStartFact, input.dateEndFact);
  if (counted === null && (input.impsFact === null || input.impsFact === undefined)) {
    throw fieldError('body.impsFact', 'imps_fact_required', adsMessages.impsFactRequired);
  }
  return {
    actId: act.id,
    month,
    impsPlan: input.impsPlan,
    impsFact: counted ?? input.impsFact ?? 0,
    impsCounted: counted !== null,
    dateStartPlan: input.dateStartPlan,
    dateEndPlan: input.dateEndPlan,
    dateStartFact: input.dateStartFact,
    dateEndFact: input.dateEndFact,
    amount: input.amount,
    amountPerUnit: input.amountPerUnit,
    isVat: input.isVat,
  };
}

export async function createAdsStatistic(ctx: AppContext, who: Author, input: AdsStatisticCreate): Promise<AdsStatistic> {
  const row = await ctx.db.transaction(async (tx) => {
    const creative = await lockCreative(tx, input.creativeId);
    if (!creative) throw notFound(adsMessages.creativeNotFound);
    if (creative.contractId !== input.contractId) throw fieldError('body.contractId', 'bad_contract', adsMessages.creativeNotOfContract);
    if (input.platformId !== platformOrgId) throw fieldError('body.platformId', 'bad_platform', adsMessages.platformNotOfOperator);
    const values = await checkedValues(tx, creative.id, input);
    const created = await repo.insertStatistic(tx, { ...values, creativeId: creative.id, contractId: creative.contractId, platformId: platformOrgId });
    await recordAudit(tx, { ...who, action: 'ads.statistic.create', entity: 'ads_statistic', entityId: created.id, after: created });
    return created;
  });
  return presentStatistic(row);
}

/** Creative, contract and platform stay; counted impressions are counted again for the period. */
export async function updateAdsStatistic(ctx: AppContext, who: Author, id: string, input: AdsStatisticUpdate): Promise<AdsStatistic> {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await repo.findStatistic(tx, id, true);
    if (!before) throw missing();
    const after = await repo.updateStatistic(tx, id, await checkedValues(tx, before.creativeId, input, id));
    await recordAudit(tx, { ...who, action: 'ads.statistic.update', entity: 'ads_statistic', entityId: id, before, after });
    return after;
  });
  return presentStatistic(row);
}
