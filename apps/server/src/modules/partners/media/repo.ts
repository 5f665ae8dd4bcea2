import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { countedRow, countUpToCap } from '../../../platform/paging.js';
import type { Db } from '../../../platform/db/client.js';
import { preparedFor } from '../../../platform/db/prepared.js';
import { reviews } from '../../reviews/schema.js';
import { students } from '../../universities/schema.js';
import { complaints, partnerPhotos, partners } from '../schema.js';

export type PhotoRow = typeof partnerPhotos.$inferSelect;

export async function partnerExists(db: Db, uuidPartner: string): Promise<boolean> {
  const [row] = await db.select({ uuid: partners.uuid }).from(partners).where(eq(partners.uuid, uuidPartner)).limit(1);
  return !!row;
}

/** Locks the partner until the transaction ends, so two photo uploads of one partner count in turn. */
export async function lockPartner(db: Db, uuidPartner: string): Promise<boolean> {
  const [row] = await db.select({ uuid: partners.uuid }).from(partners).where(eq(partners.uuid, uuidPartner)).for('update').limit(1);
  return !!row;
}

export async function countPhotos(db: Db, uuidPartner: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(partnerPhotos).where(eq(partnerPhotos.uuidPartner, uuidPartner));
  return Number(row?.n ?? 0);
}

/** Oldest first. */
export function listPhotos(db: Db, uuidPartner: string): Promise<PhotoRow[]> {
  return db
    .select()
    .from(partnerPhotos)
    .where(eq(partnerPhotos.uuidPartner, uuidPartner))
    .orderBy(asc(partnerPhotos.createdAt), asc(partnerPhotos.uuid));
}

export async function findPhoto(db: Db, uuid: string): Promise<PhotoRow | undefined> {
  const [row] = await db.select().from(partnerPhotos).where(eq(partnerPhotos.uuid, uuid)).limit(1);
  return row;
}

/** The stored row, locked until the transaction ends so a replace and a delete of one photo queue up. */
export async function lockPhoto(db: Db, uuid: string): Promise<PhotoRow | undefined> {
  const [row] = await db.select().from(partnerPhotos).where(eq(partnerPhotos.uuid, uuid)).for('update').limit(1);
  return row;
}

export async function insertPhoto(db: Db, uuidPartner: string, keyImg: string): Promise<PhotoRow> {
  const [row] = await db.insert(partnerPhotos).values({ uuidPartner, keyImg }).returning();
  return row;
}

export async function updatePhotoKey(db: Db, uuid: string, keyImg: string): Promise<PhotoRow> {
  const [row] = await db.update(partnerPhotos).set({ keyImg }).where(eq(partnerPhotos.uuid, uuid)).returning();
  return row;
}

export async function deletePhoto(db: Db, uuid: string): Promise<void> {
  await db.delete(partnerPhotos).where(eq(partnerPhotos.uuid, uuid));
}

/**
 * One page of a partner's reviews, newest first, with the author's name. A review written
 * before students were linked has no author: its name comes back empty.
 */
export async function listComments(db: Db, uuidPartner: string, page: { offset: number; limit: number }) {
  const where = eq(reviews.uuidPartner, sql.placeholder('uuidPartner'));
  const [total, rows] = await Promise.all([
    countUpToCap(db, 'partner-comments', () => db.select(countedRow).from(reviews).where(where), { uuidPartner }),
    preparedFor(db, 'partner-comments', () =>
      db
        .select({
          uuid: reviews.uuid,
          comment: reviews.comment,
          likes: reviews.likes,
          createdAt: reviews.createdAt,
          name: students.name,
          surname: students.surname,
        })
        .from(reviews)
        .leftJoin(students, eq(students.uuid, reviews.uuidStudent))
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    ).execute({ uuidPartner, limit: page.limit, offset: page.offset }),
  ]);
  return { rows, total };
}
export type CommentView = Awaited<ReturnType<typeof listComments>>['rows'][number];

/** A partner's complaints, newest first, with the student's name. */
export function listComplaints(db: Db, uuidPartner: string) {
  return db
    .select({
      uuid: complaints.uuid,
      msg: complaints.msg,
      createdAt: complaints.createdAt,
      name: students.name,
      surname: students.surname,
    })
    .from(complaints)
    .innerJoin(students, eq(students.uuid, complaints.uuidStudent))
    .where(eq(complaints.uuidPartner, uuidPartner))
    .orderBy(desc(complaints.createdAt), desc(complaints.uuid));
}
export type ComplaintView = Awaited<ReturnType<typeof listComplaints>>[number];

/** Whether a photo or a partner logo still points at a stored file (demo data may share one). */
export async function keyInUse(db: Db, keyImg: string): Promise<boolean> {
  const [photo] = await db.select({ uuid: partnerPhotos.uuid }).from(partnerPhotos).where(eq(partnerPhotos.keyImg, keyImg)).limit(1);
  if (photo) return true;
  const [logo] = await db.select({ uuid: partners.uuid }).from(partners).where(eq(partners.keyImg, keyImg)).limit(1);
  return !!logo;
}
