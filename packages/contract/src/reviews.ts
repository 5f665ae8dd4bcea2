import { z } from 'zod';
import { listHeadersSchema } from './common.js';
import { phoneDigits } from './format/phone.js';
import { wireDateTimeOutput } from './format/wire-dates.js';
import { limits } from './limits.js';
import { httpUrlSchema, partnerLimits } from './partners.js';

/** Student reviews (comments) of partners, their moderation and answers (spec 03 sections 2.5, 3, 4, 5, 7, 9). */
export const reviewMessages = {
  notFound: 'Отзыв не найден',
  answerNotFound: 'Ответ не найден',
  answerRequired: 'Введите ответ',
  tooLong: (max: number) => `Не более ${max} символов`,
  answerExists: 'На отзыв уже есть ответ',
  illegalTransition: 'Статус отзыва уже изменился, обновите страницу',
  required: 'Обязательное поле',
  format: 'Неверный формат',
  rating: 'Оценка от 0 до 5',
  years: 'Год окончания не может быть раньше года начала',
  studentNotFound: 'Студент не найден',
  partnerNotFound: 'Партнёр не найден',
  universityNotFound: 'Университет не найден',
  cityNotFound: 'Город не найден',
  published: 'Отзыв опубликован',
  rejected: 'Отзыв отклонён',
  takenOff: 'Отзыв снят с публикации',
  publishedMany: 'Отзывы опубликованы',
  rejectedMany: 'Отзывы отклонены',
  answered: 'Ответ отправлен',
  answerSaved: 'Ответ изменён',
  answerDeleted: 'Ответ удалён',
  deleted: 'Отзыв удалён',
  remaining: (n: number) => `Осталось символов: ${n}`,
} as const;

export const reviewLimits = {
  pageSize: limits.pageSize,
  /** Spec 03 section 5: a reply is at most 1000 characters. */
  answerMax: 1_000,
  ratingMax: 5,
  commentMax: 5_000,
  searchMax: 200,
  /** Reviews one bulk call may touch. */
  bulkMax: 100,
  nameMax: 100,
  yearMin: 1950,
  yearMax: 2100,
} as const;

export const reviewStatuses = ['moderation', 'public', 'rejected'] as const;
export const reviewStatusSchema = z.enum(reviewStatuses);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;
export const reviewStatusLabels: Record<ReviewStatus, string> = {
  moderation: 'На модерации',
  public: 'Опубликован',
  rejected: 'Отклонён',
};

/**
 * Spec 03 section 4: Publish unless public, Reject only from moderation, Take off (to rejected)
 * from public. Nothing goes back to moderation, and a status is never set to itself.
 */
const reviewTransitions: Record<ReviewStatus, readonly ReviewStatus[]> = {
  moderation: ['public', 'rejected'],
  public: ['rejected'],
  rejected: ['public'],
};
export const canMoveReview = (from: ReviewStatus, to: ReviewStatus) => reviewTransitions[from].includes(to);

/** Which controls the review's card shows (spec 03 section 4). */
export function reviewControls(status: ReviewStatus, hasAnswer: boolean) {
  return {
    publish: status !== 'public',
    reject: status === 'moderation',
    takeOff: status === 'public',
    reply: !hasAnswer,
  };
}

/** A row of PUT /v1/comments/list. */
export const reviewRowSchema = z.object({
  uuidComment: z.uuid(),
  surname: z.string(),
  name: z.string(),
  patronymic: z.string(),
  comment: z.string(),
  partnerName: z.string(),
  isFederalPartner: z.boolean(),
  createdAt: wireDateTimeOutput,
  status: reviewStatusSchema,
  rating: z.number().int().min(0).max(reviewLimits.ratingMax),
  hasAnswer: z.boolean(),
});
export type ReviewRow = z.infer<typeof reviewRowSchema>;

export const studentInfoSchema = z.object({
  photo: z.string().nullable(),
  surname: z.string(),
  name: z.string(),
  patronymic: z.string(),
  phone: z.string(),
  linkvk: z.string(),
  linktg: z.string(),
  nameCity: z.string(),
  nameUniversity: z.string(),
  startEducation: z.number().int().nullable(),
  endEducation: z.number().int().nullable(),
});
export type StudentInfo = z.infer<typeof studentInfoSchema>;

export const answerInfoSchema = z.object({ uuidAnswer: z.uuid(), answer: z.string(), updatedAt: wireDateTimeOutput });
export type AnswerInfo = z.infer<typeof answerInfoSchema>;

/** GET /v1/comments/{uuidComment}: the row with the student and the answer (null before one is given). */
export const reviewSchema = reviewRowSchema.extend({
  uuidPartner: z.uuid().nullable(),
  studentInfo: studentInfoSchema.nullable(),
  answerInfo: answerInfoSchema.nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewSortFields = ['createdAt', 'partnerName'] as const;
export type ReviewSortField = (typeof reviewSortFields)[number];
export const reviewListHeadersSchema = listHeadersSchema(reviewSortFields, { field: 'createdAt' });

const reviewFilterSchema = z.object({
  searchString: z.string().trim().max(reviewLimits.searchMax, reviewMessages.tooLong(reviewLimits.searchMax)).nullish(),
  status: z.enum([...reviewStatuses, '']).nullish(),
  isFederalPartner: z.boolean().nullish(),
});
/** PUT /v1/comments/list; a call without a body filters nothing. */
export const reviewListBodySchema = reviewFilterSchema.nullish().transform((v): z.output<typeof reviewFilterSchema> => v ?? {});
export type ReviewListFilter = z.input<typeof reviewListBodySchema>;

export const reviewParamsSchema = z.object({ uuidComment: z.uuid() });
export const reviewAnswerParamsSchema = z.object({ uuidAnswer: z.uuid() });

const reviewUuidsSchema = z
  .array(z.uuid())
  .min(1, reviewMessages.required)
  .max(reviewLimits.bulkMax, `Не более ${reviewLimits.bulkMax} отзывов за раз`)
  .transform((list) => [...new Set(list)]);

/** DELETE /v1/comments/delete */
export const reviewDeleteBodySchema = z.object({ uuidComments: reviewUuidsSchema });
export type ReviewDeleteBody = z.input<typeof reviewDeleteBodySchema>;

/** PUT /v1/comments/status: every review moves, or none (an illegal move is 409). */
export const reviewStatusBodySchema = z.object({ uuidComments: reviewUuidsSchema, status: reviewStatusSchema });
export type ReviewStatusBody = z.input<typeof reviewStatusBodySchema>;

/** The reply's text: trimmed, 1..1000 characters (spec 03 section 5). */
export const answerTextSchema = z
  .string({ error: reviewMessages.answerRequired })
  .trim()
  .min(1, { error: reviewMessages.answerRequired, abort: true })
  .max(reviewLimits.answerMax, reviewMessages.tooLong(reviewLimits.answerMax));

/** What the reply box says under the text: how many characters are left (never below zero). */
export const answerRemaining = (text: string) => Math.max(0, reviewLimits.answerMax - text.trim().length);

/** POST /v1/comments/answer */
export const answerCreateSchema = z.object({ uuidComment: z.uuid(), answer: answerTextSchema });
export type AnswerCreateBody = z.input<typeof answerCreateSchema>;
/** PUT /v1/comments/answer */
export const answerUpdateSchema = z.object({ uuidAnswer: z.uuid(), answer: answerTextSchema });
export type AnswerUpdateBody = z.input<typeof answerUpdateSchema>;

// ---- App API (the student app, X-Api-Key) ----

const requiredName = z
  .string({ error: reviewMessages.required })
  .trim()
  .min(1, { error: reviewMessages.required, abort: true })
  .max(reviewLimits.nameMax, reviewMessages.tooLong(reviewLimits.nameMax));
const optionalName = z.string().trim().max(reviewLimits.nameMax, reviewMessages.tooLong(reviewLimits.nameMax)).nullish().transform((v) => v ?? '');
const optionalUrl = httpUrlSchema.nullish().or(z.literal('')).transform((v) => v || '');
const year = z.number({ error: reviewMessages.format }).int(reviewMessages.format).min(reviewLimits.yearMin, reviewMessages.format).max(reviewLimits.yearMax, reviewMessages.format);
const studentPhoneSchema = z
  .string()
  .trim()
  .regex(/^[\d\s()+-]*$/, reviewMessages.format)
  .transform(phoneDigits)
  .refine((d) => d === '' || d.length === limits.phoneDigits, reviewMessages.format)
  .nullish()
  .transform((v) => v ?? '');

/** PUT /app/v1/students/{uuidStudent}: the app's student, created under the app's uuid or updated. */
export const appStudentBodySchema = z
  .object({
    surname: requiredName,
    name: requiredName,
    patronymic: optionalName,
    phone: studentPhoneSchema,
    linkvk: optionalUrl,
    linktg: optionalUrl,
    photo: z
      .string()
      .trim()
      .max(partnerLimits.urlMax, reviewMessages.tooLong(partnerLimits.urlMax))
      .nullish()
      .transform((v) => v || null)
      .pipe(httpUrlSchema.nullable()),
    uuidUniversity: z.uuid({ error: reviewMessages.required }),
    uuidCity: z.uuid().nullish().transform((v) => v ?? null),
    startEducation: year.nullish().transform((v) => v ?? null),
    endEducation: year.nullish().transform((v) => v ?? null),
  })
  .refine((s) => s.startEducation === null || s.endEducation === null || s.endEducation >= s.startEducation, {
    path: ['endEducation'],
    message: reviewMessages.years,
  });
export type AppStudentBody = z.input<typeof appStudentBodySchema>;
export const appStudentParamsSchema = z.object({ uuidStudent: z.uuid() });
export const appStudentSchema = z.object({ uuidStudent: z.uuid(), created: z.boolean() });

/** POST /app/v1/reviews: a student's review of a partner; it waits for moderation. */
export const appReviewBodySchema = z.object({
  uuidStudent: z.uuid({ error: reviewMessages.required }),
  uuidPartner: z.uuid({ error: reviewMessages.required }),
  rating: z.number({ error: reviewMessages.rating }).int(reviewMessages.rating).min(0, reviewMessages.rating).max(reviewLimits.ratingMax, reviewMessages.rating),
  comment: z
    .string({ error: reviewMessages.required })
    .trim()
    .min(1, { error: reviewMessages.required, abort: true })
    .max(reviewLimits.commentMax, reviewMessages.tooLong(reviewLimits.commentMax)),
});
export type AppReviewBody = z.input<typeof appReviewBodySchema>;
export const appReviewCreatedSchema = z.object({ uuidComment: z.uuid(), status: reviewStatusSchema });

/** Examples of the app calls for the OpenAPI document. */
export const appReviewExamples = {
  student: {
    surname: 'Смирнова',
    name: 'Ольга',
    patronymic: 'Игоревна',
    phone: '+7 (916) 123-45-67',
    linkvk: 'https://vk.com/olga.smirnova',
    linktg: 'https://t.me/olga_smirnova',
    photo: 'https://cdn.example.com/students/olga.jpg',
    uuidUniversity: '3f2b1c9e-8d7a-4e6f-9a1b-2c3d4e5f6a7b',
    uuidCity: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
    startEducation: 2023,
    endEducation: 2027,
  },
  review: {
    uuidStudent: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    uuidPartner: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    rating: 5,
    comment: 'Отличная кофейня, скидка по студенческому работает без вопросов.',
  },
} satisfies { student: AppStudentBody; review: AppReviewBody };
