import { and, asc, desc, eq, inArray, isNull, not, sql, type SQL } from 'drizzle-orm';
import { countedRow, countOrEstimate, countUpToCap, pageOfParts, preparedPart } from '../../platform/paging.js';
import type { Db } from '../../platform/db/client.js';
import { preparedFor } from '../../platform/db/prepared.js';
import { users } from '../auth/schema.js';
import { universities } from '../universities/schema.js';
import { knowledgeCategories, knowledgeQuestions } from './schema.js';
import { byName } from '../../platform/db/collation.js';

export type CategoryRow = typeof knowledgeCategories.$inferSelect;
export type QuestionRow = typeof knowledgeQuestions.$inferSelect;
export type QuestionValues = Pick<typeof knowledgeQuestions.$inferInsert, 'uuidCategory' | 'uuidUniversity' | 'question' | 'answer'>;

/**
 * The owner condition of a column: a university's (the `uuidUniversity` placeholder), or the
 * programme's (null), a condition of its own and so a shape of its own.
 */
const ownedBy = (column: typeof knowledgeCategories.uuidUniversity | typeof knowledgeQuestions.uuidUniversity, byUniversity: boolean) =>
  byUniversity ? eq(column, sql.placeholder('uuidUniversity')) : isNull(column);

export async function universityShortName(db: Db, uuid: string): Promise<string | undefined> {
  const [row] = await db.select({ shortName: universities.shortName }).from(universities).where(eq(universities.uuid, uuid)).limit(1);
  return row?.shortName;
}

const questionsPerCategory = sql<number>`(SELECT count(*) FROM ${knowledgeQuestions} WHERE ${knowledgeQuestions.uuidCategory} = ${knowledgeCategories.uuid})`.mapWith(Number);

const categoryColumns = {
  category: knowledgeCategories,
  shortNameUniversity: universities.shortName,
  countQuestions: questionsPerCategory,
};

/** One page of an owner's categories by name, and how many it has. */
export async function listCategories(db: Db, uuidUniversity: string | null, offset: number, limit: number) {
  const shape = `knowledge:categories:${uuidUniversity ? 'university' : 'programme'}`;
  const where = () => ownedBy(knowledgeCategories.uuidUniversity, !!uuidUniversity);
  const values = { uuidUniversity, limit, offset };
  const [total, rows] = await Promise.all([
    countUpToCap(db, shape, () => db.select(countedRow).from(knowledgeCategories).where(where()), values),
    preparedFor(db, shape, () =>
      db
        .select(categoryColumns)
        .from(knowledgeCategories)
        .leftJoin(universities, eq(universities.uuid, knowledgeCategories.uuidUniversity))
        .where(where())
        .orderBy(asc(byName(knowledgeCategories.name)), asc(knowledgeCategories.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    ).execute(values),
  ]);
  return { rows, total };
}
export type CategoryListRow = Awaited<ReturnType<typeof listCategories>>['rows'][number];

export async function findCategory(db: Db, uuid: string): Promise<CategoryListRow | undefined> {
  const [row] = await db
    .select(categoryColumns)
    .from(knowledgeCategories)
    .leftJoin(universities, eq(universities.uuid, knowledgeCategories.uuidUniversity))
    .where(eq(knowledgeCategories.uuid, uuid))
    .limit(1);
  return row;
}

/** The category locked for a change, so that a question cannot land in it while it is deleted. */
export async function lockCategory(db: Db, uuid: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(knowledgeCategories).where(eq(knowledgeCategories.uuid, uuid)).for('update').limit(1);
  return row;
}

export async function insertCategory(db: Db, values: { name: string; uuidUniversity: string | null }): Promise<CategoryRow> {
  const [row] = await db.insert(knowledgeCategories).values(values).returning();
  return row!;
}

export async function renameCategory(db: Db, uuid: string, name: string): Promise<CategoryRow> {
  const [row] = await db.update(knowledgeCategories).set({ name }).where(eq(knowledgeCategories.uuid, uuid)).returning();
  return row!;
}

export async function categoryHasQuestions(db: Db, uuid: string): Promise<boolean> {
  const [row] = await db.select({ uuid: knowledgeQuestions.uuid }).from(knowledgeQuestions).where(eq(knowledgeQuestions.uuidCategory, uuid)).limit(1);
  return !!row;
}

export async function deleteCategory(db: Db, uuid: string): Promise<void> {
  await db.delete(knowledgeCategories).where(eq(knowledgeCategories.uuid, uuid));
}

export type QuestionFilter = {
  uuidCategory?: string;
  /** Absent: the programme's questions, unless a category is named (it has one owner). */
  uuidUniversity?: string;
  /** Words searched in Russian: any form of each word, all of them ('websearch' syntax: quotes, or, -). */
  query?: string;
};

const rowColumns = {
  question: knowledgeQuestions,
  nameCategory: knowledgeCategories.name,
  shortNameUniversity: universities.shortName,
  creatorName: users.name,
  creatorSurname: users.surname,
};

const questionsWithRefs = (db: Db) =>
  db
    .select(rowColumns)
    .from(knowledgeQuestions)
    .innerJoin(knowledgeCategories, eq(knowledgeCategories.uuid, knowledgeQuestions.uuidCategory))
    .leftJoin(universities, eq(universities.uuid, knowledgeQuestions.uuidUniversity))
    .leftJoin(users, eq(users.uuid, knowledgeQuestions.createdBy));

/** The searched words (the `query` placeholder) as a full-text query. */
const tsQuery = sql`websearch_to_tsquery('russian'::regconfig, ${sql.placeholder('query')})`;

/**
 * The filter's conditions on the list's placeholders (`questionValuesOf`): which conditions there
 * are is the statement's shape (`questionShapeOf`). With neither a category nor a university the
 * owner is the programme; a category alone needs no owner (it has one).
 */
function questionsWhere(f: QuestionFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.uuidCategory) conditions.push(eq(knowledgeQuestions.uuidCategory, sql.placeholder('uuidCategory')));
  if (f.uuidUniversity || !f.uuidCategory) conditions.push(ownedBy(knowledgeQuestions.uuidUniversity, !!f.uuidUniversity));
  if (f.query) conditions.push(sql`${knowledgeQuestions.search} @@ ${tsQuery}`);
  return and(...conditions);
}

const questionShapeOf = (f: QuestionFilter) =>
  ['knowledge:questions', f.uuidCategory ? 'category' : '', f.uuidUniversity ? 'university' : f.uuidCategory ? '' : 'programme', f.query ? 'search' : ''].join(':');

const questionValuesOf = (f: QuestionFilter, offset: number, limit: number) => ({
  uuidCategory: f.uuidCategory,
  uuidUniversity: f.uuidUniversity,
  query: f.query,
  limit,
  offset,
});

/**
 * The searched questions whose own text holds the words (the vector's weight A), which a search
 * lists before those found only in their answers; its expression index gives the planner its
 * statistics and the rare words' rows.
 */
const inQuestion = sql`ts_filter(${knowledgeQuestions.search}, '{a}') @@ ${tsQuery}`;

/** A page of the filter's questions (and `part`'s) newest first, on the `limit` and `offset` placeholders. */
const questionsPage = (db: Db, f: QuestionFilter, part?: SQL) =>
  questionsWithRefs(db)
    .where(and(questionsWhere(f), part))
    .orderBy(desc(knowledgeQuestions.createdAt), desc(knowledgeQuestions.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));

/**
 * One page of questions newest first, and how many match. A search lists the questions whose own
 * text holds the words first, then those found only in their answers, each part newest first and
 * read in that order by the owner's index until the page is full: ranking every match by
 * relevance read all of them (6 834 of 100 000 for a common word, 6.7 ms a statement).
 */
export async function listQuestions(db: Db, f: QuestionFilter, offset: number, limit: number) {
  const shape = questionShapeOf(f);
  const values = questionValuesOf(f, offset, limit);
  const part = (name: string, condition: SQL) =>
    preparedPart(
      db,
      `${shape}:${name}`,
      { rows: () => questionsPage(db, f, condition), matching: () => db.select(countedRow).from(knowledgeQuestions).where(and(questionsWhere(f), condition)) },
      values,
    );
  const [total, rows] = await Promise.all([
    countOrEstimate(db, shape, () => db.select(countedRow).from(knowledgeQuestions).where(questionsWhere(f)), values, !!f.query),
    f.query
      ? pageOfParts({ offset, limit }, part('in question', inQuestion), part('in answer', not(inQuestion)))
      : preparedFor(db, shape, () => questionsPage(db, f)).execute(values),
  ]);
  return { rows, total };
}
export type QuestionListRow = Awaited<ReturnType<typeof listQuestions>>['rows'][number];

export async function findQuestion(db: Db, uuid: string): Promise<QuestionListRow | undefined> {
  const [row] = await questionsWithRefs(db).where(eq(knowledgeQuestions.uuid, uuid)).limit(1);
  return row;
}

export async function lockQuestion(db: Db, uuid: string): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(knowledgeQuestions).where(eq(knowledgeQuestions.uuid, uuid)).for('update').limit(1);
  return row;
}

export async function insertQuestion(db: Db, values: QuestionValues & { createdBy: string }): Promise<QuestionRow> {
  const [row] = await db.insert(knowledgeQuestions).values(values).returning();
  return row!;
}

export async function updateQuestion(db: Db, uuid: string, values: QuestionValues): Promise<QuestionRow> {
  const [row] = await db.update(knowledgeQuestions).set(values).where(eq(knowledgeQuestions.uuid, uuid)).returning();
  return row!;
}

/** Deletes the questions named and returns those that were there. */
export async function deleteQuestions(db: Db, uuids: string[]): Promise<QuestionRow[]> {
  return db.delete(knowledgeQuestions).where(inArray(knowledgeQuestions.uuid, uuids)).returning();
}
