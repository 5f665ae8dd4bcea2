import { z } from 'zod';
import { messages } from './messages.js';
import { appApiBase } from './api-paths.js';
import { parseWireDate, wireDateInput } from './format/wire-dates.js';

/**
 * Advertising marking (spec 03 sections 2.6-9): what every ad entity shares, the registry
 * states, the paged lists, the lookups and the paths. Entities live in ads-*.ts.
 */
export const adsMessages = {
  required: messages.common.required,
  tooLong: (max: number) => `Не более ${max} символов`,
  innDigits: { ul: 'ИНН юридического лица — 10 цифр', ip: 'ИНН индивидуального предпринимателя — 12 цифр', fl: 'ИНН физического лица — 12 цифр' },
  innChecksum: 'ИНН с неверными контрольными цифрами',
  amount: 'Сумма в рублях, не больше двух знаков после запятой',
  count: 'Целое число не меньше нуля',
  dateOrder: 'Окончание не может быть раньше начала',
  chooseItems: 'Выберите элементы',
  uploadFile: 'Загрузите файл',
  serverError: 'Ошибка сервера',
  partnerNotFound: 'Рекламный партнер не найден',
  platformPartnerNotFound: 'Партнер не найден',
  partnerTaken: 'Этот партнер уже добавлен в рекламные партнеры',
  contractNotFound: 'Договор не найден',
  parentRequired: 'Выберите основной договор',
  parentNotOfClient: 'Основной договор должен быть договором этого же рекламного партнера',
  creativeNotFound: 'Креатив не найден',
  creativeNeedsSuccess: 'Креатив можно добавить только к договору со статусом ERIR success',
  clientNotOfContract: 'Рекламный партнер не совпадает с партнером договора',
  okvedUnknown: 'Нет такого кода ОКВЭД',
  bannerUnknown: 'Файл не найден, загрузите его заново',
  actNotFound: 'Акт не найден',
  creativeNotOfContract: 'Креатив не относится к этому договору',
  statisticNotFound: 'Статистика не найдена',
  statisticMonth: 'Период показов — один календарный месяц',
  statisticTaken: 'Статистика за этот месяц уже есть',
  actNotOfCreative: 'Акт должен относиться к этому креативу',
  impsFactRequired: 'Приложение не считало показы за этот период: введите число показов',
  platformNotOfOperator: 'Нет такой площадки',
  operatorUnavailable: 'Оператор рекламных данных недоступен. Попробуйте позже.',
} as const;

/** Texts of the screens that the spec fixes. */
export const adsTexts = {
  contractsButton: 'Рекламные договоры',
  addPartner: 'Добавить рекламного партнера',
  noPartners: 'Нет рекламных партнеров',
  noContracts: 'Нет рекламных договоров',
  platformTitle: 'Рекламная площадка СКС',
  sendForCheck: 'Отправить на проверку',
  update: 'Обновить',
} as const;

export const adsLimits = {
  partnersPageSize: 10,
  contractsPageSize: 15,
  okvedPageSize: 5,
  pickerPageSize: 5,
  /** The contract form loads up to 200 registered partners (spec 03 section 9). */
  contractPartnersLimit: 200,
  maxLimit: 200,
  searchMax: 200,
  searchDebounceMs: 300,
  toastMs: 6_000,
  /** The console re-reads an object every so often while the operator has not decided on it. */
  statusPollMs: 2_000,
  nameMax: 500,
  numberMax: 100,
  textMax: 1_000,
  okvedsMax: 20,
  amountMax: 1_000_000_000_000,
  countMax: 1_000_000_000_000,
  mediaUrlMax: 512,
} as const;

/** Organisation types of an ad partner: legal entity, individual entrepreneur, natural person. */
export const adsOrgTypes = ['ul', 'ip', 'fl'] as const;
export type AdsOrgType = (typeof adsOrgTypes)[number];
export const adsOrgTypeLabels: Record<AdsOrgType, string> = { ul: 'Юридическое лицо', ip: 'Индивидуальный предприниматель', fl: 'Физическое лицо' };

/**
 * Where an object stands with the advertising-data operator: never sent, queued for sending,
 * accepted and waiting for the registry, registered, refused.
 */
export const ordStates = ['new', 'queued', 'waiting', 'success', 'error'] as const;
export type OrdState = (typeof ordStates)[number];
export const ordStateLabels: Record<OrdState, string> = {
  new: 'Не отправлено',
  queued: 'Отправляется оператору',
  waiting: 'Ожидает ответа реестра',
  success: 'Зарегистрировано',
  error: 'Ошибка регистрации',
};
/** The operator's status texts; both registry successes read 'ERIR success', the status that unlocks creatives. */
export const respStatuses = {
  accepted: 'Request accepted by ORD',
  success: 'ERIR success',
  syncError: 'ERIR sync error',
  asyncError: 'ERIR async error',
  ordError: 'ORD error',
  rejected: 'ORD rejected',
} as const;

/** The registry fields every ad entity answers with (the act names its status `resp_status`, as the spec does). */
export const ordFields = {
  ordState: z.enum(ordStates),
  /** The operator's message when it refused the object. */
  ordError: z.string().nullable(),
};

/** INN check digits (10 digits for a legal entity, 12 for a person). */
export function innChecksumOk(inn: string): boolean {
  if (!/^(\d{10}|\d{12})$/.test(inn)) return false;
  const d = [...inn].map(Number);
  const check = (weights: number[]) => (weights.reduce((sum, w, i) => sum + w * d[i], 0) % 11) % 10;
  if (d.length === 10) return check([2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[9];
  return check([7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[10] && check([3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[11];
}

/** The INN error of an organisation type, or null when the INN fits it. */
export function innError(type: AdsOrgType, inn: string): string | null {
  const digits = type === 'ul' ? 10 : 12;
  if (!new RegExp(`^\\d{${digits}}$`).test(inn)) return adsMessages.innDigits[type];
  return innChecksumOk(inn) ? null : adsMessages.innChecksum;
}

/**
 * Lets a form-wide rule run even when some field failed, so that one check shows every
 * problem at once; the rule itself must then tolerate missing or malformed fields.
 */
export const evenWithErrors = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };
/** Two request dates in order; anything that is not two real dates is left to the fields' own checks. */
export function datesInOrder(start: unknown, end: unknown): boolean {
  const a = typeof start === 'string' ? parseWireDate(start) : null;
  const b = typeof end === 'string' ? parseWireDate(end) : null;
  return !a || !b || a <= b;
}

const requiredError = { error: adsMessages.required } as const;
export const adsRequiredText = (max: number) =>
  z.string(requiredError).trim().min(1, adsMessages.required).max(max, adsMessages.tooLong(max));
export const adsOptionalText = (max: number) => z.string().trim().max(max, adsMessages.tooLong(max)).nullish().transform((v) => v || null);
/** Rubles with at most two decimals; the form's text '1 500,50' is its business. */
export const adsAmountSchema = z
  .number(requiredError)
  .min(0, adsMessages.amount)
  .max(adsLimits.amountMax, adsMessages.amount)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, adsMessages.amount);
export const adsCountSchema = z.number(requiredError).int(adsMessages.count).min(0, adsMessages.count).max(adsLimits.countMax, adsMessages.count);
export const adsIdSchema = z.uuid(requiredError);
/** A request's date, required: a missing or empty one reads the required-field message, a malformed one the date format. */
export const adsDateInput = z.string(requiredError).trim().min(1, adsMessages.required).pipe(wireDateInput);
export const adsParamsSchema = z.object({ id: z.uuid() });

/** A paged list: `limit` and `current` (1-based page) in the query. */
export const adsPageQuery = (defaultLimit: number) => ({
  limit: z.coerce.number().int().min(1).max(adsLimits.maxLimit).default(defaultLimit),
  current: z.coerce.number().int().min(1).default(1),
});
export const adsSearchQuery = { search: z.string().trim().max(adsLimits.searchMax).optional() };
/**
 * A page with its total in the body. The ads partners' and contracts' lists count as the others
 * do: exact up to `listCountCap` (one more past it), and a search's total that is the server's
 * estimate (`countEstimateFrom`) comes with `x-record-count-estimated: true`.
 */
export const adsPagedSchema = <T extends z.ZodType>(item: T) => z.object({ result: z.array(item), total: z.number().int(), limit: z.number().int() });
export type AdsPaged<T> = { result: T[]; total: number; limit: number };

/** GET /v1/ads/okved: OKVED 2 classes and subclasses, `value` is 'code name'. */
export const okvedQuerySchema = z.object({ ...adsPageQuery(adsLimits.okvedPageSize), ...adsSearchQuery });
export const okvedOptionSchema = z.object({ id: z.string(), value: z.string() });
export type OkvedOption = z.infer<typeof okvedOptionSchema>;

/** GET /v1/ads/platforms: the product's own advertising platform (the distributor of every creative). */
export const adsPlatformSchema = z.object({ orgId: z.string(), name: z.string(), url: z.string(), configured: z.boolean(), ...ordFields });
export type AdsPlatform = z.infer<typeof adsPlatformSchema>;

/** GET /v1/ads/partner-picker: the platform's partners, for the add-partner dialog. */
export const partnerPickerQuerySchema = z.object({ ...adsPageQuery(adsLimits.pickerPageSize), ...adsSearchQuery });
export const partnerPickerItemSchema = z.object({ uuidPartner: z.uuid(), name: z.string() });
export type PartnerPickerItem = z.infer<typeof partnerPickerItemSchema>;

/** The advertising calls, below /api. */
export const adsPaths = {
  partners: '/v1/ads/partners',
  partner: '/v1/ads/partners/:id',
  partnerStatus: '/v1/ads/partners/:id/status',
  partnerSend: '/v1/ads/partners/:id/send',
  partnerContracts: '/v1/ads/partners/:id/contracts',
  contracts: '/v1/ads/contracts',
  contract: '/v1/ads/contracts/:id',
  contractStatus: '/v1/ads/contracts/:id/status',
  contractSend: '/v1/ads/contracts/:id/send',
  contractCreatives: '/v1/ads/contracts/:id/creatives',
  creativeUpload: '/v1/ads/creatives/upload',
  creatives: '/v1/ads/creatives',
  creative: '/v1/ads/creatives/:id',
  creativeSend: '/v1/ads/creatives/:id/send',
  creativeStatus: '/v1/ads/creatives/:id/status',
  creativeActive: '/v1/ads/creatives/:id/active',
  creativeActs: '/v1/ads/creatives/:id/acts',
  creativeStatistics: '/v1/ads/creatives/:id/statistics',
  acts: '/v1/ads/acts',
  act: '/v1/ads/acts/:id',
  actStatus: '/v1/ads/acts/:id/status',
  actSend: '/v1/ads/acts/:id/send',
  statistics: '/v1/ads/statistics',
  statistic: '/v1/ads/statistics/:id',
  statisticSend: '/v1/ads/statistics/:id/send',
  statisticStatus: '/v1/ads/statistics/:id/status',
  okved: '/v1/ads/okved',
  platforms: '/v1/ads/platforms',
  partnerPicker: '/v1/ads/partner-picker',
} as const;

/** The student app counts each display of a creative (by its erid) through the app API. */
export const adsAppPaths = { impressions: `${appApiBase}/ads/impressions` } as const;
