import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reviewLimits, reviewMessages, type ReviewStatus } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { auditLog } from '../../platform/audit/schema.js';
import { failingFields, makeCity, makePartner, makeReview, operatorToken, ratingOf, reviewApi, statusOf, unknownUuid } from './fixtures.js';
import { reviewAnswers, reviews } from './schema.js';

const t = useTestApp();

let api: Awaited<ReturnType<typeof reviewApi>>;
let uuidPartner: string;
beforeEach(async () => {
  api = await reviewApi(t);
  uuidPartner = (await makePartner(t, await makeCity(t, 'Казань'))).uuid;
});

describe('PUT /v1/comments/status', () => {
  it.each<[ReviewStatus, ReviewStatus]>([
    ['moderation', 'public'],
    ['moderation', 'rejected'],
    ['public', 'rejected'],
    ['rejected', 'public'],
  ])('moves a review from %s to %s', async (from, to) => {
    const review = await makeReview(t, { uuidPartner, status: from });
    const res = await api.status({ uuidComments: [review.uuid], status: to });
    expect(res.status).toBe(200);
    expect(await statusOf(t, review.uuid)).toBe(to);
  });

  it.each<[ReviewStatus, ReviewStatus]>([
    ['public', 'public'],
    ['rejected', 'rejected'],
    ['moderation', 'moderation'],
    ['public', 'moderation'],
    ['rejected', 'moderation'],
  ])('refuses %s to %s with 409', async (from, to) => {
    const review = await makeReview(t, { uuidPartner, status: from });
    const res = await api.status({ uuidComments: [review.uuid], status: to });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'illegal_transition', message: reviewMessages.illegalTransition });
    expect(await statusOf(t, review.uuid)).toBe(from);
  });

  it('moves several reviews in one call and keeps the partner rating the mean of the published ones', async () => {
    const a = await makeReview(t, { uuidPartner, rating: 5 });
    const b = await makeReview(t, { uuidPartner, rating: 2 });
    const c = await makeReview(t, { uuidPartner, rating: 4 });
    expect(await ratingOf(t, uuidPartner)).toBe(0);
    expect((await api.status({ uuidComments: [a.uuid, b.uuid, a.uuid], status: 'public' })).status).toBe(200);
    expect(await ratingOf(t, uuidPartner)).toBe(3.5);
    await api.status({ uuidComments: [c.uuid], status: 'public' });
    expect(await ratingOf(t, uuidPartner)).toBe(3.7);
    await api.status({ uuidComments: [a.uuid], status: 'rejected' });
    expect(await ratingOf(t, uuidPartner)).toBe(3);
    await api.status({ uuidComments: [b.uuid, c.uuid], status: 'rejected' });
    expect(await ratingOf(t, uuidPartner)).toBe(0);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'review.status'));
    expect(audit).toHaveLength(4);
  });

  it('changes nothing when one review of the batch cannot move (409) or is unknown (404)', async () => {
    const waiting = await makeReview(t, { uuidPartner });
    const published = await makeReview(t, { uuidPartner, status: 'public', rating: 5 });
    const illegal = await api.status({ uuidComments: [waiting.uuid, published.uuid], status: 'public' });
    expect(illegal.status).toBe(409);
    expect(await statusOf(t, waiting.uuid)).toBe('moderation');

    const unknown = await api.status({ uuidComments: [waiting.uuid, unknownUuid], status: 'public' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(reviewMessages.notFound);
    expect(await statusOf(t, waiting.uuid)).toBe('moderation');
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    const review = await makeReview(t);
    expect(failingFields((await api.status({ uuidComments: [], status: 'public' })).body)).toEqual(['uuidComments']);
    expect(failingFields((await api.status({ uuidComments: ['x'], status: 'public' })).body)).toEqual(['uuidComments.0']);
    expect(failingFields((await api.status({ uuidComments: [review.uuid], status: 'hidden' })).body)).toEqual(['status']);
    expect(failingFields((await api.status({ status: 'public' })).body)).toEqual(['uuidComments']);
    const many = Array.from({ length: reviewLimits.bulkMax + 1 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect((await api.status({ uuidComments: many, status: 'public' })).status).toBe(400);
  });

  it('answers 401 without a token and 403 to an operator', async () => {
    const review = await makeReview(t);
    const body = { uuidComments: [review.uuid], status: 'public' };
    expect((await api.status(body, { token: undefined })).status).toBe(401);
    expect((await api.status(body, { token: await operatorToken(t) })).status).toBe(403);
    expect(await statusOf(t, review.uuid)).toBe('moderation');
  });

  it('keeps the rating right when two calls publish reviews of one partner at once', async () => {
    const rows = await Promise.all([1, 2, 3, 4, 5, 5].map((rating) => makeReview(t, { uuidPartner, rating })));
    const results = await Promise.all(rows.map((r) => api.status({ uuidComments: [r.uuid], status: 'public' })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await ratingOf(t, uuidPartner)).toBe(3.3);
  });
});

describe('DELETE /v1/comments/{uuidComment} and /v1/comments/delete', () => {
  it('deletes one review with its answer and takes it out of the rating', async () => {
    const kept = await makeReview(t, { uuidPartner, status: 'public', rating: 2 });
    const gone = await makeReview(t, { uuidPartner, status: 'public', rating: 4 });
    await api.status({ uuidComments: [kept.uuid], status: 'rejected' });
    await api.status({ uuidComments: [kept.uuid], status: 'public' });
    expect(await ratingOf(t, uuidPartner)).toBe(3);
    await t.database.db.insert(reviewAnswers).values({ uuidReview: gone.uuid, answer: 'Спасибо' });
    const res = await api.remove(gone.uuid);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await statusOf(t, gone.uuid)).toBeUndefined();
    expect(await t.database.db.select().from(reviewAnswers)).toEqual([]);
    expect(await ratingOf(t, uuidPartner)).toBe(2);
    expect((await api.remove(gone.uuid)).status).toBe(404);
  });

  it('deletes several reviews, or none when one is unknown', async () => {
    const a = await makeReview(t, { uuidPartner });
    const b = await makeReview(t, { uuidPartner });
    const c = await makeReview(t, { uuidPartner });
    const partial = await api.removeMany({ uuidComments: [a.uuid, unknownUuid] });
    expect(partial.status).toBe(404);
    expect(await t.database.db.select().from(reviews)).toHaveLength(3);
    expect((await api.removeMany({ uuidComments: [a.uuid, b.uuid] })).status).toBe(200);
    expect((await t.database.db.select().from(reviews)).map((r) => r.uuid)).toEqual([c.uuid]);
  });

  it('refuses bad bodies and ids with 400, and other roles', async () => {
    const review = await makeReview(t);
    expect(failingFields((await api.removeMany({ uuidComments: [] })).body)).toEqual(['uuidComments']);
    expect(failingFields((await api.removeMany({})).body)).toEqual(['uuidComments']);
    expect((await api.remove('nope')).status).toBe(400);
    expect((await api.remove(review.uuid, { token: await operatorToken(t) })).status).toBe(403);
    expect((await api.removeMany({ uuidComments: [review.uuid] }, { token: undefined })).status).toBe(401);
    expect(await statusOf(t, review.uuid)).toBe('moderation');
  });
});

describe('answers: POST, PUT and DELETE /v1/comments/answer', () => {
  it('answers a review once, edits the answer and deletes it', async () => {
    const review = await makeReview(t, { uuidPartner });
    const created = await api.answer({ uuidComment: review.uuid, answer: '  Спасибо за отзыв!  ' });
    expect(created.status).toBe(200);
    expect(created.body.hasAnswer).toBe(true);
    expect(created.body.answerInfo).toMatchObject({ answer: 'Спасибо за отзыв!' });
    const uuidAnswer = created.body.answerInfo!.uuidAnswer;

    const second = await api.answer({ uuidComment: review.uuid, answer: 'Ещё раз' });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ code: 'answer_exists', message: reviewMessages.answerExists });

    const edited = await api.editAnswer({ uuidAnswer, answer: 'Исправленный ответ' });
    expect(edited.status).toBe(200);
    expect(edited.body.answerInfo).toMatchObject({ uuidAnswer, answer: 'Исправленный ответ' });

    expect((await api.deleteAnswer(uuidAnswer)).status).toBe(200);
    expect((await api.get(review.uuid)).body.answerInfo).toBeNull();
    expect((await api.deleteAnswer(uuidAnswer)).status).toBe(404);
    expect((await api.editAnswer({ uuidAnswer, answer: 'Поздно' })).status).toBe(404);
    // Deleted, the review can be answered again.
    expect((await api.answer({ uuidComment: review.uuid, answer: 'Новый ответ' })).status).toBe(200);
  });

  it('takes exactly 1000 characters and refuses 1001, an empty or blank answer, with 400 naming the field', async () => {
    const review = await makeReview(t);
    const long = await api.answer({ uuidComment: review.uuid, answer: 'я'.repeat(reviewLimits.answerMax + 1) });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual([{ field: 'body.answer', message: reviewMessages.tooLong(reviewLimits.answerMax) }]);
    for (const answer of ['', '   ', undefined, 5]) {
      const res = await api.answer({ uuidComment: review.uuid, answer });
      expect(res.status).toBe(400);
      expect(failingFields(res.body)).toEqual(['answer']);
    }
    expect(failingFields((await api.answer({ uuidComment: 'x', answer: 'Да' })).body)).toEqual(['uuidComment']);
    const exact = await api.answer({ uuidComment: review.uuid, answer: 'я'.repeat(reviewLimits.answerMax) });
    expect(exact.status).toBe(200);
    const edit = await api.editAnswer({ uuidAnswer: exact.body.answerInfo!.uuidAnswer, answer: 'я'.repeat(reviewLimits.answerMax + 1) });
    expect(failingFields(edit.body)).toEqual(['answer']);
    expect(failingFields((await api.editAnswer({ answer: 'Да' })).body)).toEqual(['uuidAnswer']);
    expect((await api.deleteAnswer('x')).status).toBe(400);
  });

  it('answers 404 for an unknown review and keeps one answer when two are sent at once', async () => {
    expect((await api.answer({ uuidComment: unknownUuid, answer: 'Да' })).status).toBe(404);
    const review = await makeReview(t);
    const both = await Promise.all([api.answer({ uuidComment: review.uuid, answer: 'Первый' }), api.answer({ uuidComment: review.uuid, answer: 'Второй' })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await t.database.db.select().from(reviewAnswers)).toHaveLength(1);
  });

  it('refuses the answer calls to an operator and without a token', async () => {
    const review = await makeReview(t);
    const operator = await operatorToken(t);
    expect((await api.answer({ uuidComment: review.uuid, answer: 'Да' }, { token: operator })).status).toBe(403);
    expect((await api.answer({ uuidComment: review.uuid, answer: 'Да' }, { token: undefined })).status).toBe(401);
    const [row] = await t.database.db.insert(reviewAnswers).values({ uuidReview: review.uuid, answer: 'Есть' }).returning();
    expect((await api.editAnswer({ uuidAnswer: row.uuid, answer: 'Нет' }, { token: operator })).status).toBe(403);
    expect((await api.deleteAnswer(row.uuid, { token: operator })).status).toBe(403);
    expect(await t.database.db.select({ answer: reviewAnswers.answer }).from(reviewAnswers)).toEqual([{ answer: 'Есть' }]);
  });
});
