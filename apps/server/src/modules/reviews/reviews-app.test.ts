import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPath, appApiPaths, appReviewExamples, messages, reviewMessages, type ApiError, type AppReviewBody, type AppStudentBody } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { appKey, signedIn } from '../../test/factories.js';
import { revokeApiKeys } from '../../platform/app-api/keys.js';
import { makeUniversity } from '../universities/fixtures.js';
import { students } from '../universities/schema.js';
import { failingFields, makeCity, makePartner, ratingOf, unknownUuid } from './fixtures.js';
import { reviews } from './schema.js';

const t = useTestApp();
const studentPath = (uuidStudent: string) => apiPath(appApiPaths.student, { uuidStudent });
const uuidStudent = '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

let headers: Record<string, string>;
let uuidCity: string;
let uuidUniversity: string;
beforeEach(async () => {
  headers = (await appKey(t)).headers;
  uuidCity = await makeCity(t, 'Томск');
  uuidUniversity = (await makeUniversity(t, uuidCity)).uuid;
});

const studentBody = (over: Partial<AppStudentBody> = {}): AppStudentBody => ({ ...appReviewExamples.student, uuidUniversity, uuidCity, ...over });
const putStudent = (body: unknown, h = headers, uuid = uuidStudent) => t.call<ApiError & { uuidStudent: string; created: boolean }>('PUT', studentPath(uuid), { body, headers: h });
const postReview = (body: unknown, h = headers) => t.call<ApiError & { uuidComment: string; status: string }>('POST', appApiPaths.reviews, { body, headers: h });
const storedStudents = () => t.database.db.select().from(students);

describe('PUT /app/v1/students/{uuidStudent}', () => {
  it('creates the student (201) and then updates it (200)', async () => {
    const created = await putStudent(studentBody());
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ uuidStudent, created: true });
    const [row] = await storedStudents();
    expect(row).toMatchObject({
      uuid: uuidStudent,
      uuidUniver: uuidUniversity,
      uuidCity,
      surname: 'Смирнова',
      name: 'Ольга',
      patronymic: 'Игоревна',
      phone: '79161234567',
      linkVk: 'https://vk.com/olga.smirnova',
      linkTg: 'https://t.me/olga_smirnova',
      photo: 'https://cdn.example.com/students/olga.jpg',
      startEducation: 2023,
      endEducation: 2027,
    });

    const updated = await putStudent({ surname: 'Смирнова', name: 'Оля', uuidUniversity });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ uuidStudent, created: false });
    const [after] = await storedStudents();
    expect(after).toMatchObject({ name: 'Оля', patronymic: '', phone: '', linkVk: '', photo: null, uuidCity: null, startEducation: null, id: row.id });
  });

  it('refuses bad fields with 400 naming each, and writes nothing', async () => {
    const cases: [Partial<AppStudentBody> | Record<string, unknown>, string[]][] = [
      [{ surname: '' }, ['surname']],
      [{ name: undefined }, ['name']],
      [{ phone: '12345' }, ['phone']],
      [{ linkvk: 'vk.com/olga' }, ['linkvk']],
      [{ linktg: 'javascript:alert(1)' }, ['linktg']],
      [{ photo: 'ftp://x/y.jpg' }, ['photo']],
      [{ uuidUniversity: 'msu' }, ['uuidUniversity']],
      [{ uuidCity: 'tomsk' }, ['uuidCity']],
      [{ startEducation: 2025, endEducation: 2024 }, ['endEducation']],
      [{ startEducation: 1800 }, ['startEducation']],
      [{ endEducation: '2027' }, ['endEducation']],
      [{ surname: 'я'.repeat(101) }, ['surname']],
    ];
    for (const [over, fields] of cases) {
      const res = await putStudent({ ...studentBody(), ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(failingFields(res.body)).toEqual(fields);
    }
    expect((await putStudent(studentBody(), headers, 'not-a-uuid')).status).toBe(400);
    expect(await storedStudents()).toEqual([]);
  });

  it('answers 404 for an unknown university or city', async () => {
    const university = await putStudent(studentBody({ uuidUniversity: unknownUuid }));
    expect(university.status).toBe(404);
    expect(university.body.message).toBe(reviewMessages.universityNotFound);
    const city = await putStudent(studentBody({ uuidCity: unknownUuid }));
    expect(city.status).toBe(404);
    expect(city.body.message).toBe(reviewMessages.cityNotFound);
    expect(await storedStudents()).toEqual([]);
  });
});

describe('POST /app/v1/reviews', () => {
  const reviewBody = (uuidPartner: string, over: Partial<AppReviewBody> = {}): AppReviewBody => ({ ...appReviewExamples.review, uuidStudent, uuidPartner, ...over });

  it('adds a review in moderation that the badge counts and the list shows; the rating waits for publication', async () => {
    const partner = await makePartner(t, uuidCity);
    await putStudent(studentBody());
    const res = await postReview(reviewBody(partner.uuid, { rating: 0, comment: '  Так себе  ' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ uuidComment: expect.any(String), status: 'moderation' });
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.uuid, res.body.uuidComment));
    expect(row).toMatchObject({ uuidStudent, uuidPartner: partner.uuid, rating: 0, comment: 'Так себе', status: 'moderation' });
    expect(await ratingOf(t, partner.uuid)).toBe(0);

    const { tokens } = await signedIn(t);
    const count = await t.call<{ countComments: number }>('GET', '/v1/comments/count', { token: tokens.accessToken });
    expect(count.body).toEqual({ countComments: 1 });
    const list = await t.call<{ uuidComment: string; surname: string }[]>('PUT', '/v1/comments/list', { body: { status: 'moderation' }, token: tokens.accessToken });
    expect(list.body.map((r) => [r.uuidComment, r.surname])).toEqual([[res.body.uuidComment, 'Смирнова']]);
  });

  it('refuses bad fields with 400 naming each, and writes nothing', async () => {
    const partner = await makePartner(t, uuidCity);
    await putStudent(studentBody());
    const cases: [Record<string, unknown>, string[]][] = [
      [{ rating: 6 }, ['rating']],
      [{ rating: -1 }, ['rating']],
      [{ rating: 4.5 }, ['rating']],
      [{ rating: '5' }, ['rating']],
      [{ comment: '   ' }, ['comment']],
      [{ comment: 'я'.repeat(5001) }, ['comment']],
      [{ uuidStudent: 'x' }, ['uuidStudent']],
      [{ uuidPartner: undefined }, ['uuidPartner']],
    ];
    for (const [over, fields] of cases) {
      const res = await postReview({ ...reviewBody(partner.uuid), ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(failingFields(res.body)).toEqual(fields);
    }
    expect((await postReview('{broken', headers)).status).toBe(400);
    expect(await t.database.db.select().from(reviews)).toEqual([]);
  });

  it('answers 404 for an unknown student or partner and writes nothing', async () => {
    const partner = await makePartner(t, uuidCity);
    const student = await postReview(reviewBody(partner.uuid));
    expect(student.status).toBe(404);
    expect(student.body.message).toBe(reviewMessages.studentNotFound);
    await putStudent(studentBody());
    const unknownPartner = await postReview(reviewBody(unknownUuid));
    expect(unknownPartner.status).toBe(404);
    expect(unknownPartner.body.message).toBe(reviewMessages.partnerNotFound);
    expect(await t.database.db.select().from(reviews)).toEqual([]);
  });
});

describe('app API access to the reviews calls', () => {
  it('needs a live key: missing, wrong and revoked keys and a console token get 401', async () => {
    const partner = await makePartner(t, uuidCity);
    const body = { ...appReviewExamples.review, uuidStudent, uuidPartner: partner.uuid };
    const missing = await postReview(body, {});
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ code: 'unauthorized', message: messages.api.apiKeyMissing });
    expect((await putStudent(studentBody(), {})).status).toBe(401);
    const wrong = await putStudent(studentBody(), { 'x-api-key': `${headers['x-api-key']}x` });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(messages.api.apiKeyInvalid);

    const { tokens } = await signedIn(t, 'superadmin');
    expect((await t.call('PUT', studentPath(uuidStudent), { body: studentBody(), token: tokens.accessToken })).status).toBe(401);
    expect((await t.call('POST', appApiPaths.reviews, { body, token: tokens.accessToken })).status).toBe(401);

    const old = await appKey(t, 'old app');
    await revokeApiKeys(t.database.db, { name: 'old app' });
    expect((await putStudent(studentBody(), old.headers)).status).toBe(401);
    expect(await storedStudents()).toEqual([]);
    // A key does not open the console's calls.
    expect((await t.call('PUT', '/v1/comments/list', { body: {}, headers })).status).toBe(401);
  });

  it('documents both calls under the app tag with an example request', async () => {
    type Op = { tags: string[]; security: unknown; requestBody: { content: { 'application/json': { examples?: { request: { value: unknown } } } } } };
    const res = await t.call<{ paths: Record<string, { put?: Op; post?: Op }> }>('GET', '/docs/json');
    const put = res.body.paths['/api/app/v1/students/{uuidStudent}'].put!;
    const post = res.body.paths['/api/app/v1/reviews'].post!;
    for (const op of [put, post]) {
      expect(op.tags).toEqual(['app']);
      expect(op.security).toEqual([{ appApiKey: [] }]);
    }
    expect(put.requestBody.content['application/json'].examples?.request.value).toEqual(appReviewExamples.student);
    expect(post.requestBody.content['application/json'].examples?.request.value).toEqual(appReviewExamples.review);
  });
});
