import { eq } from 'drizzle-orm';
import { apiPath, apiPaths, type ApiError, type Review, type ReviewRow } from '@sks/contract';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/factories.js';
import { partners } from '../partners/schema.js';
import { reviews } from './schema.js';

/** Test factories and calls of the reviews API; not a test file itself. */

export { makeCity, makePartner, makeStudent, failingFields } from '../partners/fixtures.js';
export { operatorToken, unknownUuid } from '../partners/partners-api.js';

let seq = 0;

/** A stored review, in moderation unless said otherwise; `createdAt` steps back a minute per call so the order is known. */
export async function makeReview(t: TestApp, over: Partial<typeof reviews.$inferInsert> = {}) {
  seq += 1;
  const [row] = await t.database.db
    .insert(reviews)
    .values({ comment: `Отзыв ${seq}`, rating: 4, createdAt: new Date(Date.UTC(2026, 0, 1) + seq * 60_000), ...over })
    .returning();
  return row;
}

export async function ratingOf(t: TestApp, uuidPartner: string): Promise<number> {
  const [row] = await t.database.db.select({ rating: partners.rating }).from(partners).where(eq(partners.uuid, uuidPartner));
  return row.rating;
}

export async function statusOf(t: TestApp, uuid: string) {
  const [row] = await t.database.db.select({ status: reviews.status }).from(reviews).where(eq(reviews.uuid, uuid));
  return row?.status;
}

type Opts = { token?: string };

/** Calls of the reviews API, with a signed-in admin's token unless another is given. */
export async function reviewApi(t: TestApp) {
  const { user, tokens } = await signedIn(t);
  const admin = tokens.accessToken;
  const tok = (o: Opts) => ('token' in o ? o.token : admin);
  return {
    user,
    admin,
    list: (body: unknown = {}, headers: Record<string, string> = {}, o: Opts = {}) =>
      t.call<ReviewRow[] & ApiError>('PUT', apiPaths.commentsList, { body, headers, token: tok(o) }),
    get: (uuid: string, o: Opts = {}) => t.call<Review & ApiError>('GET', apiPath(apiPaths.comment, { uuidComment: uuid }), { token: tok(o) }),
    remove: (uuid: string, o: Opts = {}) => t.call<ApiError>('DELETE', apiPath(apiPaths.comment, { uuidComment: uuid }), { token: tok(o) }),
    removeMany: (body: unknown, o: Opts = {}) => t.call<ApiError>('DELETE', apiPaths.commentsDelete, { body, token: tok(o) }),
    status: (body: unknown, o: Opts = {}) => t.call<ApiError>('PUT', apiPaths.commentsStatus, { body, token: tok(o) }),
    answer: (body: unknown, o: Opts = {}) => t.call<Review & ApiError>('POST', apiPaths.commentAnswer, { body, token: tok(o) }),
    editAnswer: (body: unknown, o: Opts = {}) => t.call<Review & ApiError>('PUT', apiPaths.commentAnswer, { body, token: tok(o) }),
    deleteAnswer: (uuid: string, o: Opts = {}) => t.call<ApiError>('DELETE', apiPath(apiPaths.commentAnswerDelete, { uuidAnswer: uuid }), { token: tok(o) }),
  };
}
