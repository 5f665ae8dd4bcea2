import { z } from 'zod';
import { wireDateOutput } from './format/wire-dates.js';
import { datesInOrder, evenWithErrors, adsDateInput, adsIdSchema, adsLimits, adsMessages, adsOptionalText, adsRequiredText, ordFields } from './ads.js';

/** The creative's form; only a banner carries a file. */
export const adsCreativeForms = ['banner', 'text-block'] as const;
export type AdsCreativeForm = (typeof adsCreativeForms)[number];
export const adsCreativeFormLabels: Record<AdsCreativeForm, string> = { banner: 'Баннер', 'text-block': 'Текстовый блок' };
/** The campaign's payment model. */
export const adsCampaignTypes = ['cpm', 'cpc'] as const;
export const adsCampaignTypeLabels: Record<(typeof adsCampaignTypes)[number], string> = { cpm: 'CPM — за показы', cpc: 'CPC — за клики' };

export const adsCreativeSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  contractId: z.uuid(),
  okveds: z.array(z.string()),
  type: z.enum(adsCampaignTypes),
  form: z.enum(adsCreativeForms),
  mediaUrl: z.string().nullable(),
  mediaDescription: z.string().nullable(),
  textData: z.string(),
  description: z.string(),
  title: z.string(),
  startCreative: wireDateOutput,
  endCreative: wireDateOutput,
  startPromo: wireDateOutput,
  endPromo: wireDateOutput,
  active: z.boolean(),
  /** The token shown with the ad, once the operator gave it. */
  erid: z.string().nullable(),
  respStatus: z.string().nullable(),
  ...ordFields,
});
export type AdsCreative = z.infer<typeof adsCreativeSchema>;

/** POST /v1/ads/creatives: a file only for a banner (dropped for a text block); at least one OKVED code. */
export const adsCreativeCreateSchema = z
  .object({
    contractId: adsIdSchema,
    clientId: z.uuid().nullish(),
    okveds: z.array(z.string().trim().max(10), { error: adsMessages.chooseItems }).min(1, adsMessages.chooseItems).max(adsLimits.okvedsMax),
    type: z.enum(adsCampaignTypes, { error: adsMessages.required }),
    form: z.enum(adsCreativeForms, { error: adsMessages.required }),
    mediaUrl: adsOptionalText(adsLimits.mediaUrlMax),
    mediaDescription: adsOptionalText(adsLimits.textMax),
    textData: adsRequiredText(adsLimits.textMax),
    description: adsRequiredText(adsLimits.textMax),
    title: adsRequiredText(adsLimits.nameMax),
    startCreative: adsDateInput,
    endCreative: adsDateInput,
    startPromo: adsDateInput,
    endPromo: adsDateInput,
  })
  .superRefine((v, ctx) => {
    if (v.form === 'banner' && !v.mediaUrl) ctx.addIssue({ code: 'custom', path: ['mediaUrl'], message: adsMessages.uploadFile });
    if (!datesInOrder(v.startCreative, v.endCreative)) ctx.addIssue({ code: 'custom', path: ['endCreative'], message: adsMessages.dateOrder });
    if (!datesInOrder(v.startPromo, v.endPromo)) ctx.addIssue({ code: 'custom', path: ['endPromo'], message: adsMessages.dateOrder });
  }, evenWithErrors)
  .transform((v) => ({ ...v, mediaUrl: v.form === 'banner' ? v.mediaUrl : null, okveds: [...new Set(v.okveds)] }));
export type AdsCreativeCreateValues = z.input<typeof adsCreativeCreateSchema>;

/** POST /v1/ads/creatives/{id}/active */
export const adsCreativeActiveSchema = z.object({ active: z.boolean({ error: adsMessages.required }) });
/** POST /v1/ads/creatives/upload: multipart `imageFile`, the image rules of the other uploads. */
export const adsUploadResponseSchema = z.object({ urlFile: z.string() });
