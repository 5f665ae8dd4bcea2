import { z } from 'zod';
import { wireDateOutput } from './format/wire-dates.js';
import { evenWithErrors, adsAmountSchema, adsDateInput, adsIdSchema, adsLimits, adsMessages, adsPageQuery, adsPagedSchema, adsRequiredText, adsSearchQuery, ordFields } from './ads.js';

export const adsContractTypes = ['contract', 'additional-agreement'] as const;
export type AdsContractType = (typeof adsContractTypes)[number];
export const adsContractTypeLabels: Record<AdsContractType, string> = { contract: 'Договор', 'additional-agreement': 'Дополнительное соглашение' };

/** What the contract is about (the operator's subjectType). */
export const adsSubjectTypes = ['distribution', 'org-distribution', 'representation', 'mediation', 'other'] as const;
export const adsSubjectTypeLabels: Record<(typeof adsSubjectTypes)[number], string> = {
  distribution: 'Распространение рекламы',
  'org-distribution': 'Организация распространения рекламы',
  representation: 'Представительство',
  mediation: 'Посредничество',
  other: 'Иное',
};
/** What the representative does (the operator's actionType). */
export const adsActionTypes = ['distribution', 'conclude', 'commercial', 'other'] as const;
export const adsActionTypeLabels: Record<(typeof adsActionTypes)[number], string> = {
  distribution: 'Действия в целях распространения рекламы',
  conclude: 'Заключение договоров',
  commercial: 'Коммерческое представительство',
  other: 'Иное',
};

/** A contract or additional agreement between an ad partner (client) and the product (contractor). */
export const adsContractSchema = z.object({
  id: z.uuid(),
  type: z.enum(adsContractTypes),
  number: z.string(),
  date: wireDateOutput,
  amount: z.number(),
  isVat: z.boolean(),
  subjectType: z.enum(adsSubjectTypes),
  actionType: z.enum(adsActionTypes),
  clientId: z.uuid(),
  contractorId: z.string(),
  /** The parent contract of an additional agreement. */
  contractId: z.uuid().nullable(),
  partnerInfo: z.object({ name: z.string() }),
  countCreatives: z.number().int(),
  respStatus: z.string().nullable(),
  ...ordFields,
});
export type AdsContract = z.infer<typeof adsContractSchema>;

const editFields = {
  number: adsRequiredText(adsLimits.numberMax),
  date: adsDateInput,
  amount: adsAmountSchema,
  isVat: z.boolean().default(true),
  subjectType: z.enum(adsSubjectTypes, { error: adsMessages.required }),
  actionType: z.enum(adsActionTypes, { error: adsMessages.required }),
};
/** POST /v1/ads/contracts: contractId only for an additional agreement (dropped for a contract). */
export const adsContractCreateSchema = z
  .object({
    ...editFields,
    type: z.enum(adsContractTypes, { error: adsMessages.required }),
    clientId: adsIdSchema,
    contractId: z.uuid().nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'additional-agreement' && !v.contractId) ctx.addIssue({ code: 'custom', path: ['contractId'], message: adsMessages.parentRequired });
  }, evenWithErrors)
  .transform((v) => ({ ...v, contractId: v.type === 'additional-agreement' ? (v.contractId ?? null) : null }));
export type AdsContractCreateValues = z.input<typeof adsContractCreateSchema>;
/** PUT /v1/ads/contracts/{id}: partner, type and parent are fixed at creation; sent back, they are ignored. */
export const adsContractUpdateSchema = z.object({
  ...editFields,
  type: z.enum(adsContractTypes).optional(),
  clientId: z.uuid().optional(),
  contractId: z.uuid().nullish(),
});
export type AdsContractUpdateValues = z.input<typeof adsContractUpdateSchema>;

export const adsContractListQuerySchema = z.object({ ...adsPageQuery(adsLimits.contractsPageSize), ...adsSearchQuery });
export const adsContractListSchema = adsPagedSchema(adsContractSchema);
/** GET /v1/ads/partners/{id}/contracts: a client's contracts (not agreements), parents for an agreement. */
export const adsContractRefSchema = z.object({ id: z.uuid(), number: z.string() });
export const adsContractRefListSchema = adsPagedSchema(adsContractRefSchema);
export const adsContractRefQuerySchema = z.object(adsPageQuery(adsLimits.contractPartnersLimit));
