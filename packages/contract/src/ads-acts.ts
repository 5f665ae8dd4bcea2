import { z } from 'zod';
import { parseWireDate, wireDateOutput } from './format/wire-dates.js';
import { datesInOrder, evenWithErrors, adsAmountSchema, adsDateInput, adsCountSchema, adsIdSchema, adsLimits, adsMessages, adsRequiredText, ordFields } from './ads.js';


/** An act (the operator's invoice) for a creative's contract; the spec names its status `resp_status`. */
export const adsActSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  date: wireDateOutput,
  startDate: wireDateOutput,
  endDate: wireDateOutput,
  amount: z.number(),
  isVat: z.boolean(),
  contractId: z.uuid(),
  creativeId: z.uuid(),
  resp_status: z.string().nullable(),
  ...ordFields,
});
export type AdsAct = z.infer<typeof adsActSchema>;

const actFields = {
  number: adsRequiredText(adsLimits.numberMax),
  date: adsDateInput,
  startDate: adsDateInput,
  endDate: adsDateInput,
  amount: adsAmountSchema,
  isVat: z.boolean().default(true),
  contractId: adsIdSchema,
  creativeId: adsIdSchema,
};
const actPeriod = <S extends z.ZodType<{ startDate: string; endDate: string }>>(s: S) =>
  s.superRefine((v, ctx) => {
    if (!datesInOrder(v.startDate, v.endDate)) ctx.addIssue({ code: 'custom', path: ['endDate'], message: adsMessages.dateOrder });
  }, evenWithErrors);
/** POST /v1/ads/acts */
export const adsActCreateSchema = actPeriod(z.object(actFields));
export type AdsActCreateValues = z.input<typeof adsActCreateSchema>;
/** PUT /v1/ads/acts/{id}: the same fields (an `id` sent back is ignored); the creative and contract stay. */
export const adsActUpdateSchema = actPeriod(z.object({ ...actFields, id: z.uuid().optional() }));
export type AdsActUpdateValues = z.input<typeof adsActUpdateSchema>;

/** A month of a creative's display statistics on the product's platform. */
export const adsStatisticSchema = z.object({
  id: z.uuid(),
  creativeId: z.uuid(),
  platformId: z.string(),
  contractId: z.uuid(),
  invoiceId: z.uuid(),
  impsPlan: z.number().int(),
  impsFact: z.number().int(),
  /** Whether impsFact came from the app's own counting (then it is not typed). */
  impsCounted: z.boolean(),
  dateStartPlan: wireDateOutput,
  dateStartFact: wireDateOutput,
  dateEndPlan: wireDateOutput,
  dateEndFact: wireDateOutput,
  amount: z.number(),
  amountPerUnit: z.number(),
  isVat: z.boolean(),
  respStatus: z.string().nullable(),
  ...ordFields,
});
export type AdsStatistic = z.infer<typeof adsStatisticSchema>;

const sameMonth = (start: unknown, end: unknown) => {
  const a = typeof start === 'string' ? parseWireDate(start) : null;
  const b = typeof end === 'string' ? parseWireDate(end) : null;
  return !a || !b || a.slice(0, 7) === b.slice(0, 7);
};
const statisticFields = {
  creativeId: adsIdSchema,
  contractId: adsIdSchema,
  invoiceId: adsIdSchema,
  platformId: z.string({ error: adsMessages.required }).trim().min(1, adsMessages.required).max(adsLimits.numberMax),
  impsPlan: adsCountSchema,
  /** Taken from the app's counting of the fact period when it has counted any; otherwise required. */
  impsFact: adsCountSchema.nullish(),
  dateStartPlan: adsDateInput,
  dateStartFact: adsDateInput,
  dateEndPlan: adsDateInput,
  dateEndFact: adsDateInput,
  amount: adsAmountSchema,
  amountPerUnit: adsAmountSchema,
  isVat: z.boolean().default(true),
};
const statisticRules = <S extends z.ZodType<{ dateStartPlan: string; dateEndPlan: string; dateStartFact: string; dateEndFact: string }>>(s: S) =>
  s.superRefine((v, ctx) => {
    if (!datesInOrder(v.dateStartPlan, v.dateEndPlan)) ctx.addIssue({ code: 'custom', path: ['dateEndPlan'], message: adsMessages.dateOrder });
    if (!datesInOrder(v.dateStartFact, v.dateEndFact)) ctx.addIssue({ code: 'custom', path: ['dateEndFact'], message: adsMessages.dateOrder });
    else if (!sameMonth(v.dateStartFact, v.dateEndFact)) ctx.addIssue({ code: 'custom', path: ['dateEndFact'], message: adsMessages.statisticMonth });
  }, evenWithErrors);
/** POST /v1/ads/statistics */
export const adsStatisticCreateSchema = statisticRules(z.object(statisticFields));
export type AdsStatisticCreateValues = z.input<typeof adsStatisticCreateSchema>;
/** PUT /v1/ads/statistics/{id}: creative, contract, platform and counted impressions stay as they are. */
export const adsStatisticUpdateSchema = statisticRules(z.object({ ...statisticFields, id: z.uuid().optional(), impsCounted: z.boolean().optional() }));
export type AdsStatisticUpdateValues = z.input<typeof adsStatisticUpdateSchema>;

/** The app's count of a creative's impressions (POST /api/app/v1/ads/impressions), by its erid. */
export const adsImpressionsBodySchema = z.object({
  erid: z.string().trim().min(1).max(100),
  count: z.number().int().min(1).max(1_000_000).default(1),
});
