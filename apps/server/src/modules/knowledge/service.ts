import type { z } from 'zod';
import {
  knowledgeMessages as m,
  programmeOwner,
  toWireDateTime,
  type KnowledgeCategory,
  type KnowledgeCategoryList,
  type KnowledgeQuestion,
  type KnowledgeQuestionRow,
  type knowledgeCategoryCreateSchema,
  type knowledgeQuestionCreateSchema,
  type knowledgeQuestionQuerySchema,
  type knowledgeQuestionUpdateSchema,
} from '@sks/contract';
import type { AppContext } from '../../platform/context.js';
import type { Actor } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import { sanitizeRichText } from '../../platform/rich-text.js';
import { isUniqueViolation } from '../users/repo.js';
import * as repo from './repo.js';

/** Who acts and from where, for the audit log. */
export type Author = { actor: Actor; ip: string };
export type CategoryCreateInput = z.output<typeof knowledgeCategoryCreateSchema>;
export type QuestionCreateInput = z.output<typeof knowledgeQuestionCreateSchema>;
export type QuestionUpdateInput = z.output<typeof knowledgeQuestionUpdateSchema>;
export type QuestionQuery = z.output<typeof knowledgeQuestionQuerySchema>;
export type Paging = { offset: number; limit: number };

const categoryMissing = () => notFound(m.categoryNotFound);
const questionMissing = () => notFound(m.questionNotFound);
const universityMissing = () => notFound(m.universityNotFound);
const categoryExists = () => conflict(m.categoryExists, 'category_exists');

const presentCategory = (r: repo.CategoryListRow): KnowledgeCategory => ({
  uuidCategory: r.category.uuid,
  name: r.category.name,
  uuidUniversity: r.category.uuidUniversity,
  shortNameUniversity: r.shortNameUniversity,
  countQuestions: r.countQuestions,
});

const presentRow = (r: repo.QuestionListRow): KnowledgeQuestionRow => ({
  uuidQuestion: r.question.uuid,
  uuid_category: r.question.uuidCategory,
  nameCategory: r.nameCategory,
  question: r.question.question,
  owner: r.question.uuidUniversity ?? programmeOwner,
  shortNameUniversity: r.shortNameUniversity,
  votes_plus: r.question.votesPlus,
  votes_minus: r.question.votesMinus,
  votes_all: r.question.votesAll ?? r.question.votesPlus + r.question.votesMinus,
  created_at: toWireDateTime(r.question.createdAt),
});

const presentQuestion = (r: repo.QuestionListRow): KnowledgeQuestion => ({
  ...presentRow(r),
  answer: r.question.answer,
  creator: r.creatorSurname === null ? null : `${r.creatorSurname} ${r.creatorName ?? ''}`.trim(),
});

/** What the audit log keeps of a question: everything but the search vector. */
const questionSnapshot = ({ search: _search, ...rest }: repo.QuestionRow) => rest;

async function assertUniversity(db: Db, uuidUniversity: string | null | undefined): Promise<void> {
  if (uuidUniversity && (await repo.universityShortName(db, uuidUniversity)) === undefined) throw universityMissing();
}

/** A unique index's refusal of a second category of the same name reads as 409. */
async function namedOnce<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw categoryExists();
    throw err;
  }
}

/* ---------- categories ---------- */

export async function listCategories(ctx: AppContext, uuidUniversity: string | undefined, page: Paging): Promise<KnowledgeCategoryList> {
  await assertUniversity(ctx.db, uuidUniversity);
  const { rows, total } = await repo.listCategories(ctx.db, uuidUniversity ?? null, page.offset, page.limit);
  return { data: rows.map(presentCategory), total };
}

async function categoryCard(db: Db, uuid: string): Promise<KnowledgeCategory> {
  const row = await repo.findCategory(db, uuid);
  if (!row) throw categoryMissing();
  return presentCategory(row);
}

export const getCategory = (ctx: AppContext, uuid: string) => categoryCard(ctx.db, uuid);

export async function createCategory(ctx: AppContext, who: Author, input: CategoryCreateInput): Promise<KnowledgeCategory> {
  await assertUniversity(ctx.db, input.uuidUniversity);
  return namedOnce(() =>
    ctx.db.transaction(async (tx) => {
      const row = await repo.insertCategory(tx, { name: input.name, uuidUniversity: input.uuidUniversity ?? null });
      await recordAudit(tx, { ...who, action: 'knowledge_category.create', entity: 'knowledge_category', entityId: row.uuid, after: row });
      return categoryCard(tx, row.uuid);
    }),
  );
}

export async function renameCategory(ctx: AppContext, who: Author, uuid: string, name: string): Promise<KnowledgeCategory> {
  return namedOnce(() =>
    ctx.db.transaction(async (tx) => {
      const before = await repo.lockCategory(tx, uuid);
      if (!before) throw categoryMissing();
      const after = await repo.renameCategory(tx, uuid, name);
      await recordAudit(tx, { ...who, action: 'knowledge_category.update', entity: 'knowledge_category', entityId: uuid, before, after });
      return categoryCard(tx, uuid);
    }),
  );
}

/** Only an empty category goes: its questions are never deleted along with it by accident. */
export async function deleteCategory(ctx: AppContext, who: Author, uuid: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockCategory(tx, uuid);
    if (!before) throw categoryMissing();
    if (await repo.categoryHasQuestions(tx, uuid)) throw conflict(m.categoryNotEmpty, 'category_not_empty');
    await repo.deleteCategory(tx, uuid);
    await recordAudit(tx, { ...who, action: 'knowledge_category.delete', entity: 'knowledge_category', entityId: uuid, before });
  });
}

/* ---------- questions ---------- */

export async function listQuestions(ctx: AppContext, query: QuestionQuery, page: Paging) {
  if (query.uuid && !(await repo.findCategory(ctx.db, query.uuid))) throw categoryMissing();
  await assertUniversity(ctx.db, query.uuidUniversity);
  const { rows, total } = await repo.listQuestions(
    ctx.db,
    { uuidCategory: query.uuid, uuidUniversity: query.uuidUniversity, query: query.query || undefined },
    page.offset,
    page.limit,
  );
  return { rows: rows.map(presentRow), total };
}

async function questionCard(db: Db, uuid: string): Promise<KnowledgeQuestion> {
  const row = await repo.findQuestion(db, uuid);
  if (!row) throw questionMissing();
  return presentQuestion(row);
}

export const getQuestion = (ctx: AppContext, uuid: string) => questionCard(ctx.db, uuid);

/** The stored values of a question: the answer sanitised, the owner the category's. */
async function questionValues(db: Db, input: QuestionCreateInput): Promise<repo.QuestionValues> {
  // Locked, so that the category cannot be deleted while the question lands in it.
  const category = await repo.lockCategory(db, input.uuidCategory);
  if (!category) throw categoryMissing();
  return {
    uuidCategory: category.uuid,
    uuidUniversity: category.uuidUniversity,
    question: input.question,
    answer: sanitizeRichText(input.answer),
  };
}

export async function createQuestion(ctx: AppContext, who: Author, input: QuestionCreateInput): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.insertQuestion(tx, { ...(await questionValues(tx, input)), createdBy: who.actor.uuid });
    await recordAudit(tx, { ...who, action: 'knowledge_question.create', entity: 'knowledge_question', entityId: row.uuid, after: questionSnapshot(row) });
    return row.uuid;
  });
}

export async function updateQuestion(ctx: AppContext, who: Author, input: QuestionUpdateInput): Promise<KnowledgeQuestion> {
  return ctx.db.transaction(async (tx) => {
    const before = await repo.lockQuestion(tx, input.uuid);
    if (!before) throw questionMissing();
    const after = await repo.updateQuestion(tx, input.uuid, await questionValues(tx, input));
    await recordAudit(tx, {
      ...who,
      action: 'knowledge_question.update',
      entity: 'knowledge_question',
      entityId: input.uuid,
      before: questionSnapshot(before),
      after: questionSnapshot(after),
    });
    return questionCard(tx, input.uuid);
  });
}

/** All the questions named, or none: an unknown one is a 404 and nothing is deleted. */
export async function deleteQuestions(ctx: AppContext, who: Author, uuids: string[]): Promise<void> {
  const wanted = [...new Set(uuids)];
  await ctx.db.transaction(async (tx) => {
    const deleted = await repo.deleteQuestions(tx, wanted);
    if (deleted.length !== wanted.length) throw questionMissing();
    for (const row of deleted) {
      await recordAudit(tx, { ...who, action: 'knowledge_question.delete', entity: 'knowledge_question', entityId: row.uuid, before: questionSnapshot(row) });
    }
  });
}
