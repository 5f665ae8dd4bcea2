import { z } from 'zod';
import { requiredWireDateTime, wireDateTimeOutput } from './format/wire-dates.js';
import { richText, visibleLength, visibleText } from './rich-text.js';
import { reasonTextMax } from './user-status.js';

/** News with moderation, surveys and events (spec 02 sections 2-5, spec 03 section 4 modals). */
export const newsMessages = {
  required: 'Обязательное поле',
  tooLong: (max: number) => `Не более ${max} символов`,
  date: 'Дата в формате ДД.ММ.ГГГГ',
  time: 'Время в формате ЧЧ:ММ',
  endAfterStart: 'Окончание должно быть позже начала',
  pinRequired: 'Укажите дату и время закрепления',
  answersRange: 'От 1 до 4 вариантов ответа',
  placesCount: 'Целое число больше 0',
  notFound: 'Новость не найдена',
  photoNotFound: 'Фотография не найдена',
  cityRequired: 'Укажите регион',
  universityRequired: 'Укажите университет',
  transition: 'Это действие недоступно в текущем статусе новости',
  kindChange: 'Тип новости нельзя изменить',
  empty: 'Нет ни одной новости',
  reasonRequired: 'Укажите причину',
  registrationBeforeStart: 'Регистрация должна закончиться до начала',
  eventNotFound: 'Мероприятие не найдено',
  photoType: 'Неподдерживаемый формат изображения. Допустимы JPEG, PNG и GIF.',
  photoTaken: 'Фотография не найдена или уже прикреплена к другой новости',
} as const;

export const newsLimits = {
  pageSize: 9,
  titleMax: 200,
  contentMax: richText.defaultMax,
  searchMax: 200,
  questionMax: 300,
  answerMax: 100,
  answersMax: 4,
  addressMax: 500,
  eventTitleMax: 200,
  eventDescriptionMax: 2_000,
  placesMax: 100_000,
  photosMax: 10,
} as const;

/** Cover images: jpg, gif, png by content, at most 5 242 880 bytes (spec 02 section 5). */
export const newsPhotoUpload = { field: 'imageFile', maxBytes: 5_242_880, types: ['image/jpeg', 'image/gif', 'image/png'] } as const;

export const newsLevels = ['federal', 'region', 'university'] as const;
export type NewsLevel = (typeof newsLevels)[number];
export const newsLevelLabels: Record<NewsLevel, string> = { federal: 'Федеральная', region: 'Региональная', university: 'Университетская' };

export const newsKinds = ['news', 'survey', 'event'] as const;
export type NewsKind = (typeof newsKinds)[number];
export const newsKindLabels: Record<NewsKind, string> = { news: 'Новость', survey: 'Опрос', event: 'Мероприятие' };

export const newsApproves = ['wait', 'approved', 'blocked', 'declined'] as const;
export type NewsApprove = (typeof newsApproves)[number];
export const newsApproveLabels: Record<NewsApprove, string> = {
  wait: 'на модерации',
  approved: 'опубликована',
  blocked: 'заблокирована',
  declined: 'отклонена',
};

export const newsStatuses = ['enabled', 'disabled'] as const;
export type NewsStatus = (typeof newsStatuses)[number];

/**
 * Moderation (spec 02 section 4): wait -> approved (Опубликовать) or declined (Отклонить); any
 * state but blocked -> blocked; blocked -> wait (Разблокировать). Anything else is refused (409).
 */
export function canChangeApprove(from: NewsApprove, to: NewsApprove): boolean {
  if (to === 'blocked') return from !== 'blocked';
  if (from === 'blocked') return to === 'wait';
  if (from === 'wait') return to === 'approved' || to === 'declined';
  return false;
}
/** POST /v1/news/{id}/send returns a declined item to moderation. */
export const canSendToModeration = (from: NewsApprove) => from === 'declined';
/** Declining and blocking ask for a reason (the rejection-reason modal). */
export const approveNeedsReason = (to: NewsApprove) => to === 'declined' || to === 'blocked';

/** The kind follows from what is attached: a poll makes a survey, an event an event. */
export function newsKindOf(n: { poll: unknown; event: unknown }): NewsKind {
  return n.poll ? 'survey' : n.event ? 'event' : 'news';
}

/** A request's date-time in any wire form (format/wire-dates.ts), the instant out. */
const wireDateTime = requiredWireDateTime(newsMessages.required);
/**
 * Whether `a` is later than `b`; null unless both are instants, as a field that failed has its
 * own message (object refinements still run after a field's refinement failed).
 */
const laterThan = (a: unknown, b: unknown): boolean | null => (a instanceof Date && b instanceof Date ? a.getTime() > b.getTime() : null);

const required = { error: newsMessages.required, abort: true } as const;
const requiredText = (max: number) =>
  z.string({ error: newsMessages.required }).trim().min(1, required).max(max, newsMessages.tooLong(max));

export const pollInputSchema = z.object({
  question: requiredText(newsLimits.questionMax),
  endPooling: wireDateTime,
  /** Empty answers are dropped before sending; 1 to 4 remain. */
  answerTypes: z
    .array(z.string().trim().max(newsLimits.answerMax, newsMessages.tooLong(newsLimits.answerMax)))
    .transform((answers) => answers.filter(Boolean))
    .refine((answers) => answers.length >= 1 && answers.length <= newsLimits.answersMax, newsMessages.answersRange),
});
export type PollInput = z.input<typeof pollInputSchema>;

export const eventInputSchema = z
  .object({
    title: z.string().trim().max(newsLimits.eventTitleMax).default(''),
    description: z.string().trim().max(newsLimits.eventDescriptionMax).default(''),
    date: wireDateTime,
    address: requiredText(newsLimits.addressMax),
    endRegistration: wireDateTime,
    placesCount: z.number({ error: newsMessages.placesCount }).int(newsMessages.placesCount).min(1, newsMessages.placesCount).max(newsLimits.placesMax),
  })
  .refine((e) => laterThan(e.endRegistration, e.date) !== true, { path: ['endRegistration'], message: newsMessages.registrationBeforeStart });
export type EventInput = z.input<typeof eventInputSchema>;

const newsFields = {
  title: requiredText(newsLimits.titleMax),
  content: z
    .string()
    .max(richText.htmlMax)
    .default('')
    .refine((html) => visibleLength(html) <= newsLimits.contentMax, richText.tooLong(newsLimits.contentMax)),
  typeNews: z.enum(newsLevels, { error: newsMessages.required }),
  /** The region of a regional item, the university of a university one. */
  uuidCity: z.uuid().nullish().transform((v) => v ?? null),
  uuidUniversity: z.uuid().nullish().transform((v) => v ?? null),
  status: z.enum(newsStatuses).default('enabled'),
  publishBegin: wireDateTime,
  publishEnd: wireDateTime.nullish().transform((v) => v ?? null),
  /** Pinned ('Закрепить') until this moment; null when not pinned. */
  fixToDate: wireDateTime.nullish().transform((v) => v ?? null),
  /** Keys of cover photos uploaded through POST /v1/news/photo. */
  keyFiles: z.array(z.string().max(512)).max(newsLimits.photosMax).default([]),
};

type Placed = { typeNews: NewsLevel; uuidCity: string | null; uuidUniversity: string | null; publishBegin: Date; publishEnd: Date | null };
const placedAndScheduled = <T extends Placed>(v: T, ctx: z.RefinementCtx) => {
  if (v.typeNews === 'region' && !v.uuidCity) ctx.addIssue({ code: 'custom', path: ['uuidCity'], message: newsMessages.cityRequired });
  if (v.typeNews === 'university' && !v.uuidUniversity)
    ctx.addIssue({ code: 'custom', path: ['uuidUniversity'], message: newsMessages.universityRequired });
  if (v.publishEnd && laterThan(v.publishEnd, v.publishBegin) === false)
    ctx.addIssue({ code: 'custom', path: ['publishEnd'], message: newsMessages.endAfterStart });
};

/** POST /v1/news: the item, and inline the poll or the event, saved in one transaction. */
export const newsCreateSchema = z
  .object({ ...newsFields, poll: pollInputSchema.nullish(), event: eventInputSchema.nullish() })
  .superRefine((v, ctx) => {
    placedAndScheduled(v, ctx);
    if (v.poll && v.event) ctx.addIssue({ code: 'custom', path: ['event'], message: newsMessages.kindChange });
  });
export type NewsCreateBody = z.input<typeof newsCreateSchema>;
export const newsCreatedSchema = z.object({ uuidNews: z.uuid() });

/** PUT /v1/news/{id}: the item's own fields; its kind and poll do not change. */
export const newsUpdateSchema = z.object(newsFields).superRefine(placedAndScheduled);
export type NewsUpdateBody = z.input<typeof newsUpdateSchema>;

/** POST /v1/news/poll */
export const pollCreateSchema = pollInputSchema.extend({ uuidNews: z.uuid() });
/** POST and PUT /v1/news/event: the item's one event. */
export const eventBodySchema = z.intersection(eventInputSchema, z.object({ uuidNews: z.uuid() }));

/** PUT /v1/news/approve */
export const newsApproveBodySchema = z
  .object({ uuidNews: z.uuid(), approve: z.enum(newsApproves), reason: z.string().trim().max(reasonTextMax).nullish() })
  .refine((b) => !approveNeedsReason(b.approve) || !!b.reason, { path: ['reason'], message: newsMessages.reasonRequired });
export type NewsApproveBody = z.input<typeof newsApproveBodySchema>;

export const newsPhotoSchema = z.object({ uuidPhoto: z.uuid(), keyFile: z.string(), urlFile: z.string() });
export type NewsPhoto = z.infer<typeof newsPhotoSchema>;

export const pollSchema = z.object({
  question: z.string(),
  endPooling: wireDateTimeOutput,
  answerTypes: z.array(z.object({ title: z.string(), votes: z.number().int() })),
});
export const eventSchema = z.object({
  title: z.string(),
  description: z.string(),
  date: wireDateTimeOutput,
  address: z.string(),
  endRegistration: wireDateTimeOutput,
  placesCount: z.number().int(),
  registered: z.number().int(),
});

export const newsSchema = z.object({
  uuidNews: z.uuid(),
  title: z.string(),
  content: z.string(),
  typeNews: z.enum(newsLevels),
  uuidCity: z.uuid().nullable(),
  nameCity: z.string().nullable(),
  uuidUniversity: z.uuid().nullable(),
  nameUniversity: z.string().nullable(),
  approve: z.enum(newsApproves),
  reason: z.string().nullable(),
  status: z.enum(newsStatuses),
  photos: z.array(newsPhotoSchema),
  photoUrl: z.array(z.string()),
  keyFiles: z.array(z.string()),
  publishBegin: wireDateTimeOutput,
  publishEnd: wireDateTimeOutput.nullable(),
  fixToDate: wireDateTimeOutput.nullable(),
  poll: pollSchema.nullable(),
  event: eventSchema.nullable(),
  author: z.object({ uuidUser: z.uuid().nullable(), name: z.string(), surname: z.string(), role: z.string() }),
  isMine: z.boolean(),
  createdAt: wireDateTimeOutput,
});
export type News = z.infer<typeof newsSchema>;

/** PUT /v1/news/list: 9 per page, sorted by publishBegin only. */
export const newsPersonalizations = ['mine', 'notMine'] as const;
export const newsListHeadersSchema = z.object({
  'x-offset': z.coerce.number().int().min(0).default(0),
  'x-limit': z.coerce.number().int().min(1).max(100).default(newsLimits.pageSize),
  'x-sort-field': z.enum(['publishBegin']).default('publishBegin'),
  'x-sort-direction': z.enum(['ASC', 'DESC']).default('DESC'),
});
const newsFilterSchema = z.object({
  approve: z.enum([...newsApproves, '']).nullish(),
  searchString: z.string().trim().max(newsLimits.searchMax).nullish(),
  typeNews: z.enum([...newsLevels, '']).nullish(),
  personalization: z.enum([...newsPersonalizations, '']).nullish(),
});
export const newsListBodySchema = newsFilterSchema.nullish().transform((v): z.output<typeof newsFilterSchema> => v ?? {});
export type NewsListFilter = z.input<typeof newsListBodySchema>;

export const newsParamsSchema = z.object({ id: z.uuid() });
export const newsPhotoParamsSchema = z.object({ uuidPhoto: z.uuid() });

/** A news text's visible words, for the card grid's preview. */
export const newsPreview = (html: string, max = 160) => {
  const text = visibleText(html).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};
