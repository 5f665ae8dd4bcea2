import { z } from 'zod';
import { appApiBase } from './api-paths.js';
import { listHeadersSchema } from './common.js';
import { wireDateTimeOutput } from './format/wire-dates.js';
import { reasonTextMax } from './user-status.js';

/** Railway-bonus applications of spec 03 (sections 2.2, 3, 4, 5, 7, 9). */
export const rzdPaths = {
  list: '/v1/rzd',
  dates: '/v1/rzd/dates',
  status: '/v1/rzd/status',
  export: '/v1/rzd/export',
  baseUniversities: '/v1/univer/base',
} as const;
/** The student app files an application (X-Api-Key). */
export const rzdAppPaths = { applications: `${appApiBase}/rzd-applications` } as const;

export const rzdStatuses = ['at_work', 'rejected', 'approved'] as const;
export const rzdStatusSchema = z.enum(rzdStatuses);
export type RzdStatus = z.infer<typeof rzdStatusSchema>;
export const rzdStatusLabels: Record<RzdStatus, string> = {
  at_work: 'В работе',
  rejected: 'Отклонена',
  approved: 'Одобрена',
};

export const rzdLimits = {
  /** Spec 03 section 9. */
  pageSize: 10,
  searchDebounceMs: 1_000,
  searchMax: 200,
  /** Applications one status change may take (a page holds 10). */
  keysMax: 100,
  reasonMax: reasonTextMax,
  /** Rows the export reads from the database at a time. */
  exportBatch: 500,
  /** The export may take longer than an ordinary call. */
  exportTimeoutMs: 120_000,
} as const;

export const rzdMessages = {
  notFound: 'Заявка не найдена',
  studentNotFound: 'Студент не найден',
  openExists: 'У студента уже есть заявка в работе',
  sameStatus: (status: RzdStatus) => `Заявка уже в статусе «${rzdStatusLabels[status]}»`,
  keysRequired: 'Выберите заявки',
  keysTooMany: `Не более ${rzdLimits.keysMax} заявок за раз`,
  month: 'Месяц в формате ГГГГ-ММ',
  status: 'Статус: at_work, rejected или approved',
  uuid: 'Неверный идентификатор',
  tooLong: (max: number) => `Не более ${max} символов`,
  /** Spec 03 section 5: the rejection message when nothing was given. */
  noReason: 'Причина отказа не указана',
  statusChanged: 'Статус заявок изменён',
  nothingToChange: 'Выбранные заявки уже в этом статусе',
  exportFailed: 'Не удалось выгрузить заявки',
} as const;

/** The ready-made reasons of the rejection modal (spec 03 section 5); ticking one clears the rest and the free text. */
export const rzdRejectionOptions = [
  {
    value: 'fullName',
    label: 'Неверное ФИО',
    message: 'Неверное ФИО: ФИО в программе «РЖД Бонус» и в приложении партнёра не совпадают',
  },
  { value: 'identifier', label: 'Неверный идентификатор', message: 'Неверный идентификатор участника программы «РЖД Бонус»' },
] as const;
export type RzdRejectionOption = (typeof rzdRejectionOptions)[number]['value'];

/** The rejection message: the ticked option's text, else the free text, else 'Причина отказа не указана'. */
export function rzdRejectionMessage(option: RzdRejectionOption | null, text: string): string {
  const ticked = rzdRejectionOptions.find((o) => o.value === option);
  if (ticked) return ticked.message;
  return text.trim() || rzdMessages.noReason;
}

const monthNames = ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'];
const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** 'YYYY-MM' as the dates dropdown shows it: 'ноябрь 2026'. */
export function rzdMonthText(value: string): string {
  const m = monthPattern.exec(value);
  return m ? `${monthNames[Number(m[2]) - 1]} ${m[1]}` : value;
}

/** A header or query value left empty means "not given". */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const rzdSortFields = ['publishBegin', 'full_name'] as const;
export type RzdSortField = (typeof rzdSortFields)[number];
const filterStatusHeader = { 'x-filter-status': z.preprocess(blankToUndefined, z.enum(rzdStatuses, rzdMessages.status).optional()) };

/** GET /v1/rzd headers: paging, sort (publishBegin is the date sent) and the status filter (absent: all). */
export const rzdListHeadersSchema = listHeadersSchema(rzdSortFields, { field: 'publishBegin', limit: rzdLimits.pageSize }).extend(filterStatusHeader);
/** GET /v1/rzd/export headers: the list's sort and filter, every row. */
export const rzdExportHeadersSchema = rzdListHeadersSchema.pick({ 'x-sort-field': true, 'x-sort-direction': true, 'x-filter-status': true });

/** Query of the list and the export: a substring of the full name, a month of the dates call. */
export const rzdListQuerySchema = z.object({
  full_name: z.preprocess(blankToUndefined, z.string().trim().max(rzdLimits.searchMax, rzdMessages.tooLong(rzdLimits.searchMax)).optional()),
  date_send: z.preprocess(blankToUndefined, z.string().trim().regex(monthPattern, rzdMessages.month).optional()),
});
export type RzdListQuery = z.infer<typeof rzdListQuerySchema>;
export type RzdListFilter = RzdListQuery & { status?: RzdStatus };

/** A row of the list: spec 03 section 3, with the rejection reason kept as `message`. */
export const rzdApplicationSchema = z.object({
  uuid: z.uuid(),
  full_name: z.string(),
  short_name_university: z.string(),
  statusRzd: rzdStatusSchema,
  created_at: wireDateTimeOutput,
  message: z.string().nullable(),
});
export type RzdApplication = z.infer<typeof rzdApplicationSchema>;

/** An item of GET /v1/rzd/dates: text 'ноябрь 2026', value '2026-11' (the list's date_send). */
export const rzdDateSchema = z.object({ text: z.string(), value: z.string() });
export type RzdDate = z.infer<typeof rzdDateSchema>;

/** PUT /v1/rzd/status; `message` is the rejection reason, ignored for the other statuses. */
export const rzdStatusBodySchema = z.object({
  key: z
    .array(z.uuid(rzdMessages.uuid), { error: rzdMessages.keysRequired })
    .min(1, rzdMessages.keysRequired)
    .max(rzdLimits.keysMax, rzdMessages.keysTooMany),
  status: rzdStatusSchema.meta({ description: 'at_work | rejected | approved' }),
  message: z.string().trim().max(rzdLimits.reasonMax, rzdMessages.tooLong(rzdLimits.reasonMax)).default(''),
});
export type RzdStatusBody = z.input<typeof rzdStatusBodySchema>;

/** An item of GET /v1/univer/base. */
export const baseUniversitySchema = z.object({ uuidUniversity: z.uuid(), shortNameUniversity: z.string() });
export type BaseUniversity = z.infer<typeof baseUniversitySchema>;

/** POST /app/v1/rzd-applications */
export const rzdAppCreateSchema = z
  .object({ uuidStudent: z.uuid(rzdMessages.uuid) })
  .meta({ example: { uuidStudent: '0b9f3c1e-5a47-4d2b-9c61-2f7e8d4a1b30' } });

/** The export's columns, in order (what staff hand to the railway company). */
export const rzdExportColumns = ['ФИО', 'Вуз', 'Статус', 'Дата подачи', 'Причина отказа'] as const;
