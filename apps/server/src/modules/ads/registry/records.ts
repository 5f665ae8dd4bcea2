import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.js';
import type { AdsOperator, OrdAccepted } from '../../../integrations/ord/ord.js';
import { adsActs, adsContracts, adsCreatives, adsPartners, adsStatistics } from '../schema.js';
import { ensurePlatform } from './platform.js';
import type { AdsKind } from './tables.js';

/** Registers one object with the operator. */
export type Registration = (operator: AdsOperator) => Promise<OrdAccepted>;

const absolute = (ctx: AppContext, url: string) => (/^https?:\/\//.test(url) ? url : `${ctx.config.publicUrl}${url}`);

/** How to register an object as it is now, or null when it is gone. */
export async function registrationOf(ctx: AppContext, kind: AdsKind, id: string): Promise<Registration | null> {
  const { db } = ctx;
  const platform = await ensurePlatform(ctx);
  switch (kind) {
    case 'platform':
      return async (op) => {
        await op.registerOrganization({ id: platform.orgId, type: 'ul', inn: platform.inn, name: platform.name, isRr: true });
        return op.registerPlatform({ organizationId: platform.orgId, platformId: platform.orgId, name: platform.name, url: platform.url });
      };
    case 'partner': {
      const [p] = await db.select().from(adsPartners).where(eq(adsPartners.id, id));
      return p ? (op) => op.registerOrganization({ id: p.id, type: p.type, inn: p.inn, name: p.name, isRr: p.isRr }) : null;
    }
    case 'contract': {
      const [c] = await db.select().from(adsContracts).where(eq(adsContracts.id, id));
      if (!c) return null;
      const { id: cid, type, clientId, parentId, number, date, amount, isVat, subjectType, actionType } = c;
      return (op) =>
        op.registerContract({ id: cid, type, clientId, contractorId: platform.orgId, parentContractId: parentId, number, date, amount, isVat, subjectType, actionType });
    }
    case 'creative': {
      const [c] = await db.select().from(adsCreatives).where(eq(adsCreatives.id, id));
      if (!c) return null;
      return (op) =>
        op.registerCreative({
          id: c.id,
          contractIds: [c.contractId],
          form: c.form,
          type: c.type,
          description: c.description,
          textData: c.textData,
          mediaUrl: c.mediaUrl ? absolute(ctx, c.mediaUrl) : null,
          mediaDescription: c.mediaDescription,
          urls: [platform.url],
          okveds: c.okveds,
        });
    }
    case 'act': {
      const [a] = await db.select().from(adsActs).where(eq(adsActs.id, id));
      if (!a) return null;
      const { contractId, creativeId, number, date, startDate, endDate, amount, isVat } = a;
      return (op) => op.registerInvoice({ id: a.id, contractId, creativeId, number, date, startDate, endDate, amount, isVat });
    }
    case 'statistic': {
      const [s] = await db.select().from(adsStatistics).where(eq(adsStatistics.id, id));
      if (!s) return null;
      return (op) =>
        op.registerStatistics({
          id: s.id,
          creativeId: s.creativeId,
          invoiceId: s.actId,
          platformId: s.platformId,
          impsPlan: s.impsPlan,
          impsFact: s.impsFact,
          dateStartPlan: s.dateStartPlan,
          dateEndPlan: s.dateEndPlan,
          dateStartFact: s.dateStartFact,
          dateEndFact: s.dateEndFact,
          amount: s.amount,
          amountPerUnit: s.amountPerUnit,
          isVat: s.isVat,
        });
    }
  }
}
