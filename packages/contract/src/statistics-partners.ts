import { z } from 'zod';
import { appApiBase } from './api-paths.js';
import { listHeadersSchema, type SortDirection } from './common.js';
import { statisticsLimits, statisticsPeriodHeader, statisticsPeriodSchema } from './statistics.js';
import { wireDateOutput, wireDateTimeInput } from './format/wire-dates.js';

/** The partner rating of the statistics page and the views the student app reports (spec 03 sections 2.1, 7, 9). */
export const partnerViewKinds = ['card', 'barcode'] as const;
export const partnerViewKindSchema = z.enum(partnerViewKinds);
export type PartnerViewKind = z.infer<typeof partnerViewKindSchema>;

/** Sort fields of the rating: barcode views (the default) or card views. */
export const partnerRatingSortFields = ['cViewBarcode', 'cViewCard'] as const;
export type PartnerRatingSortField = (typeof partnerRatingSortFields)[number];
export const partnerRatingSortLabels: Record<PartnerRatingSortField, string> = {
  cViewBarcode: 'Просмотры штрихкода',
  cViewCard: 'Просмотры карточки',
};
export const partnerRatingDefaults = { field: 'cViewBarcode', direction: 'DESC' } as const satisfies {
  field: PartnerRatingSortField;
  direction: SortDirection;
};

export const partnerViewsLimits = {
  /** Events of one app call. */
  batchMax: 1_000,
  /** How far back an event may be reported (an app that was offline), and how far ahead of the server clock. */
  maxAgeDays: 365,
  maxAheadMinutes: 10,
} as const;

export const partnerViewsMessages = {
  partnerNotFound: (uuid: string) => `Партнёр ${uuid} не найден`,
  tooOld: `Событие старше ${partnerViewsLimits.maxAgeDays} дней`,
  inFuture: 'Время события в будущем',
  batchEmpty: 'Передайте хотя бы одно событие',
  batchTooLarge: `Не более ${partnerViewsLimits.batchMax} событий за один вызов`,
} as const;

export const partnerStatisticsPaths = {
  rating: '/v2/statistics/partner',
  views: '/v2/statistics/partner/:uuid/views',
} as const;
export const partnerViewsAppPaths = { events: `${appApiBase}/partner-views` } as const;

/** GET /v2/statistics/partner */
export const partnerRatingHeadersSchema = listHeadersSchema(partnerRatingSortFields, {
  field: partnerRatingDefaults.field,
  limit: statisticsLimits.ratingPageSize,
}).extend({ [statisticsPeriodHeader]: statisticsPeriodSchema });
export const partnerRatingRowSchema = z.object({
  uuidPartner: z.uuid(),
  logo: z.string().nullable(),
  name: z.string(),
  value: z.number().int().min(0),
});
export type PartnerRatingRow = z.infer<typeof partnerRatingRowSchema>;

/** GET /v2/statistics/partner/{uuid}/views: every day of the period, days without views as zeros. */
export const partnerViewsParamsSchema = z.object({ uuid: z.uuid() });
export const partnerViewsHeadersSchema = z.object({ [statisticsPeriodHeader]: statisticsPeriodSchema });
export const partnerViewsDaySchema = z.object({ day: wireDateOutput, cViewCard: z.number().int().min(0), cViewBarcode: z.number().int().min(0) });
export type PartnerViewsDay = z.infer<typeof partnerViewsDaySchema>;

const minuteMs = 60_000;
const dayMs = 86_400_000;
/** When the student saw the card or showed the barcode: any wire date-time form, not in the future, at most a year old. */
const eventAt = wireDateTimeInput.superRefine((at, ctx) => {
  const now = Date.now();
  if (at.getTime() > now + partnerViewsLimits.maxAheadMinutes * minuteMs) ctx.addIssue({ code: 'custom', message: partnerViewsMessages.inFuture });
  else if (at.getTime() < now - partnerViewsLimits.maxAgeDays * dayMs) ctx.addIssue({ code: 'custom', message: partnerViewsMessages.tooOld });
});

/** POST /api/app/v1/partner-views */
export const partnerViewEventSchema = z.object({ uuidPartner: z.uuid(), kind: partnerViewKindSchema, at: eventAt });
export const partnerViewsBodySchema = z
  .object({
    events: z
      .array(partnerViewEventSchema)
      .min(1, partnerViewsMessages.batchEmpty)
      .max(partnerViewsLimits.batchMax, partnerViewsMessages.batchTooLarge),
  })
  .meta({
    example: {
      events: [
        { uuidPartner: '3f0c7a52-5a53-4a5e-9d7e-0b1f3f4f2a10', kind: 'card', at: '2026-11-25 14:03:12' },
        { uuidPartner: '3f0c7a52-5a53-4a5e-9d7e-0b1f3f4f2a10', kind: 'barcode', at: '2026-11-25T11:04:40Z' },
      ],
    },
  });
export type PartnerViewEvent = z.output<typeof partnerViewEventSchema>;
export const partnerViewsAcceptedSchema = z.object({ accepted: z.number().int().min(1) });
