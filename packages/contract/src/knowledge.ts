import { z } from 'zod';
import { wireDateTimeOutput } from './format/wire-dates.js';
import { limits } from './limits.js';
import { richText, visibleLength, visibleText } from './rich-text.js';

/** Knowledge base of spec 03: categories of questions and answers, the programme's own or a university's. */
export const knowledgeMessages = {
  /** Spec 03 section 5: any of category, question, answer missing. */
  fillAll: 'Заполните все поля!',
  /** Spec 03 section 5: any answer other than 200. */
  failed: 'Произошла ошибка, попробуйте позже',
  tooLong: (max: number) => `Не более ${max} символов`,
  answerTooLong: richText.tooLong,
  badId: 'Некорректный идентификатор',
  categoryNotFound: 'Категория не найдена',
  questionNotFound: 'Вопрос не найден',
  universityNotFound: 'Университет не найден',
  categoryNotEmpty: 'В категории есть вопросы. Удалите их или перенесите в другую категорию, затем удалите категорию.',
  categoryExists: 'Категория с таким названием уже есть',
  nothingSelected: 'Выберите вопросы',
  questionSaved: 'Вопрос сохранён',
  questionCreated: 'Вопрос добавлен',
  questionsDeleted: 'Вопросы удалены',
  categorySaved: 'Категория сохранена',
  categoryDeleted: 'Категория удалена',
} as const;

export const knowledgeLimits = {
  /** Questions and categories per page (spec 03 section 9). */
  pageSize: limits.pageSize,
  /** The category select of the question form loads them all (spec 03 section 7). */
  categoriesDropdown: limits.categoriesDropdown,
  answerMax: 2_500,
  questionMax: 500,
  categoryNameMax: 100,
  searchMax: 200,
  /** Questions one delete may name: a page of a few lists' selections. */
  deleteMax: 100,
} as const;

/** Who a question belongs to: 'admin' is the programme itself, otherwise the university's uuid. */
export const programmeOwner = 'admin';

/** The knowledge-base calls, below /api. */
export const knowledgePaths = {
  categories: '/v1/knowledge/categories',
  category: '/v1/knowledge/categories/:uuid',
  questions: '/v1/knowledge/questions',
  question: '/v1/knowledge/questions/:uuid',
} as const;

const required = { error: knowledgeMessages.fillAll, abort: true } as const;
const requiredText = (max: number) =>
  z.string({ error: knowledgeMessages.fillAll }).trim().min(1, required).max(max, knowledgeMessages.tooLong(max));

/** The answer: rich text whose visible part is 1..2500 characters. */
export const answerSchema = z
  .string({ error: knowledgeMessages.fillAll })
  .max(richText.htmlMax, knowledgeMessages.answerTooLong(knowledgeLimits.answerMax))
  .superRefine((html, ctx) => {
    if (!visibleText(html).trim()) ctx.addIssue({ code: 'custom', message: knowledgeMessages.fillAll });
    else if (visibleLength(html) > knowledgeLimits.answerMax) {
      ctx.addIssue({ code: 'custom', message: knowledgeMessages.answerTooLong(knowledgeLimits.answerMax) });
    }
  });

const uuidOf = z
  .string({ error: knowledgeMessages.fillAll })
  .trim()
  .min(1, required)
  .pipe(z.uuid({ error: knowledgeMessages.badId }));
/** An optional uuid of a query string: empty means absent. */
const optionalUuid = z.preprocess((v) => (v === '' ? undefined : v), z.uuid().optional());

/* ---------- categories ---------- */

export const knowledgeCategorySchema = z.object({
  uuidCategory: z.uuid(),
  name: z.string(),
  /** Null for the programme's own category. */
  uuidUniversity: z.uuid().nullable(),
  shortNameUniversity: z.string().nullable(),
  countQuestions: z.number().int(),
});
export type KnowledgeCategory = z.infer<typeof knowledgeCategorySchema>;

/** GET categories: X-Offset, X-Limit (the form's select asks for 9999). */
export const knowledgeCategoryHeadersSchema = z.object({
  'x-offset': z.coerce.number().int().min(0).default(0),
  'x-limit': z.coerce.number().int().min(1).max(knowledgeLimits.categoriesDropdown).default(knowledgeLimits.pageSize),
});
export const knowledgeCategoryQuerySchema = z.object({ uuidUniversity: optionalUuid });
export const knowledgeCategoryListSchema = z.object({ data: z.array(knowledgeCategorySchema), total: z.number().int() });
export type KnowledgeCategoryList = z.infer<typeof knowledgeCategoryListSchema>;

const categoryName = requiredText(knowledgeLimits.categoryNameMax);
/** POST categories: without uuidUniversity the category is the programme's. */
export const knowledgeCategoryCreateSchema = z.object({ name: categoryName, uuidUniversity: z.uuid().nullish() });
export type KnowledgeCategoryCreateValues = z.input<typeof knowledgeCategoryCreateSchema>;
/** PUT categories/{uuid}: a new name. */
export const knowledgeCategoryUpdateSchema = z.object({ name: categoryName });
export type KnowledgeCategoryUpdateValues = z.input<typeof knowledgeCategoryUpdateSchema>;

export const knowledgeUuidParamsSchema = z.object({ uuid: z.uuid() });

/* ---------- questions ---------- */

const votesShape = { votes_plus: z.number().int(), votes_minus: z.number().int(), votes_all: z.number().int() };

/** A row of GET questions. */
export const knowledgeQuestionRowSchema = z.object({
  uuidQuestion: z.uuid(),
  uuid_category: z.uuid(),
  nameCategory: z.string(),
  question: z.string(),
  /** 'admin' (the programme) or the university's uuid. */
  owner: z.string(),
  shortNameUniversity: z.string().nullable(),
  ...votesShape,
  created_at: wireDateTimeOutput,
});
export type KnowledgeQuestionRow = z.infer<typeof knowledgeQuestionRowSchema>;

/** GET questions/{uuid}: the row with its answer and creator. */
export const knowledgeQuestionSchema = knowledgeQuestionRowSchema.extend({
  answer: z.string(),
  /** Full name of who added it; null when that account is gone. */
  creator: z.string().nullable(),
});
export type KnowledgeQuestion = z.infer<typeof knowledgeQuestionSchema>;

/** GET questions: `uuid` of a category, a university's (absent: the programme's), `query` searched in Russian. */
export const knowledgeQuestionQuerySchema = z.object({
  uuid: optionalUuid,
  uuidUniversity: optionalUuid,
  query: z.string().trim().max(knowledgeLimits.searchMax).optional(),
});
export type KnowledgeQuestionQuery = z.input<typeof knowledgeQuestionQuerySchema>;
export const knowledgeQuestionHeadersSchema = z.object({
  'x-offset': z.coerce.number().int().min(0).default(0),
  'x-limit': z.coerce.number().int().min(1).max(limits.maxListLimit).default(knowledgeLimits.pageSize),
});

const questionFields = {
  uuidCategory: uuidOf,
  question: requiredText(knowledgeLimits.questionMax),
  answer: answerSchema,
};
/** POST questions. */
export const knowledgeQuestionCreateSchema = z.object(questionFields);
export type KnowledgeQuestionCreateValues = z.input<typeof knowledgeQuestionCreateSchema>;
export const knowledgeQuestionCreatedSchema = z.object({ uuidQuestion: z.uuid() });

/** The GET's names (uuidQuestion, uuid_category) are taken too, so a card read can be sent back as it is. */
const withGetNames = (v: unknown) => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  const o = v as Record<string, unknown>;
  return { ...o, uuid: o.uuid ?? o.uuidQuestion, uuidCategory: o.uuidCategory ?? o.uuid_category };
};
/** PUT questions. */
export const knowledgeQuestionUpdateSchema = z.preprocess(withGetNames, z.object({ uuid: uuidOf, ...questionFields }));
export type KnowledgeQuestionUpdateValues = { uuid: string } & KnowledgeQuestionCreateValues;

/** DELETE questions: all or none, in one transaction. */
export const knowledgeQuestionDeleteSchema = z.object({
  uuids: z.array(z.uuid()).min(1, knowledgeMessages.nothingSelected).max(knowledgeLimits.deleteMax),
});
export type KnowledgeQuestionDeleteValues = z.input<typeof knowledgeQuestionDeleteSchema>;

/** The question form's check: 'Заполните все поля!' for a missing field, the answer's length otherwise. */
export function validateQuestionForm(values: KnowledgeQuestionCreateValues): string | null {
  const parsed = knowledgeQuestionCreateSchema.safeParse(values);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? knowledgeMessages.fillAll);
}
