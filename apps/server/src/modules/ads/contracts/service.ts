import type { z } from 'zod';
import {
  adsMessages,
  type AdsContract,
  type adsContractCreateSchema,
  type adsContractListQuerySchema,
  type adsContractUpdateSchema,
} from '@sks/contract';
import type { AppContext } from '../../../platform/context.js';
import { recordAudit } from '../../../platform/audit/audit.js';
import { fieldError, notFound } from '../../../platform/errors.js';
import { platformOrgId } from '../registry/platform.js';
import type { Author } from '../registry/service.js';
import type { AdsPage, AdsPageOf } from '../paging.js';
import * as repo from './repo.js';

export type AdsContractCreate = z.output<typeof adsContractCreateSchema>;
export type AdsContractUpdate = z.output<typeof adsContractUpdateSchema>;

const missing = () => notFound(adsMessages.contractNotFound);

export const presentContract = ({ contract: c, partnerName, countCreatives }: repo.AdsContractRow): AdsContract => ({
  id: c.id,
  type: c.type,
  number: c.number,
  date: c.date,
  amount: c.amount,
  isVat: c.isVat,
  subjectType: c.subjectType as AdsContract['subjectType'],
  actionType: c.actionType as AdsContract['actionType'],
  clientId: c.clientId,
  contractorId: platformOrgId,
  contractId: c.parentId,
  partnerInfo: { name: partnerName },
  countCreatives,
  respStatus: c.respStatus,
  ordState: c.ordState,
  ordError: c.ordError,
});

export async function listAdsContracts(ctx: AppContext, q: z.output<typeof adsContractListQuerySchema>): Promise<AdsPageOf<AdsContract>> {
  const { rows, total } = await repo.listContracts(ctx.db, q.search, q);
  return { page: { result: rows.map(presentContract), total: total.total, limit: q.limit }, estimated: total.estimated };
}

export async function getAdsContract(ctx: AppContext, id: string): Promise<AdsContract> {
  const row = await repo.findContract(ctx.db, id);
  if (!row) throw missing();
  return presentContract(row);
}

export async function contractsOfPartner(ctx: AppContext, partnerId: string, page: AdsPage) {
  if (!(await repo.partnerExists(ctx.db, partnerId))) throw notFound(adsMessages.partnerNotFound);
  const { rows, total } = await repo.contractsOfClient(ctx.db, partnerId, page);
  return { result: rows, total, limit: page.limit };
}

const editValues = (v: AdsContractUpdate) => ({
  number: v.number,
  date: v.date,
  amount: v.amount,
  isVat: v.isVat,
  subjectType: v.subjectType,
  actionType: v.actionType,
});

/** An additional agreement's parent must be a contract (not an agreement) of the same client. */
export async function createAdsContract(ctx: AppContext, who: Author, input: AdsContractCreate): Promise<AdsContract> {
  const id = await ctx.db.transaction(async (tx) => {
    if (!(await repo.partnerExists(tx, input.clientId))) throw fieldError('body.clientId', 'not_found', adsMessages.partnerNotFound);
    if (input.contractId) {
      const parent = await repo.lockContract(tx, input.contractId);
      if (!parent || parent.clientId !== input.clientId || parent.type !== 'contract') {
        throw fieldError('body.contractId', 'bad_parent', parent ? adsMessages.parentNotOfClient : adsMessages.contractNotFound);
      }
    }
    const row = await repo.insertContract(tx, { ...editValues(input), type: input.type, clientId: input.clientId, parentId: input.contractId });
    await recordAudit(tx, { ...who, action: 'ads.contract.create', entity: 'ads_contract', entityId: row.id, after: row });
    return row.id;
  });
  return getAdsContract(ctx, id);
}

/** Number, date, amount, VAT, subject and action change; partner, type and parent stay. */
export async function updateAdsContract(ctx: AppContext, who: Author, id: string, input: AdsContractUpdate): Promise<AdsContract> {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockContract(tx, id);
    if (!before) throw missing();
    const after = await repo.updateContract(tx, id, editValues(input));
    await recordAudit(tx, { ...who, action: 'ads.contract.update', entity: 'ads_contract', entityId: id, before, after });
  });
  return getAdsContract(ctx, id);
}
