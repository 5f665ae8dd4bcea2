import { and, asc, count, eq, ilike, inArray, isNotNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { ReviewSortField, ReviewStatus } from '@sks/contract';
import type { Db } from '../../platform/db/client.js';
import { countedRow, countOrEstimate, orderOf, type Page } from '../../platform/paging.js';
import { preparedFor } from '../../platform/db/prepared.js';
import { cities } from '../lookups/schema.js';
import { substringPattern } from '../lookups/repo.js';
import { partners } from '../partners/schema.js';
import { students, universities } from '../universities/schema.js';
import { reviewAnswers, reviews } from './schema.js';
import { byName } from '../../platform/db/collation.js';
import { anyOf } from '../../platform/db/any-of.js';

export type ReviewValues = Pick<typeof reviews.$inferInsert, 'uuidStudent' | 'uuidPartner' | 'rating' | 'comment'>;
export type StudentValues = Omit<typeof students.$inferInsert, 'id' | 'createdAt' | 'course'>;

export async function countAwaitingModeration(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(eq(reviews.status, 'moderation'));
  return Number(row?.n ?? 0);
}

export type ListFilter = { search?: string; status?: ReviewStatus; isFederalPartner?: boolean };

/** A review without a partner (rows older than the partners area) shows an empty name. */
const partnerName = sql<string>`coalesce(${partners.name}, '')`;

const rowColumns = {
  uuid: reviews.uuid,
  surname: sql<string>`coalesce(${students.surname}, '')`,
  name: sql<string>`coalesce(${students.name}, '')`,
  patronymic: sql<string>`coalesce(${students.patronymic}, '')`,
  comment: reviews.comment,
  partnerName,
  isFederalPartner: sql<boolean>`coalesce(${partners.isFederalPartner}, false)`,
  createdAt: reviews.createdAt,
  status: reviews.status,
  rating: reviews.rating,
  hasAnswer: sql<boolean>`${reviewAnswers.uuid} IS NOT NULL`,
  uuidPartner: reviews.uuidPartner,
};

/** The same expression as the trigram index students_full_name_trgm_idx (migration 0013), so the search can use it. */
const searchName = sql`lower(${students.surname} || ' ' || ${students.name} || ' ' || ${students.patronymic})`;

/**
 * The filter of the list's page and of its count; a federal or not federal partner is read from
 * the joined partner's row. Federal partners' reviews are a few in a hundred: the page reads
 * reviews in its order and keeps those whose joined partner is federal, the count reads the
 * federal partners by their index and their reviews by the partner index. The values are the
 * list's placeholders (`valuesOf`); which conditions there are is the shape (`shapeOf`).
 */
function whereOf(db: Db, f: ListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.status) conditions.push(eq(reviews.status, sql.placeholder('status')));
  if (f.isFederalPartner !== undefined) conditions.push(eq(partners.isFederalPartner, f.isFederalPartner));
  if (f.search) {
    const pattern = sql.placeholder('pattern');
    // The students matching by name as a list of keys found by their trigram index; the partner's name is on the review.
    const byStudent = db.select({ uuid: students.uuid }).from(students).where(like(searchName, sql`lower(${pattern})`));
    conditions.push(or(ilike(reviews.comment, pattern), ilike(reviews.partnerName, pattern), anyOf(reviews.uuidStudent, byStudent)));
  }
  return and(...conditions);
}

const shapeOf = (f: ListFilter) =>
  ['reviews', f.status ? 'status' : '', f.isFederalPartner === undefined ? '' : f.isFederalPartner ? 'federal' : 'not federal', f.search ? 'search' : ''].join(':');

const valuesOf = (f: ListFilter) => ({ status: f.status, pattern: substringPattern(f.search) });

// By the partner's name copied onto the review (its index reads a page in order); without a partner
// it is empty, and such a review comes first by name, ascending.
const sortColumns: Record<ReviewSortField, SQL | typeof reviews.createdAt> = { createdAt: reviews.createdAt, partnerName: byName(reviews.partnerName) };

const joined = (db: Db) =>
  db
    .select(rowColumns)
    .from(reviews)
    .leftJoin(partners, eq(partners.uuid, reviews.uuidPartner))
    .leftJoin(students, eq(students.uuid, reviews.uuidStudent))
    .leftJoin(reviewAnswers, eq(reviewAnswers.uuidReview, reviews.uuid));

/** One page of the list and the total matching the filter. */
export async function listReviews(db: Db, filter: ListFilter, page: Page<ReviewSortField>) {
  const shape = shapeOf(filter);
  const values = valuesOf(filter);
  // The count joins the partner only to filter on it: left joins PostgreSQL removes still kept it
  // from counting a status through its index alone (17 ms against 2.6 for 10 001 of a million).
  // Joined, the count is estimated when broad, as the planner estimates a join (countOrEstimate).
  const byPartner = filter.isFederalPartner !== undefined;
  const counted = () =>
    byPartner
      ? db.select(countedRow).from(reviews).innerJoin(partners, eq(partners.uuid, reviews.uuidPartner)).where(whereOf(db, filter))
      : db.select(countedRow).from(reviews).where(whereOf(db, filter));
  const [total, rows] = await Promise.all([
    countOrEstimate(db, shape, counted, values, !!filter.search || byPartner),
    preparedFor(db, `${shape}:${page.sortField}:${page.sortDirection}`, () =>
      joined(db)
        .where(whereOf(db, filter))
        .orderBy(...orderOf(page, sortColumns, reviews.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    ).execute({ ...values, limit: page.limit, offset: page.offset }),
  ]);
  return { rows, total };
}
export type ReviewListRow = Awaited<ReturnType<typeof listReviews>>['rows'][number];

/** The review with its student (city: the student's own, else the university's) and its answer. */
export async function findReview(db: Db, uuid: string) {
  const studentCity = sql`coalesce(${students.uuidCity}, ${universities.uuidCity})`;
  const [row] = await db
    .select({
      row: rowColumns,
      student: {
        uuid: students.uuid,
        photo: students.photo,
        phone: students.phone,
        linkvk: students.linkVk,
        linktg: students.linkTg,
        nameUniversity: universities.nameUniver,
        startEducation: students.startEducation,
        endEducation: students.endEducation,
      },
      nameCity: cities.name,
      answer: { uuid: reviewAnswers.uuid, answer: reviewAnswers.answer, updatedAt: reviewAnswers.updatedAt },
    })
    .from(reviews)
    .leftJoin(partners, eq(partners.uuid, reviews.uuidPartner))
    .leftJoin(students, eq(students.uuid, reviews.uuidStudent))
    .leftJoin(universities, eq(universities.uuid, students.uuidUniver))
    .leftJoin(cities, sql`${cities.uuid} = ${studentCity}`)
    .leftJoin(reviewAnswers, eq(reviewAnswers.uuidReview, reviews.uuid))
    .where(eq(reviews.uuid, uuid))
    .limit(1);
  return row;
}
export type ReviewCardRow = NonNullable<Awaited<ReturnType<typeof findReview>>>;

/** The partners of these reviews (each once), for locking before their ratings change. */
export async function partnersOfReviews(db: Db, uuids: string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ uuid: reviews.uuidPartner })
    .from(reviews)
    .where(and(inArray(reviews.uuid, uuids), isNotNull(reviews.uuidPartner)));
  return rows.map((r) => r.uuid).filter((u): u is string => u !== null);
}

/**
 * Locks the partners' rows, always in uuid order so that two bulk calls cannot deadlock. A
 * transaction that changes which of a partner's reviews are published holds this lock before
 * it recomputes the rating, so a concurrent one reads the committed reviews after it.
 */
export async function lockPartners(db: Db, uuids: string[]): Promise<void> {
  if (!uuids.length) return;
  await db.select({ uuid: partners.uuid }).from(partners).where(inArray(partners.uuid, uuids)).orderBy(asc(partners.uuid)).for('update');
}

/** The reviews' rows, locked until the transaction ends, in uuid order. */
export async function lockReviews(db: Db, uuids: string[]) {
  return db
    .select({ uuid: reviews.uuid, status: reviews.status, uuidPartner: reviews.uuidPartner })
    .from(reviews)
    .where(inArray(reviews.uuid, uuids))
    .orderBy(asc(reviews.uuid))
    .for('update');
}

export async function setStatus(db: Db, uuids: string[], status: ReviewStatus): Promise<void> {
  await db.update(reviews).set({ status }).where(inArray(reviews.uuid, uuids));
}

export async function deleteReviews(db: Db, uuids: string[]): Promise<void> {
  await db.delete(reviews).where(inArray(reviews.uuid, uuids));
}

/** A partner's rating: the mean of its published reviews to one decimal, 0 without any; every partner's when none are named. */
export async function recomputeRatings(db: Db, uuidPartners?: string[]): Promise<void> {
  if (uuidPartners?.length === 0) return;
  await db
    .update(partners)
    .set({
      rating: sql`coalesce((SELECT round(avg(r.rating), 1) FROM ${reviews} r WHERE r.uuid_partner = ${partners.uuid} AND r.status = 'public'), 0)`,
    })
    .where(uuidPartners ? inArray(partners.uuid, uuidPartners) : undefined);
}

export async function insertReview(db: Db, values: ReviewValues) {
  const [row] = await db.insert(reviews).values(values).returning({ uuid: reviews.uuid, status: reviews.status });
  return row;
}

/** The new answer, or undefined when the review has one already (the unique key decides, also under races). */
export async function insertAnswer(db: Db, uuidReview: string, answer: string, uuidAuthor: string) {
  const [row] = await db
    .insert(reviewAnswers)
    .values({ uuidReview, answer, uuidAuthor })
    .onConflictDoNothing({ target: reviewAnswers.uuidReview })
    .returning();
  return row;
}

export async function updateAnswer(db: Db, uuid: string, answer: string, uuidAuthor: string) {
  const [row] = await db
    .update(reviewAnswers)
    .set({ answer, uuidAuthor, updatedAt: sql`now()` })
    .where(eq(reviewAnswers.uuid, uuid))
    .returning();
  return row;
}

export async function deleteAnswer(db: Db, uuid: string) {
  const [row] = await db.delete(reviewAnswers).where(eq(reviewAnswers.uuid, uuid)).returning();
  return row;
}

export async function reviewExists(db: Db, uuid: string): Promise<boolean> {
  const [row] = await db.select({ uuid: reviews.uuid }).from(reviews).where(eq(reviews.uuid, uuid)).limit(1);
  return !!row;
}

const existsIn = async (db: Db, table: typeof partners | typeof students | typeof universities | typeof cities, uuid: string) => {
  const [row] = await db.select({ uuid: table.uuid }).from(table).where(eq(table.uuid, uuid)).limit(1);
  return !!row;
};
export const partnerExists = (db: Db, uuid: string) => existsIn(db, partners, uuid);
export const studentExists = (db: Db, uuid: string) => existsIn(db, students, uuid);
export const universityExists = (db: Db, uuid: string) => existsIn(db, universities, uuid);
export const cityExists = (db: Db, uuid: string) => existsIn(db, cities, uuid);

/** Creates the student under the app's uuid or updates it, in one statement; says which it did. */
export async function upsertStudent(db: Db, values: StudentValues & { uuid: string }): Promise<{ created: boolean }> {
  const { uuid: _key, ...changes } = values;
  const [row] = await db
    .insert(students)
    .values(values)
    .onConflictDoUpdate({ target: students.uuid, set: changes })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return { created: row.created };
}
