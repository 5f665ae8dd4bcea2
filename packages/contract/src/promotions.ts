import { z } from 'zod';
import { messages } from './messages.js';
import { listHeadersSchema } from './common.js';
import { parseWireDate, parseWireDateTime, wireDateMessages, wireDateTimeOutput } from './format/wire-dates.js';
import { reasonTextMax, userStatusMessages } from './user-status.js';

/** Promotions (stocks) of spec 02: list, card, edit, block, promo-code files and their usage. */
export const promotionMessages = {
  required: messages.common.required,
  tooLong: (max: number) => `Не более ${max} символов`,
  dateOrder: 'Окончание должно быть позже начала',
  notFound: 'Акция не найдена',
  partnerNotFound: 'Партнёр не найден',
  fileNotFound: 'Файл промокодов не найден, загрузите его заново',
  badFile: 'Неверный формат файла',
  reasonRequired: userStatusMessages.reasonRequired,
  codesSoon: 'Промокоды появятся в акции в течение нескольких минут.',
  codesContinue: 'Продолжить',
  noUsage: 'Данных нет',
  /** An import whose every attempt failed (a crash, a timeout, an outage): the internal reason stays in the server log. */
  importFailed: 'Загрузка промокодов прервалась. Повторите её; если ошибка повторится, обратитесь к администратору.',
  importNotFailed: 'Повторить можно только прервавшуюся загрузку',
  importNotFound: 'У акции нет загрузки промокодов',
  importRetry: 'Повторить загрузку',
} as const;

export const promotionLimits = {
  nameMax: 200,
  descriptionMax: 2_000,
  searchMax: 200,
  filterMax: 100,
  /** Bytes of a promo-code file. */
  fileMax: 100 * 1024 * 1024,
  /** A promo code is shorter than 15 characters (spec 03 section 9). */
  codeMax: 14,
  usagePageSize: 15,
  /** Malformed lines an import keeps to show (it counts them all). */
  malformedShown: 20,
  /** Cities (by name) and points per city the card carries; the counts say how many there are in all. */
  cardCities: 20,
  cardPointsPerCity: 5,
} as const;

export const promotionStatuses = ['active', 'blocked'] as const;
export const promotionStatusSchema = z.enum(promotionStatuses);
export type PromotionStatus = z.infer<typeof promotionStatusSchema>;

/** Block presets of the promotion popup (spec 02 section 4). */
export const promotionBlockPresets = [
  'Несоответствие политике приложения',
  'Нарушение условий договора',
  'Некорректные данные',
] as const;

/** How many codes one student may win: 1, 2, 3 or unlimited (null); the console's option 4 is null. */
export const winLimitOptions = [1, 2, 3, 4] as const;
export const winLimitSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable();
export type WinLimit = z.infer<typeof winLimitSchema>;
export const winLimitOfOption = (option: number): WinLimit => (option === 1 || option === 2 || option === 3 ? option : null);
export const optionOfWinLimit = (limit: WinLimit): number => limit ?? 4;
export const winLimitLabel = (limit: WinLimit) => (limit === null ? 'Без ограничений' : String(limit));

/** A promo code: letters, digits, '-' and '_', shorter than 15 characters. */
export const promoCodePattern = /^[A-Za-z0-9А-Яа-яЁё_-]{1,14}$/;

const dateAlone = /^(?:\d{4}-\d{2}-\d{2}|\d{2}\.\d{2}\.\d{4})$/;

/**
 * The instant a promotion's begin or end names: any wire date-time (format/wire-dates.ts), or a
 * date alone, as the spec writes a promotion's dates (dd.MM.yyyy): the start of that Moscow day
 * for the begin, its last second for the end.
 */
export function parsePromotionBound(value: string, bound: 'begin' | 'end'): Date | null {
  const instant = parseWireDateTime(value);
  if (instant) return instant;
  const day = dateAlone.test(value.trim()) ? parseWireDate(value) : null;
  return day ? parseWireDateTime(`${day} ${bound === 'begin' ? '00:00:00' : '23:59:59'}`) : null;
}

const promotionBoundSchema = (bound: 'begin' | 'end') =>
  z
    .string({ error: promotionMessages.required })
    .trim()
    .max(40, wireDateMessages.dateTime)
    .refine((v) => parsePromotionBound(v, bound) !== null, wireDateMessages.dateTime);

const required = { error: promotionMessages.required, abort: true } as const;
const requiredText = (max: number) =>
  z.string({ error: promotionMessages.required }).trim().min(1, required).max(max, promotionMessages.tooLong(max));

/** Storage key of an uploaded promo-code file (from POST /v2/stock/upload-codes). */
export const codesFileSchema = z.string().trim().max(512).nullish().transform((v) => v || null);

const promotionFields = {
  name: requiredText(promotionLimits.nameMax),
  description: requiredText(promotionLimits.descriptionMax),
  dateBegin: promotionBoundSchema('begin'),
  dateEnd: promotionBoundSchema('end'),
  fileUrl: codesFileSchema,
  winLimit: winLimitSchema.default(1),
};
/** A malformed date has its own issue (not a fatal one, so this check still runs): only two real dates are compared. */
const datesInOrder = (v: { dateBegin: string; dateEnd: string }) => {
  const begin = parsePromotionBound(v.dateBegin, 'begin');
  const end = parsePromotionBound(v.dateEnd, 'end');
  return !begin || !end || end.getTime() > begin.getTime();
};

/** POST /v2/stock */
export const promotionCreateSchema = z
  .object({ uuidPartner: z.uuid(), ...promotionFields })
  .refine(datesInOrder, { path: ['dateEnd'], message: promotionMessages.dateOrder });
export type PromotionCreateValues = z.input<typeof promotionCreateSchema>;
export const promotionCreatedSchema = z.object({ uuidStock: z.uuid() });

/** PUT /v2/stock/{id}; a new fileUrl adds its codes to the promotion. */
export const promotionUpdateSchema = z
  .object(promotionFields)
  .refine(datesInOrder, { path: ['dateEnd'], message: promotionMessages.dateOrder });
export type PromotionUpdateValues = z.input<typeof promotionUpdateSchema>;

/** The form's errors, the first message per failing field, or null when valid. */
export function validatePromotionForm(values: PromotionUpdateValues): Partial<Record<keyof PromotionUpdateValues, string>> | null {
  const parsed = promotionUpdateSchema.safeParse(values);
  if (parsed.success) return null;
  const errors: Partial<Record<string, string>> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const partnerRefSchema = z.object({ uuidPartner: z.uuid(), name: z.string(), legalName: z.string(), nameMainCity: z.string().nullable() });
const categoryRefSchema = z.object({ name: z.string() }).nullable();

/** A row of PUT /v1/stock. */
export const promotionRowSchema = z.object({
  uuidStock: z.uuid(),
  name: z.string(),
  status: promotionStatusSchema,
  createdData: wireDateTimeOutput,
  /** Empty for a promotion saved without its period (imported data). */
  dateBegin: wireDateTimeOutput.or(z.literal('')),
  dateEnd: wireDateTimeOutput.or(z.literal('')),
  partner: partnerRefSchema,
  category: categoryRefSchema,
});
export type PromotionRow = z.infer<typeof promotionRowSchema>;

/** Where an import of a promo-code file is (the card shows it). */
export const codeImportStates = ['queued', 'running', 'done', 'failed'] as const;
export const codeImportSchema = z.object({
  uuidImport: z.uuid(),
  state: z.enum(codeImportStates),
  linesRead: z.number().int(),
  /** With `duplicates`, counted so far: each committed batch of codes is in the promotion. */
  imported: z.number().int(),
  duplicates: z.number().int(),
  malformed: z.number().int(),
  /** The first malformed lines: their number in the file and what they held. */
  malformedLines: z.array(z.object({ line: z.number().int(), text: z.string() })),
  error: z.string().nullable(),
  createdAt: wireDateTimeOutput,
  finishedAt: wireDateTimeOutput.nullable(),
});
export type CodeImport = z.infer<typeof codeImportSchema>;

export const codeCountsSchema = z.object({ remainingCodesCount: z.number().int(), usedCodesCount: z.number().int() });
export type CodeCounts = z.infer<typeof codeCountsSchema>;

/** GET /v1/stock/{id} (and /v2/stock/{id}): the card. */
export const promotionSchema = promotionRowSchema.extend({
  description: z.string(),
  reasonBlocked: z.string().nullable(),
  winLimit: winLimitSchema,
  fileUrl: z.string().nullable(),
  cities: z.array(
    z.object({ uuidCity: z.uuid(), nameCity: z.string(), countPoints: z.number().int(), salePoints: z.array(z.object({ name: z.string() })) }),
  ),
  /** Cities with the partner's points in all; `cities` holds the first of them. */
  countCities: z.number().int(),
  ...codeCountsSchema.shape,
  lastImport: codeImportSchema.nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** Sort fields of spec 02 section 9: date is the order of creation (idStock); partner sorts by legal name. */
export const promotionSortFields = ['idStock', 'name', 'city', 'legalName'] as const;
export type PromotionSortField = (typeof promotionSortFields)[number];
export const promotionListHeadersSchema = listHeadersSchema(promotionSortFields, { field: 'idStock' });

const promotionFilterSchema = z.object({
  status: z.enum([...promotionStatuses, '']).nullish(),
  searchString: z.string().trim().max(promotionLimits.searchMax).nullish(),
  cities: z.array(z.uuid()).max(promotionLimits.filterMax).nullish(),
  categories: z.array(z.uuid()).max(promotionLimits.filterMax).nullish(),
});
/** PUT /v1/stock; a call without a body filters nothing. */
export const promotionListBodySchema = promotionFilterSchema
  .nullish()
  .transform((v): z.output<typeof promotionFilterSchema> => v ?? {});
export type PromotionListFilter = z.input<typeof promotionListBodySchema>;

/** PUT /v1/stock/{id}/status: blocking needs a reason, unblocking clears it. */
export const promotionStatusBodySchema = z
  .object({ status: promotionStatusSchema, reasonBlocked: z.string().trim().max(reasonTextMax).nullish() })
  .refine((b) => b.status !== 'blocked' || !!b.reasonBlocked, { path: ['reasonBlocked'], message: promotionMessages.reasonRequired });
export type PromotionStatusBody = z.input<typeof promotionStatusBodySchema>;

export const promotionParamsSchema = z.object({ id: z.uuid() });

/** POST /v2/stock/{id}/statistic: who got which code, newest first, paged by x-offset/x-limit. */
export const codeUsageSchema = z.object({ codeValue: z.string(), userName: z.string(), granted: z.string() });
export type CodeUsage = z.infer<typeof codeUsageSchema>;
export const codeUsageHeadersSchema = z.object({
  'x-offset': z.coerce.number().int().min(0).default(0),
  'x-limit': z.coerce.number().int().min(1).max(100).default(promotionLimits.usagePageSize),
});

/** POST /v2/stock/upload-codes: multipart field `file`, CSV by name and content. */
export const codesUpload = { field: 'file', extension: '.csv', contentType: 'text/csv' } as const;
export const codesUploadResponseSchema = z.object({ fileUrl: z.string() });
