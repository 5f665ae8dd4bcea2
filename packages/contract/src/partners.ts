import { z } from 'zod';
import { wireDateTimeOutput } from './format/wire-dates.js';
import { emailPattern } from './auth.js';
import { listHeadersSchema } from './common.js';
import { phoneDigits } from './format/phone.js';
import { limits } from './limits.js';
import { richText, visibleLength, visibleText } from './rich-text.js';
import { reasonTextMax, userStatusMessages } from './user-status.js';
import { discountInputSchema, discountSchema } from './discounts.js';

/** Messages of the partner forms (spec 02 section 5) and calls. */
export const partnerMessages = {
  format: 'Неверный формат',
  empty: 'Поля не заполнены',
  tooLong: (max: number) => `Не более ${max} символов`,
  notFound: 'Партнёр не найден',
  cityUnknown: 'Город не найден',
  categoryUnknown: 'Категория не найдена',
  reasonRequired: userStatusMessages.reasonRequired,
} as const;

export const partnerLimits = {
  nameMax: 200,
  legalNameMax: 500,
  descriptionMax: 2_000,
  emailMax: 254,
  urlMax: 2_048,
  keyMax: 512,
  searchMax: 200,
  filterMax: 100,
  socialNetworksMax: 4,
  /** Newest promotions the card carries; countStocks says how many there are in all. */
  cardStocks: 12,
} as const;

export const partnerStatuses = ['active', 'blocked'] as const;
export const partnerStatusSchema = z.enum(partnerStatuses);
export type PartnerStatus = z.infer<typeof partnerStatusSchema>;

/** Block presets of the partner popup (spec 02 section 4), the first preselected. */
export const partnerBlockPresets = [
  'Расторжение или истечение срока договора',
  'Нарушение условий договора',
  'Несоответствие политике приложения',
] as const;

/** The letter lists show before a partner's name: F for federal, M for local (spec 03 section 2.5). */
export function partnerMarker(isFederalPartner: boolean): { letter: 'F' | 'M'; label: string } {
  return isFederalPartner ? { letter: 'F', label: 'Федеральный партнёр' } : { letter: 'M', label: 'Местный партнёр' };
}

export const socialNetworkTypes = ['instagram', 'fb', 'vk', 'twitter'] as const;
export type SocialNetworkType = (typeof socialNetworkTypes)[number];
export const socialNetworkLabels: Record<SocialNetworkType, string> = {
  instagram: 'Instagram',
  fb: 'Facebook',
  vk: 'ВКонтакте',
  twitter: 'Twitter',
};

const absoluteUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
};
/** An absolute http(s) URL, as the site and social links must be. */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(partnerLimits.urlMax, partnerMessages.tooLong(partnerLimits.urlMax))
  .refine(absoluteUrl, partnerMessages.format);

export const socialNetworkSchema = z.object({ type: z.enum(socialNetworkTypes), link: httpUrlSchema });
export type SocialNetwork = z.infer<typeof socialNetworkSchema>;

const required = { error: partnerMessages.empty, abort: true } as const;
const requiredText = (max: number) =>
  z.string({ error: partnerMessages.empty }).trim().min(1, required).max(max, partnerMessages.tooLong(max));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, partnerMessages.tooLong(max))
    .nullish()
    .transform((v) => v || null);

/** A rich-text description: HTML whose visible text is 1..max characters (required) or 0..max. */
export const descriptionSchema = (max: number, { required: isRequired }: { required: boolean }) =>
  z
    .string({ error: partnerMessages.empty })
    .max(richText.htmlMax, richText.tooLong(max))
    .superRefine((html, ctx) => {
      if (isRequired && !visibleText(html).trim()) ctx.addIssue({ code: 'custom', message: partnerMessages.empty });
      else if (visibleLength(html) > max) ctx.addIssue({ code: 'custom', message: richText.tooLong(max) });
    });

/** Phone typed with any punctuation; stored and sent as its 11 digits. */
const phoneSchema = z
  .string({ error: partnerMessages.empty })
  .trim()
  .min(1, required)
  .regex(/^[\d\s()+-]*$/, partnerMessages.format)
  .transform(phoneDigits)
  .refine((d) => d.length === limits.phoneDigits, partnerMessages.format);

const emailSchema = z
  .string()
  .trim()
  .max(partnerLimits.emailMax, partnerMessages.tooLong(partnerLimits.emailMax))
  .regex(emailPattern, partnerMessages.format);

/** INN: the form keeps digits only; 10 or 12 of them, or none. */
const innSchema = z
  .string()
  .trim()
  .nullish()
  .refine((v) => !v || /^(\d{10}|\d{12})$/.test(v), partnerMessages.format)
  .transform((v) => v || null);

const keyImgSchema = z.string().trim().max(partnerLimits.keyMax).nullish().transform((v) => v || null);
const socialNetworksSchema = z
  .array(socialNetworkSchema)
  .max(partnerLimits.socialNetworksMax)
  .refine((list) => new Set(list.map((s) => s.type)).size === list.length, partnerMessages.format)
  .default([]);
const siteSchema = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || absoluteUrl(v), partnerMessages.format)
  .refine((v) => v === null || v.length <= partnerLimits.urlMax, partnerMessages.tooLong(partnerLimits.urlMax));

/** POST /v3/add-partner: a federal partner with its discounts (spec 02 sections 3 and 5). */
export const partnerCreateSchema = z.object({
  keyImg: keyImgSchema,
  name: requiredText(partnerLimits.nameMax),
  legalName: requiredText(partnerLimits.legalNameMax),
  inn: innSchema,
  uuidCategory: z.string({ error: partnerMessages.empty }).trim().min(1, required).pipe(z.uuid(partnerMessages.categoryUnknown)),
  /** The console sends it empty: a federal partner works in every city. */
  cities: z.array(z.uuid()).max(0).default([]),
  description: descriptionSchema(partnerLimits.descriptionMax, { required: true }),
  phone: phoneSchema,
  email: z.string({ error: partnerMessages.empty }).trim().min(1, required).pipe(emailSchema),
  socialNetworks: socialNetworksSchema,
  discounts: z.array(discountInputSchema).max(limits.discountsMax).default([]),
  linkToSite: siteSchema,
});
export type PartnerCreateValues = z.input<typeof partnerCreateSchema>;
export type PartnerCreateInput = z.output<typeof partnerCreateSchema>;
export const partnerCreatedSchema = z.object({ uuidPartner: z.uuid() });

/** PUT /v2/partner/{id}: the edit form (spec 02 section 5); a local partner needs its city. */
export const partnerUpdateSchema = z
  .object({
    name: requiredText(partnerLimits.nameMax),
    legalName: optionalText(partnerLimits.legalNameMax).transform((v) => v ?? ''),
    inn: innSchema,
    uuidMainCity: z.string().trim().nullish().transform((v) => v || null).pipe(z.uuid(partnerMessages.cityUnknown).nullable()),
    uuidCategory: z.string({ error: partnerMessages.empty }).trim().min(1, required).pipe(z.uuid(partnerMessages.categoryUnknown)),
    description: descriptionSchema(partnerLimits.descriptionMax, { required: false }).nullish().transform((v) => v ?? ''),
    isFederalPartner: z.boolean().default(false),
    phone: phoneSchema,
    linkToSite: siteSchema,
    email: z
      .string()
      .trim()
      .nullish()
      .transform((v) => v || '')
      .refine((v) => !v || (emailPattern.test(v) && v.length <= partnerLimits.emailMax), partnerMessages.format),
    keyImg: keyImgSchema,
    socialNetworks: socialNetworksSchema,
  })
  .superRefine((v, ctx) => {
    if (!v.isFederalPartner && !v.uuidMainCity) ctx.addIssue({ code: 'custom', path: ['uuidMainCity'], message: partnerMessages.empty });
  });
export type PartnerUpdateValues = z.input<typeof partnerUpdateSchema>;
export type PartnerUpdateInput = z.output<typeof partnerUpdateSchema>;

/** The form's errors, the first message per failing field, or null when valid. */
export function validatePartnerForm<S extends typeof partnerCreateSchema | typeof partnerUpdateSchema>(
  schema: S,
  values: z.input<S>,
): Partial<Record<string, string>> | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return null;
  const errors: Partial<Record<string, string>> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

export const partnerCategorySchema = z.object({ uuidCategory: z.uuid(), name: z.string() }).nullable();

/** A row of PUT /v1/partner. */
export const partnerRowSchema = z.object({
  uuidPartner: z.uuid(),
  name: z.string(),
  createdData: wireDateTimeOutput,
  phone: z.string(),
  nameMainCity: z.string().nullable(),
  category: partnerCategorySchema,
  status: partnerStatusSchema,
  isFederalPartner: z.boolean(),
});
export type PartnerRow = z.infer<typeof partnerRowSchema>;

/** A promotion as the partner card's Акции tab shows it. */
export const partnerStockSchema = z.object({
  uuidStock: z.uuid(),
  name: z.string(),
  description: z.string(),
  status: z.string(),
  dateBegin: wireDateTimeOutput.nullable(),
  dateEnd: wireDateTimeOutput.nullable(),
});
export type PartnerStock = z.infer<typeof partnerStockSchema>;

/** GET /v2/partner/{id}: the card, with every tab's count. */
export const partnerSchema = z.object({
  uuidPartner: z.uuid(),
  status: partnerStatusSchema,
  name: z.string(),
  legalName: z.string(),
  inn: z.string().nullable(),
  category: partnerCategorySchema,
  createdData: wireDateTimeOutput,
  nameMainCity: z.string().nullable(),
  uuidMainCity: z.uuid().nullable(),
  keyImg: z.string().nullable(),
  logo: z.string().nullable(),
  rating: z.number(),
  email: z.string(),
  phone: z.string(),
  linkToSite: z.string().nullable(),
  socialNetworks: z.array(socialNetworkSchema),
  description: z.string(),
  reasonBlocked: z.string().nullable(),
  isFederalPartner: z.boolean(),
  discounts: z.array(discountSchema),
  stocks: z.array(partnerStockSchema),
  countDiscounts: z.number().int(),
  countStocks: z.number().int(),
  countSalePoints: z.number().int(),
  countPhoto: z.number().int(),
  countComments: z.number().int(),
  countComplaints: z.number().int(),
  countVacancies: z.number().int(),
});
export type Partner = z.infer<typeof partnerSchema>;

/** Sort fields of spec 02 section 9: date is the order of creation (idPartner). */
export const partnerSortFields = ['idPartner', 'name', 'nameMainCity'] as const;
export type PartnerSortField = (typeof partnerSortFields)[number];
export const partnerListHeadersSchema = listHeadersSchema(partnerSortFields, { field: 'idPartner' });

const partnerFilterSchema = z.object({
  status: z.enum([...partnerStatuses, '']).nullish(),
  searchString: z.string().trim().max(partnerLimits.searchMax).nullish(),
  categories: z.array(z.uuid()).max(partnerLimits.filterMax).nullish(),
  cities: z.array(z.uuid()).max(partnerLimits.filterMax).nullish(),
});
/** PUT /v1/partner; a call without a body filters nothing. */
export const partnerListBodySchema = partnerFilterSchema.nullish().transform((v): z.output<typeof partnerFilterSchema> => v ?? {});
export type PartnerListFilter = z.input<typeof partnerListBodySchema>;
export type PartnerListQuery = z.output<typeof partnerListBodySchema>;

export const partnerCityFilterBodySchema = z.object({ searchString: z.string().trim().max(partnerLimits.searchMax).default('') });
export const partnerCitySchema = z.object({ uuidCity: z.uuid(), nameCity: z.string() });
export type PartnerCity = z.infer<typeof partnerCitySchema>;

/** PUT /v1/partner/{id}/status: blocking needs a reason, unblocking clears it. */
export const partnerStatusBodySchema = z
  .object({
    status: partnerStatusSchema,
    reasonBlocked: z.string().trim().max(reasonTextMax).nullish(),
  })
  .refine((b) => b.status !== 'blocked' || !!b.reasonBlocked, { path: ['reasonBlocked'], message: partnerMessages.reasonRequired });
export type PartnerStatusBody = z.input<typeof partnerStatusBodySchema>;

export const partnerParamsSchema = z.object({ id: z.uuid() });
