import type { OrdContract, OrdCreative, OrdInvoice, OrdObjectKind, OrdOrganization, OrdPlatform, OrdStatistics } from './ord.js';

/** Our records as the bodies of the Yandex ORD API v7 (https://ord.yandex.net/api/docs). */
export const yandexBodies = {
  organization: (o: OrdOrganization) => ({ id: o.id, type: o.type, inn: o.inn, name: o.name, isOrs: false, isRr: o.isRr }),
  platforms: (p: OrdPlatform) => ({
    organizationId: p.organizationId,
    platforms: [{ platformId: p.platformId, type: 'site', name: p.name, url: p.url, isOwned: true }],
  }),
  contract: (c: OrdContract) => ({
    id: c.id,
    type: c.type,
    clientId: c.clientId,
    contractorId: c.contractorId,
    ...(c.parentContractId ? { parentContractId: c.parentContractId } : {}),
    actionType: c.actionType,
    subjectType: c.subjectType,
    number: c.number,
    date: c.date,
    amount: c.amount.toFixed(2),
    isVat: c.isVat,
    isRegReport: true,
  }),
  creative: (c: OrdCreative) => ({
    id: c.id,
    creativeType: 'creative',
    contractIds: c.contractIds,
    description: c.description,
    form: c.form,
    type: c.type,
    urls: c.urls,
    okveds: c.okveds,
    textData: [c.textData],
    mediaData: c.mediaUrl ? [{ mediaUrl: c.mediaUrl, mediaUrlFileType: 'image', description: c.mediaDescription ?? c.description }] : [],
    isSocial: false,
    isNative: false,
  }),
  invoice: (i: OrdInvoice) => ({
    id: i.id,
    contractId: i.contractId,
    clientRole: 'advertiser',
    contractorRole: 'publisher',
    number: i.number,
    date: i.date,
    startDate: i.startDate,
    endDate: i.endDate,
    amount: i.amount.toFixed(2),
    isVat: i.isVat,
    items: [{ contractId: i.contractId, amount: i.amount.toFixed(2), isVat: i.isVat, creatives: [i.creativeId] }],
  }),
  statistics: (s: OrdStatistics) => ({
    statistics: [
      {
        creativeId: s.creativeId,
        platformId: s.platformId,
        invoiceId: s.invoiceId,
        impsPlan: s.impsPlan,
        impsFact: s.impsFact,
        dateStartPlan: s.dateStartPlan,
        dateEndPlan: s.dateEndPlan,
        dateStartFact: s.dateStartFact,
        dateEndFact: s.dateEndFact,
        type: 'other',
        amountPerUnit: s.amountPerUnit.toFixed(2),
        amount: s.amount.toFixed(2),
        isVat: s.isVat,
      },
    ],
  }),
};

/** The path of each kind's registration call (and of its status read, by `object_id`). */
export const yandexPaths: Record<OrdObjectKind, string> = {
  organization: 'organization',
  platform: 'platforms',
  contract: 'contract',
  creative: 'creative',
  invoice: 'invoice',
  statistics: 'statistics',
};
