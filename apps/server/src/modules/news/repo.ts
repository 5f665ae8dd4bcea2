import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { countedRow, countOrEstimate, pageOfParts, preparedPart, type ListPart } from '../../platform/paging.js';
import { amongUuids } from '../../platform/db/any-of.js';
import type { Db } from '../../platform/db/client.js';
import { preparedFor } from '../../platform/db/prepared.js';
import { users } from '../auth/schema.js';
import { cities } from '../lookups/schema.js';
import { substringPattern } from '../lookups/repo.js';
import { universities } from '../universities/schema.js';
import { news, newsEvents, newsPhotos, newsPollAnswers, newsPolls } from './schema.js';

export type NewsRow = typeof news.$inferSelect;
export type NewsValues = Omit<typeof news.$inferInsert, 'uuid' | 'createdAt'>;
export type PhotoRow = typeof newsPhotos.$inferSelect;
export type EventRow = typeof newsEvents.$inferSelect;
export type EventValues = Omit<typeof newsEvents.$inferInsert, 'uuid' | 'uuidNews' | 'registered'>;

export async function countAwaitingModeration(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(news).where(eq(news.approve, 'wait'));
  return Number(row?.n ?? 0);
}

export type ListFilter = {
  approve?: NewsRow['approve'];
  typeNews?: NewsRow['typeNews'];
  search?: string;
  /** Only the items this account wrote (`mine`) or only the others (`notMine`, including those whose author is gone). */
  author?: { uuid: string; mine: boolean };
};

/** The filter's conditions on the list's placeholders (`valuesOf`); which conditions there are is the shape (`shapeOf`). */
function whereOf(f: ListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.approve) conditions.push(eq(news.approve, sql.placeholder('approve')));
  if (f.typeNews) conditions.push(eq(news.typeNews, sql.placeholder('typeNews')));
  // served by the title's trigram index
  if (f.search) conditions.push(ilike(news.title, sql.placeholder('pattern')));
  const author = sql.placeholder('author');
  if (f.author) conditions.push(f.author.mine ? eq(news.uuidAuthor, author) : or(isNull(news.uuidAuthor), ne(news.uuidAuthor, author)));
  return and(...conditions);
}

const shapeOf = (f: ListFilter) =>
  ['news', f.approve ? 'approve' : '', f.typeNews ? 'type' : '', f.search ? 'search' : '', f.author ? (f.author.mine ? 'mine' : 'not mine') : ''].join(':');

const valuesOf = (f: ListFilter) => ({
  approve: f.approve,
  typeNews: f.typeNews,
  pattern: substringPattern(f.search),
  author: f.author?.uuid,
  // as drizzle sends a timestamp column's value; a placeholder is sent as given
  now: new Date().toISOString(),
});

/** An item with the names it refers to, as the card and the list show it. */
const viewColumns = {
  news,
  nameCity: cities.name,
  nameUniversity: universities.nameUniver,
  authorName: users.name,
  authorSurname: users.surname,
  authorRole: users.role,
};

const views = (db: Db) =>
  db
    .select(viewColumns)
    .from(news)
    .leftJoin(cities, eq(cities.uuid, news.uuidCity))
    .leftJoin(universities, eq(universities.uuid, news.uuidUniversity))
    .leftJoin(users, eq(users.uuid, news.uuidAuthor));

/**
 * One page: items pinned until a moment still ahead come first (by their own index), then the
 * rest by publishBegin. The total needs no join: the filter reads only the item's own columns.
 */
export async function listNews(db: Db, filter: ListFilter, page: { offset: number; limit: number; sortDirection: 'ASC' | 'DESC' }) {
  const shape = shapeOf(filter);
  const values = valuesOf(filter);
  const dir = page.sortDirection === 'ASC' ? asc : desc;
  const part = (name: string, condition: SQL | undefined): ListPart<NewsView> =>
    preparedPart(
      db,
      `${shape}:${name}:${page.sortDirection}`,
      {
        rows: () =>
          views(db)
            .where(and(whereOf(filter), condition))
            .orderBy(dir(news.publishBegin), dir(news.createdAt), dir(news.uuid))
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset')),
        matching: () => db.select(countedRow).from(news).where(and(whereOf(filter), condition)),
      },
      values,
    );
  const now = sql.placeholder('now');
  const [total, rows] = await Promise.all([
    countOrEstimate(db, shape, () => db.select(countedRow).from(news).where(whereOf(filter)), values, !!filter.search),
    pageOfParts(page, part('pinned', gt(news.fixToDate, now)), part('rest', or(isNull(news.fixToDate), lte(news.fixToDate, now)))),
  ]);
  return { rows, total };
}

export async function findNews(db: Db, uuid: string) {
  const [row] = await views(db).where(eq(news.uuid, uuid)).limit(1);
  return row;
}
export type NewsView = NonNullable<Awaited<ReturnType<typeof findNews>>>;

/** The stored row, locked until the transaction ends, so moderation and edits of one item take turns. */
export async function lockNews(db: Db, uuid: string): Promise<NewsRow | undefined> {
  const [row] = await db.select().from(news).where(eq(news.uuid, uuid)).for('update').limit(1);
  return row;
}

export async function insertNews(db: Db, values: NewsValues): Promise<NewsRow> {
  const [row] = await db.insert(news).values(values).returning();
  return row;
}

export async function updateNews(db: Db, uuid: string, values: Partial<NewsValues>): Promise<NewsRow> {
  const [row] = await db
    .update(news)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(news.uuid, uuid))
    .returning();
  return row;
}

export async function deleteNews(db: Db, uuid: string): Promise<void> {
  await db.delete(news).where(eq(news.uuid, uuid));
}

export async function cityExists(db: Db, uuid: string): Promise<boolean> {
  const [row] = await db.select({ uuid: cities.uuid }).from(cities).where(eq(cities.uuid, uuid)).limit(1);
  return !!row;
}

export async function universityExists(db: Db, uuid: string): Promise<boolean> {
  const [row] = await db.select({ uuid: universities.uuid }).from(universities).where(eq(universities.uuid, uuid)).limit(1);
  return !!row;
}


/** The photos of these items, in their order. */
export const photosOf = (db: Db, uuidNews: string[]) =>
  uuidNews.length
    ? preparedFor(db, 'news:photos', () =>
        db.select().from(newsPhotos).where(amongUuids(newsPhotos.uuidNews, 'uuids')).orderBy(asc(newsPhotos.position), asc(newsPhotos.createdAt)),
      ).execute({ uuids: uuidNews })
    : Promise.resolve([]);

/** The polls of these items with their answers in order. */
export async function pollsOf(db: Db, uuidNews: string[]) {
  if (!uuidNews.length) return [];
  const polls = await preparedFor(db, 'news:polls', () => db.select().from(newsPolls).where(amongUuids(newsPolls.uuidNews, 'uuids'))).execute({ uuids: uuidNews });
  const answers = polls.length
    ? await preparedFor(db, 'news:poll answers', () =>
        db.select().from(newsPollAnswers).where(amongUuids(newsPollAnswers.uuidPoll, 'uuids')).orderBy(asc(newsPollAnswers.position)),
      ).execute({ uuids: polls.map((p) => p.uuid) })
    : [];
  return polls.map((p) => ({ ...p, answers: answers.filter((a) => a.uuidPoll === p.uuid) }));
}
export type PollView = Awaited<ReturnType<typeof pollsOf>>[number];

export const eventsOf = (db: Db, uuidNews: string[]) =>
  uuidNews.length
    ? preparedFor(db, 'news:events', () => db.select().from(newsEvents).where(amongUuids(newsEvents.uuidNews, 'uuids'))).execute({ uuids: uuidNews })
    : Promise.resolve([]);

export async function insertPoll(db: Db, uuidNews: string, poll: { question: string; endPooling: Date; answers: string[] }) {
  const [row] = await db.insert(newsPolls).values({ uuidNews, question: poll.question, endPooling: poll.endPooling }).returning();
  const answers = await db
    .insert(newsPollAnswers)
    .values(poll.answers.map((title, position) => ({ uuidPoll: row.uuid, title, position })))
    .returning();
  return { ...row, answers };
}

export async function insertEvent(db: Db, uuidNews: string, values: EventValues): Promise<EventRow> {
  const [row] = await db
    .insert(newsEvents)
    .values({ ...values, uuidNews })
    .returning();
  return row;
}

export async function updateEvent(db: Db, uuidNews: string, values: EventValues): Promise<EventRow | undefined> {
  const [row] = await db.update(newsEvents).set(values).where(eq(newsEvents.uuidNews, uuidNews)).returning();
  return row;
}

export async function insertPhoto(db: Db, keyFile: string): Promise<PhotoRow> {
  const [row] = await db.insert(newsPhotos).values({ keyFile }).returning();
  return row;
}

/** The photos with these keys, locked: an attach or a delete of the same photo waits for this transaction. */
export const lockPhotosByKey = (db: Db, keys: string[]) =>
  keys.length ? db.select().from(newsPhotos).where(inArray(newsPhotos.keyFile, keys)).for('update') : Promise.resolve([]);

export async function lockPhoto(db: Db, uuid: string): Promise<PhotoRow | undefined> {
  const [row] = await db.select().from(newsPhotos).where(eq(newsPhotos.uuid, uuid)).for('update').limit(1);
  return row;
}

export async function attachPhoto(db: Db, uuid: string, uuidNews: string, position: number): Promise<void> {
  await db.update(newsPhotos).set({ uuidNews, position }).where(eq(newsPhotos.uuid, uuid));
}

export async function deletePhotos(db: Db, uuids: string[]): Promise<void> {
  if (uuids.length) await db.delete(newsPhotos).where(inArray(newsPhotos.uuid, uuids));
}

/** Whether any photo row still points at this file. */
export async function keyInUse(db: Db, keyFile: string): Promise<boolean> {
  const [row] = await db.select({ uuid: newsPhotos.uuid }).from(newsPhotos).where(eq(newsPhotos.keyFile, keyFile)).limit(1);
  return !!row;
}
