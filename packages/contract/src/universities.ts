import { z } from 'zod';
import { messages } from './messages.js';
import { apiPaths } from './api-paths.js';
import { emailPattern } from './auth.js';
import { listHeadersSchema } from './common.js';
import { moscowToday } from './format/dates.js';
import { parseWireDate, wireDateMessages, wireDateOutput } from './format/wire-dates.js';
import { phoneInputSchema } from './operators.js';
import { reasonTextMax, userStatusMessages } from './user-status.js';

/** Messages of the university form (spec 01 section 5) and of the university calls. */
export const universityMessages = {
  required: messages.common.required,
  invalidEmail: messages.common.invalidEmail,
  phone: 'Телефон должен содержать 11 цифр',
  date: wireDateMessages.date,
  dateYear: 'Год не может быть раньше текущего',
  inn: 'ИНН состоит из 10 или 12 цифр',
  logo: 'Логотип: ссылка или путь к файлу',
  tooLong: (max: number) => `Не более ${max} символов`,
  reasonRequired: userStatusMessages.reasonRequired,
  notFound: 'Университет не найден',
  cityUnknown: 'Город не найден',
  innNotFound: 'Организация с таким ИНН не найдена',
  innUnavailable: 'Сервис проверки ИНН недоступен. Попробуйте позже.',
  duplicateInn: (shortName: string) => `Университет с таким ИНН уже есть: «${shortName}». Проверьте, не добавлен ли он раньше.`,
  hasStudents: 'У университета есть студенты: удалить его нельзя.',
  deleteConfirm: (shortName: string) =>
    `Удалить университет «${shortName}»? Вместе с ним удаляются его операторы, новости и вопросы базы знаний. Университет со студентами удалить нельзя.`,
  deleted: 'Университет удалён',
} as const;

/** Codes of the university calls' refusals the console acts on. */
export const universityErrorCodes = { duplicateInn: 'duplicate_inn', hasStudents: 'has_students' } as const;

export const universityLimits = {
  shortNameMax: 100,
  nameMax: 500,
  addressMax: 500,
  delegateMax: 300,
  emailMax: 254,
  logoMax: 2048,
  searchMax: 200,
  citiesMax: 100,
} as const;

export const universityStatuses = ['active', 'blocked'] as const;
export const universityStatusSchema = z.enum(universityStatuses);
export type UniversityStatus = z.infer<typeof universityStatusSchema>;

/** 'active': the end date is today or later (Moscow); 'expired': it is before today. */
export const contractStates = ['active', 'expired'] as const;
export type ContractState = (typeof contractStates)[number];

export const innPattern = /^(\d{10}|\d{12})$/;

/** A university as every answer shows it; flagDay is the whole days left until endContract (a wire date), never below 0. */
export const universitySchema = z.object({
  uuidUniver: z.uuid(),
  logo: z.string().nullable(),
  shortName: z.string(),
  nameUniver: z.string(),
  endContract: wireDateOutput,
  flagDay: z.number().int().min(0),
  uuidCity: z.uuid(),
  nameCity: z.string(),
  address: z.string(),
  email: z.string(),
  delegateSurname: z.string(),
  delegateName: z.string(),
  delegatePatronymic: z.string(),
  phone: z.string(),
  inn: z.string().nullable(),
  status: universityStatusSchema,
  reasonBlocked: z.string().nullable(),
});
export type University = z.infer<typeof universitySchema>;

/** Sort fields of the list: 'idStudent' and 'date' are both the order of creation (the spec names the date sort 'idStudent'). */
export const universitySortFields = ['idStudent', 'date', 'name'] as const;
export type UniversitySortField = (typeof universitySortFields)[number];
export const universityListHeadersSchema = listHeadersSchema(universitySortFields, { field: 'idStudent' });

/** The list filter; an absent, null or empty value does not filter. */
const listFilterSchema = z.object({
  status: z.enum([...universityStatuses, '']).nullish(),
  searchString: z.string().trim().max(universityLimits.searchMax).nullish(),
  contract: z.enum([...contractStates, '']).nullish(),
  cities: z.array(z.uuid()).max(universityLimits.citiesMax).nullish(),
});
/** A PUT without a body reaches the schema as null. */
export const universityListBodySchema = listFilterSchema.nullish().transform((v): z.output<typeof listFilterSchema> => v ?? {});
export type UniversityListFilter = z.input<typeof universityListBodySchema>;
export type UniversityListQuery = z.output<typeof universityListBodySchema>;

const required = { error: universityMessages.required, abort: true } as const;
/** A text field the form requires: missing, blank or whitespace-only is the required-field message. */
const requiredText = (max: number) =>
  z.string({ error: universityMessages.required }).trim().min(1, required).max(max, universityMessages.tooLong(max));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, universityMessages.tooLong(max))
    .nullish()
    .transform((v) => v ?? '');

/**
 * Any wire date (the answer's YYYY-MM-DD goes back unchanged, the form sends DD.MM.YYYY), a real
 * calendar date whose year is not earlier than the current year in Moscow; out as YYYY-MM-DD.
 */
const contractDateSchema = requiredText(40).transform((value, ctx) => {
  const day = parseWireDate(value);
  if (!day) ctx.addIssue({ code: 'custom', message: universityMessages.date });
  else if (day.slice(0, 4) < moscowToday().slice(0, 4)) ctx.addIssue({ code: 'custom', message: universityMessages.dateYear });
  else return day;
  return z.NEVER;
});

/**
 * The university form of spec 01 section 5, as the wizard and the edit page hold it and as
 * POST /v1/univer takes it. The form puts the representative's whole name in delegateSurname.
 */
export const universityFormSchema = z.object({
  shortName: requiredText(universityLimits.shortNameMax),
  nameUniver: requiredText(universityLimits.nameMax),
  delegateSurname: requiredText(universityLimits.delegateMax),
  delegateName: optionalText(universityLimits.delegateMax),
  delegatePatronymic: optionalText(universityLimits.delegateMax),
  uuidCity: z.string({ error: universityMessages.required }).trim().min(1, required).pipe(z.uuid(universityMessages.cityUnknown)),
  address: requiredText(universityLimits.addressMax),
  phone: z.string({ error: universityMessages.required }).trim().min(1, required).pipe(phoneInputSchema(universityMessages.phone)),
  email: requiredText(universityLimits.emailMax).regex(emailPattern, universityMessages.invalidEmail),
  endContract: contractDateSchema,
  inn: z
    .string()
    .trim()
    .nullish()
    .refine((v) => !v || innPattern.test(v), universityMessages.inn)
    .transform((v) => v || null),
  logo: z
    .string()
    .trim()
    .max(universityLimits.logoMax, universityMessages.tooLong(universityLimits.logoMax))
    .nullish()
    .refine((v) => !v || /^(https?:\/\/|\/)\S+$/.test(v), universityMessages.logo)
    .transform((v) => v || null),
});
export type UniversityFormValues = z.input<typeof universityFormSchema>;
export type UniversityInput = z.output<typeof universityFormSchema>;
export type UniversityFormField = keyof UniversityFormValues;

/** The form's errors, one message per failing field (the first one), or null when it is valid. */
export function validateUniversityForm(values: UniversityFormValues): Partial<Record<UniversityFormField, string>> | null {
  const parsed = universityFormSchema.safeParse(values);
  if (parsed.success) return null;
  const errors: Partial<Record<UniversityFormField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as UniversityFormField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * `confirmDuplicateInn`: the person saw the warning that another university has this INN and
 * saves anyway; without it such a save is a 409 `duplicate_inn` naming that university.
 */
export const universityCreateBodySchema = universityFormSchema.extend({ confirmDuplicateInn: z.boolean().optional() });
export type UniversityCreateBody = z.input<typeof universityCreateBodySchema>;
export const universityUpdateBodySchema = universityCreateBodySchema.extend({ uuidUniver: z.uuid() });
export type UniversityUpdateBody = z.input<typeof universityUpdateBodySchema>;
export const universityCreatedSchema = z.object({ uuidUniver: z.uuid() });

export const universityParamsSchema = z.object({ uuid: z.uuid() });

/** Blocking needs a non-blank reason; unblocking clears it whatever is sent. */
export const universityStatusBodySchema = z
  .object({
    uuidUniver: z.uuid(),
    newStatus: universityStatusSchema,
    reasonText: z.string().trim().max(reasonTextMax).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.newStatus === 'blocked' && !body.reasonText) {
      ctx.addIssue({ code: 'custom', path: ['reasonText'], message: universityMessages.reasonRequired });
    }
  });
export type UniversityStatusBody = z.input<typeof universityStatusBodySchema>;

/** City filter of the list: cities that have a university, searched from 2 characters. */
const cityFilterSchema = z.object({ searchString: z.string().trim().max(100).nullish() });
export const universityCityFilterBodySchema = cityFilterSchema.nullish().transform((v): z.output<typeof cityFilterSchema> => v ?? {});
export const universityCitySchema = z.object({ uuidCity: z.uuid(), nameCity: z.string() });
export type UniversityCity = z.infer<typeof universityCitySchema>;

/** GET /v1/univer/inn?inn=…: a field the registry does not know comes back empty. */
export const innQuerySchema = z.object({ inn: z.string().trim().regex(innPattern, universityMessages.inn) });
export const innLookupResultSchema = z.object({ nameUniver: z.string(), address: z.string(), shortName: z.string() });
export type InnLookupResult = z.infer<typeof innLookupResultSchema>;

/** The card path of one university. */
export const universityPath = (uuid: string) => apiPaths.university.replace(':uuid', encodeURIComponent(uuid));
