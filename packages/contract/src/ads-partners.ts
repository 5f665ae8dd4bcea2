import { z } from 'zod';
import { adsLimits, adsMessages, adsOrgTypes, evenWithErrors, adsPageQuery, adsPagedSchema, adsRequiredText, adsSearchQuery, innError, ordFields } from './ads.js';

/** An advertising partner (advertiser): a platform partner registered with the operator as an organisation. */
export const adsPartnerSchema = z.object({
  id: z.uuid(),
  uuidPartner: z.uuid(),
  /** The platform partner's own name, for the card. */
  partnerName: z.string(),
  type: z.enum(adsOrgTypes),
  inn: z.string(),
  name: z.string(),
  /** Advertising distributor: false for an advertiser; the product itself is the distributor. */
  isRr: z.boolean(),
  respStatus: z.string().nullable(),
  ...ordFields,
});
export type AdsPartner = z.infer<typeof adsPartnerSchema>;

const partnerFields = {
  type: z.enum(adsOrgTypes, { error: adsMessages.required }),
  inn: z.string({ error: adsMessages.required }).trim().min(1, adsMessages.required),
  name: adsRequiredText(adsLimits.nameMax),
};
/** The INN fits the organisation type and its check digits hold (before anything is sent). */
const innFitsType = <S extends z.ZodType<{ type: (typeof adsOrgTypes)[number]; inn: string }>>(schema: S) =>
  schema.superRefine((v, ctx) => {
    if (!adsOrgTypes.includes(v.type) || typeof v.inn !== 'string' || !v.inn.trim()) return;
    const message = innError(v.type, v.inn.trim());
    if (message) ctx.addIssue({ code: 'custom', path: ['inn'], message });
  }, evenWithErrors);

/** POST /v1/ads/partners */
export const adsPartnerCreateSchema = innFitsType(z.object({ uuidPartner: z.uuid({ error: adsMessages.required }), ...partnerFields }));
export type AdsPartnerCreateValues = z.input<typeof adsPartnerCreateSchema>;
/** PUT /v1/ads/partners/{id}: type, INN and name; the platform partner stays (a uuidPartner sent back is ignored). */
export const adsPartnerUpdateSchema = innFitsType(z.object({ uuidPartner: z.uuid().optional(), ...partnerFields }));
export type AdsPartnerUpdateValues = z.input<typeof adsPartnerUpdateSchema>;

/** GET /v1/ads/partners: `success=true` lists registered partners only (the contract form). */
export const adsPartnerListQuerySchema = z.object({
  ...adsPageQuery(adsLimits.partnersPageSize),
  ...adsSearchQuery,
  success: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
});
export const adsPartnerListSchema = adsPagedSchema(adsPartnerSchema);
