import { z } from 'zod';
import { appApiBase } from './api-paths.js';
import { evenWithErrors } from './ads.js';
import { listHeadersSchema } from './common.js';
import { parseWireDateTime, requiredWireDateTime, wireDateTimeOutput } from './format/wire-dates.js';

/**
 * Registration promo codes of spec 03 (sections 2.4-9): a student enters one when signing up in
 * the app; staff create, edit and delete them and see who registered with each. Not the codes
 * of promotions (promotions.ts), which partners hand out as prizes.
 */
export const promocodeMessages = {
  required: 'Это обязательное поле',
  codeTooLong: 'Промокод должен быть короче 15 символов',
  codeChars: 'Только буквы, цифры, «-» и «_»',
  contentTooLong: (max: number) => `Не более ${max} символов`,
  dateOrder: 'Окончание должно быть позже начала',
  taken: 'Такой промокод уже есть',
  notFound: 'Промокод не найден',
  codeLocked: 'Промокод нельзя изменить',
  startLocked: 'Дату начала нельзя изменить',
  studentNotFound: 'Студент не найден',
  notValidNow: 'Промокод сейчас не действует',
  alreadyRegistered: 'Студент уже зарегистрирован с промокодом',
  created: 'Промокод создан',
  edited: 'Промокод отредактирован',
  failedTitle: 'Ошибка',
  createFailed: 'Не удалось создать промокод',
  editFailed: 'Не удалось отредактировать промокод',
  /** Spec 03 section 8: a list or statistics that fails to load shows this plain text. */
  loadFailed: 'error',
} as const;

export const promocodeLimits = {
  /** "Under 15 characters" (spec 03 sections 5 and 9). */
  codeMax: 14,
  contentMax: 1_000,
  pageSize: 15,
  statisticPageSize: 15,
  /** Spec 03 section 8: the save notices last 5000 ms. */
  noticeMs: 5_000,
  /** Spec 03 section 4: the list's spinner after a create. */
  createdSpinnerMs: 500,
  bulkMax: 100,
} as const;

export const promocodePaths = {
  list: '/v1/promocode/list',
  get: '/v1/promocode/get',
  write: '/v1/promocode',
  delete: '/v1/promocode/delete',
  statistic: '/v1/promocode/statistic',
} as const;

/** The student app reports a sign-up with a promo code. */
export const promocodeAppPaths = { registrations: `${appApiBase}/promocode-registrations` } as const;

/** Letters, digits, '-' and '_': what a student can type in the app. */
const codeChars = /^[A-Za-z0-9А-Яа-яЁё_-]+$/;
const required = { error: promocodeMessages.required, abort: true } as const;

export const promocodeCodeSchema = z
  .string({ error: promocodeMessages.required })
  .trim()
  // No abort here: an aborted field would keep the dates' order from being checked; the first message wins.
  .min(1, promocodeMessages.required)
  .max(promocodeLimits.codeMax, promocodeMessages.codeTooLong)
  // An empty code is told only that it is required.
  .refine((code) => code === '' || codeChars.test(code), promocodeMessages.codeChars);

/** A required date-time in any wire form (format/wire-dates.ts); the instant out. */
const requiredDateTime = requiredWireDateTime(promocodeMessages.required);

const contentSchema = z
  .string()
  .trim()
  .max(promocodeLimits.contentMax, promocodeMessages.contentTooLong(promocodeLimits.contentMax))
  .nullish()
  .transform((v) => v ?? '');

/** Only two real dates are compared: a field that failed its own check has its own message. */
const endAfterStart = (v: { startPromoCode?: unknown; endPromoCode?: unknown }) =>
  !(v.startPromoCode instanceof Date) || !(v.endPromoCode instanceof Date) || v.endPromoCode.getTime() > v.startPromoCode.getTime();
const dateOrderIssue = { path: ['endPromoCode'], message: promocodeMessages.dateOrder };

/** POST /v1/promocode */
export const promocodeCreateSchema = z
  .object({ promocode: promocodeCodeSchema, startPromoCode: requiredDateTime, endPromoCode: requiredDateTime, content: contentSchema })
  // Told together with the other fields' problems, so the form shows them all at once.
  .refine(endAfterStart, { ...dateOrderIssue, ...evenWithErrors });
export type PromocodeCreateValues = z.input<typeof promocodeCreateSchema>;
export type PromocodeCreateInput = z.output<typeof promocodeCreateSchema>;

/**
 * PUT /v1/promocode: names the code by idPromocode (or, without it, by the code itself). The
 * code and the start may be sent but not changed; a GET's answer is accepted as it is, its
 * startDate and expirationDate standing for startPromoCode and endPromoCode.
 */
export const promocodeUpdateSchema = z
  .object({
    idPromocode: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    promocode: promocodeCodeSchema,
    startPromoCode: requiredDateTime.optional(),
    startDate: requiredDateTime.optional(),
    endPromoCode: requiredDateTime.optional(),
    expirationDate: requiredDateTime.optional(),
    content: contentSchema,
    statcount: z.unknown().optional(),
    createdAt: z.unknown().optional(),
  })
  .transform(({ startDate, expirationDate, statcount: _count, createdAt: _created, ...v }) => ({
    ...v,
    startPromoCode: v.startPromoCode ?? startDate,
    endPromoCode: v.endPromoCode ?? expirationDate,
  }))
  .superRefine((v, ctx) => {
    if (!v.endPromoCode) ctx.addIssue({ code: 'custom', path: ['endPromoCode'], message: promocodeMessages.required });
    else if (!endAfterStart(v)) ctx.addIssue({ code: 'custom', ...dateOrderIssue });
  });
export type PromocodeUpdateValues = z.input<typeof promocodeUpdateSchema>;
export type PromocodeUpdateInput = z.output<typeof promocodeUpdateSchema>;

/** The form's errors, the first message per failing field, or null when valid. */
export function validatePromocodeForm(values: PromocodeCreateValues): Partial<Record<'promocode' | 'startPromoCode' | 'endPromoCode' | 'content', string>> | null {
  const parsed = promocodeCreateSchema.safeParse(values);
  if (parsed.success) return null;
  const errors: Partial<Record<string, string>> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** A row of GET /v1/promocode/list, and GET /v1/promocode/get. */
export const promocodeSchema = z.object({
  idPromocode: z.number().int(),
  promocode: z.string(),
  content: z.string(),
  startDate: wireDateTimeOutput,
  expirationDate: wireDateTimeOutput,
  /** Students registered with the code. */
  statcount: z.number().int(),
  createdAt: wireDateTimeOutput,
});
export type Promocode = z.infer<typeof promocodeSchema>;

/** Valid now: the start has come and the end has not passed (spec 03 section 2.4 shows others red). */
export function isPromocodeValidAt(code: Pick<Promocode, 'startDate' | 'expirationDate'>, now: Date): boolean {
  const start = parseWireDateTime(code.startDate);
  const end = parseWireDateTime(code.expirationDate);
  return !!start && !!end && start.getTime() <= now.getTime() && now.getTime() <= end.getTime();
}

export const promocodeSortFields = ['idPromocode', 'startDate', 'expirationDate'] as const;
export type PromocodeSortField = (typeof promocodeSortFields)[number];
export const promocodeListHeadersSchema = listHeadersSchema(promocodeSortFields, { field: 'idPromocode' });

const idSchema = z.coerce.number({ error: 'Нужен числовой idPromocode' }).int().positive().max(Number.MAX_SAFE_INTEGER);
export const promocodeGetQuerySchema = z.object({ idPromocode: idSchema });
export const promocodeDeleteBodySchema = z.object({ key: z.array(idSchema).min(1).max(promocodeLimits.bulkMax) });
export const promocodeStatisticQuerySchema = z.object({ promocode: z.string().trim().min(1, required).max(100) });
export const promocodeStatisticHeadersSchema = z.object({
  'x-offset': z.coerce.number().int().min(0).default(0),
  'x-limit': z.coerce.number().int().min(1).max(100).default(promocodeLimits.statisticPageSize),
});

/** A student registered with a code (GET /v1/promocode/statistic); `patronymi` is spelled as the spec has it. */
export const promocodeRegistrationSchema = z.object({
  surname: z.string(),
  name: z.string(),
  patronymi: z.string(),
  nameUniversityPromo: z.string(),
  nameCityPromo: z.string(),
  /** The phone the student signs in with. */
  login: z.string(),
  createdAt: wireDateTimeOutput,
});
export type PromocodeRegistration = z.infer<typeof promocodeRegistrationSchema>;

/** POST /api/app/v1/promocode-registrations */
export const promocodeAppRegistrationSchema = z
  .object({
    promocode: z.string().trim().min(1).max(100),
    uuidStudent: z.uuid(),
    /** The phone the student signed up with, shown in the statistics; optional. */
    login: z.string().trim().max(32).nullish().transform((v) => v ?? ''),
  })
  .meta({ example: { promocode: 'STUDENT2026', uuidStudent: '0b6f9a52-4c1e-4c7a-9b1a-2f3d5e6a7b8c', login: '79991234567' } });
export const promocodeAppRegisteredSchema = z
  .object({ idPromocode: z.number().int(), promocode: z.string(), uuidStudent: z.uuid(), createdAt: wireDateTimeOutput })
  .meta({ example: { idPromocode: 12, promocode: 'STUDENT2026', uuidStudent: '0b6f9a52-4c1e-4c7a-9b1a-2f3d5e6a7b8c', createdAt: '2026-09-01 12:30:00' } });
