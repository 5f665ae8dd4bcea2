import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, reviewMessages, type ApiError } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { students } from '../universities/schema.js';
import { cities } from '../lookups/schema.js';
import { partners } from '../partners/schema.js';
import { failingFields, makeCity, makePartner, makeReview, makeStudent, operatorToken, reviewApi, unknownUuid } from './fixtures.js';
import { reviewAnswers } from './schema.js';

const t = useTestApp();

describe('PUT /v1/comments/list', () => {
  let api: Awaited<ReturnType<typeof reviewApi>>;
  let city: string;
  beforeEach(async () => {
    api = await reviewApi(t);
    city = await makeCity(t, 'Казань');
  });

  async function threeReviews() {
    const local = await makePartner(t, city, { name: 'Бистро «Ёлка»' });
    const federal = await makePartner(t, null, { name: 'Аптека «Здоровье»' });
    const anna = await makeStudent(t, city, { surname: 'Петрова', name: 'Анна', patronymic: 'Сергеевна' });
    const oleg = await makeStudent(t, city, { surname: 'Сидоров', name: 'Олег' });
    const first = await makeReview(t, { uuidPartner: local.uuid, uuidStudent: anna.uuid, comment: 'Вкусные пироги', status: 'public', rating: 5 });
    const second = await makeReview(t, { uuidPartner: federal.uuid, uuidStudent: oleg.uuid, comment: 'Долго ждал', rating: 2 });
    const third = await makeReview(t, { uuidPartner: federal.uuid, uuidStudent: anna.uuid, comment: 'Скидка не сработала', status: 'rejected', rating: 1 });
    return { local, federal, anna, oleg, first, second, third };
  }

  it('pages newest first with the total in x-record-count and the row fields of spec 03 section 3', async () => {
    const { first, second, third, federal } = await threeReviews();
    await t.database.db.insert(reviewAnswers).values({ uuidReview: second.uuid, answer: 'Спасибо' });
    const res = await api.list({}, { 'x-limit': '2' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-record-count')).toBe('3');
    expect(res.body.map((r) => r.uuidComment)).toEqual([third.uuid, second.uuid]);
    expect(res.body[1]).toEqual({
      uuidComment: second.uuid,
      surname: 'Сидоров',
      name: 'Олег',
      patronymic: '',
      comment: 'Долго ждал',
      partnerName: federal.name,
      isFederalPartner: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      status: 'moderation',
      rating: 2,
      hasAnswer: true,
    });
    const next = await api.list({}, { 'x-limit': '2', 'x-offset': '2' });
    expect(next.body.map((r) => r.uuidComment)).toEqual([first.uuid]);
  });

  it('uses 15 rows a page by default', async () => {
    const partner = await makePartner(t, city);
    for (let i = 0; i < 17; i += 1) await makeReview(t, { uuidPartner: partner.uuid });
    const res = await api.list();
    expect(res.body).toHaveLength(15);
    expect(res.headers.get('x-record-count')).toBe('17');
  });

  it('filters by status and by federal partner', async () => {
    const { first, second, third } = await threeReviews();
    expect((await api.list({ status: 'moderation' })).body.map((r) => r.uuidComment)).toEqual([second.uuid]);
    expect((await api.list({ status: 'public' })).body.map((r) => r.uuidComment)).toEqual([first.uuid]);
    expect((await api.list({ status: '' })).body).toHaveLength(3);
    expect((await api.list({ isFederalPartner: true })).body.map((r) => r.uuidComment)).toEqual([third.uuid, second.uuid]);
    expect((await api.list({ isFederalPartner: false })).body.map((r) => r.uuidComment)).toEqual([first.uuid]);
    expect((await api.list({ isFederalPartner: true, status: 'rejected' })).body.map((r) => r.uuidComment)).toEqual([third.uuid]);
    expect((await api.list(null)).body).toHaveLength(3);
    // The count, which joins the partner only for the filter that needs its row.
    const totals = await Promise.all([{ status: 'moderation' }, { isFederalPartner: true }, { isFederalPartner: false }].map((f) => api.list(f)));
    expect(totals.map((res) => res.headers.get('x-record-count'))).toEqual(['1', '2', '1']);
  });

  it('searches student names, partner names and the text, case-insensitively, with LIKE characters taken literally', async () => {
    const { first, second, third } = await threeReviews();
    const found = async (searchString: string) => (await api.list({ searchString })).body.map((r) => r.uuidComment);
    expect(await found('петрова')).toEqual([third.uuid, first.uuid]);
    expect(await found('Петрова Анна')).toEqual([third.uuid, first.uuid]);
    expect(await found('аптека')).toEqual([third.uuid, second.uuid]);
    expect(await found('ПИРОГИ')).toEqual([first.uuid]);
    expect(await found('%')).toEqual([]);
    expect(await found('  ')).toHaveLength(3);
  });

  it('sorts by partner name or date in either direction, a review without a partner first by name', async () => {
    const { first, second, third, local } = await threeReviews();
    const orphan = await makeReview(t, { comment: 'Без партнёра' });
    const order = async (field: string, dir: string) =>
      (await api.list({}, { 'x-sort-field': field, 'x-sort-direction': dir })).body.map((r) => r.uuidComment);
    expect(await order('partnerName', 'ASC')).toEqual([orphan.uuid, second.uuid, third.uuid, first.uuid]);
    expect(await order('partnerName', 'DESC')).toEqual([first.uuid, third.uuid, second.uuid, orphan.uuid]);
    expect(await order('createdAt', 'ASC')).toEqual([first.uuid, second.uuid, third.uuid, orphan.uuid]);
    // A renamed partner's reviews move with the name.
    await t.database.db.update(partners).set({ name: 'Апельсин' }).where(eq(partners.uuid, local.uuid));
    expect(await order('partnerName', 'ASC')).toEqual([orphan.uuid, first.uuid, second.uuid, third.uuid]);
  });

  it('refuses an unknown sort field, a bad status, a bad flag and a search too long with 400 naming the field', async () => {
    const sort = await api.list({}, { 'x-sort-field': 'rating' });
    expect(sort.status).toBe(400);
    expect(sort.body.fields?.[0].field).toBe('headers.x-sort-field');
    const status = await api.list({ status: 'deleted' });
    expect(status.status).toBe(400);
    expect(failingFields(status.body)).toEqual(['status']);
    const flag = await api.list({ isFederalPartner: 'yes' });
    expect(failingFields(flag.body)).toEqual(['isFederalPartner']);
    const long = await api.list({ searchString: 'я'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.fields?.[0].message).toBe(reviewMessages.tooLong(200));
    const limit = await api.list({}, { 'x-limit': '0' });
    expect(limit.status).toBe(400);
  });

  it('answers 401 without a token and 403 to an operator', async () => {
    expect((await api.list({}, {}, { token: undefined })).status).toBe(401);
    const res = await api.list({}, {}, { token: await operatorToken(t) });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'forbidden', message: messages.api.forbidden });
  });
});

describe('GET /v1/comments/{uuidComment}', () => {
  it('gives the review with studentInfo and answerInfo', async () => {
    const api = await reviewApi(t);
    const kazan = await makeCity(t, 'Казань');
    const [moscow] = await t.database.db.insert(cities).values({ name: 'Москва' }).returning();
    const partner = await makePartner(t, kazan, { name: 'Кофейня' });
    const student = await makeStudent(t, kazan, { surname: 'Орлова', name: 'Ирина', patronymic: 'Павловна' });
    await t.database.db
      .update(students)
      .set({ phone: '79161234567', linkVk: 'https://vk.com/irina', linkTg: 'https://t.me/irina', photo: 'https://cdn.example.com/i.jpg', startEducation: 2022, endEducation: 2026 })
      .where(eq(students.uuid, student.uuid));
    const review = await makeReview(t, { uuidPartner: partner.uuid, uuidStudent: student.uuid, rating: 3, comment: 'Нормально' });

    const res = await api.get(review.uuid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uuidComment: review.uuid,
      uuidPartner: partner.uuid,
      partnerName: 'Кофейня',
      isFederalPartner: false,
      rating: 3,
      status: 'moderation',
      hasAnswer: false,
      answerInfo: null,
      studentInfo: {
        photo: 'https://cdn.example.com/i.jpg',
        surname: 'Орлова',
        name: 'Ирина',
        patronymic: 'Павловна',
        phone: '79161234567',
        linkvk: 'https://vk.com/irina',
        linktg: 'https://t.me/irina',
        nameCity: 'Казань',
        nameUniversity: expect.stringMatching(/^Университет/),
        startEducation: 2022,
        endEducation: 2026,
      },
    });

    // The student's own city wins over the university's.
    await t.database.db.update(students).set({ uuidCity: moscow.uuid }).where(eq(students.uuid, student.uuid));
    const [answer] = await t.database.db.insert(reviewAnswers).values({ uuidReview: review.uuid, answer: 'Спасибо!' }).returning();
    const again = await api.get(review.uuid);
    expect(again.body.studentInfo?.nameCity).toBe('Москва');
    expect(again.body.hasAnswer).toBe(true);
    expect(again.body.answerInfo).toEqual({ uuidAnswer: answer.uuid, answer: 'Спасибо!', updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /) });
  });

  it('gives a review without a student with studentInfo null', async () => {
    const api = await reviewApi(t);
    const review = await makeReview(t);
    const res = await api.get(review.uuid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ studentInfo: null, partnerName: '', uuidPartner: null, surname: '' });
  });

  it('answers 404 for an unknown review, 400 for a malformed id and 403 to an operator', async () => {
    const api = await reviewApi(t);
    const missing = await api.get(unknownUuid);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(reviewMessages.notFound);
    const bad = await api.get('not-a-uuid');
    expect(bad.status).toBe(400);
    expect((bad.body as ApiError).fields?.[0].field).toBe('params.uuidComment');
    const review = await makeReview(t);
    expect((await api.get(review.uuid, { token: await operatorToken(t) })).status).toBe(403);
    expect((await api.get(review.uuid, { token: undefined })).status).toBe(401);
  });
});
