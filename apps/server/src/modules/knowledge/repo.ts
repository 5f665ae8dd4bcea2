import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { countedRow, countOrEstimate, countUpToCap } from '../../platform/paging.js';
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

/** The page's questions in the list's order with their rank (0 unless searched), on the `limit` and `offset` placeholders. */
function questionsPage(db: Db, f: QuestionFilter) {
  const rank = f.query ? sql<number>`ts_rank(${knowledgeQuestions.search}, ${tsQuery})` : sql<number>`0`;
  return db
    .select({ uuid: knowledgeQuestions.uuid, rank: rank.as('rank') })
    .from(knowledgeQuestions)
    .where(questionsWhere(f))
    .orderBy(...(f.query ? [desc(rank)] : []), desc(knowledgeQuestions.createdAt), desc(knowledgeQuestions.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
}

/**
 * One page of questions, best matches first when searched, else newest first, and how many match.
 * The page's questions are chosen first and only those rows are joined: ranked by relevance, every
 * match is read and ranked, and joining each of them to its category before keeping 15 cost
 * twice the ranking.
 */
export async function listQuestions(db: Db, f: QuestionFilter, offset: number, limit: number) {
  const shape = questionShapeOf(f);
  const values = questionValuesOf(f, offset, limit);
  const [total, rows] = await Promise.all([
    countOrEstimate(db, shape, () => db.select(countedRow).from(knowledgeQuestions).where(questionsWhere(f)), values, !!f.query),
    preparedFor(db, shape, () => {
      const page = questionsPage(db, f);
      return questionsWithRefs(db)
        .innerJoin(page, eq(page.uuid, knowledgeQuestions.uuid))
        .orderBy(desc(page.rank), desc(knowledgeQuestions.createdAt), desc(knowledgeQuestions.id));
    }).execute(values),
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
