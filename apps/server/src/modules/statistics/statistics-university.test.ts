import { describe, expect, it } from 'vitest';
import { statisticsMessages, type ApiError, type TrendPoint, type UniversitySearchResult, type UniversityStatistics } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { signedIn } from '../../test/factories.js';
import { makeCity, makeUniversity } from '../universities/fixtures.js';
import { makePartner } from '../partners/fixtures.js';
import { operatorToken, unknownUuid } from '../partners/partners-api.js';
import { students } from '../universities/schema.js';
import { salePoints } from '../partners/schema.js';
import { stocks } from '../promotions/schema.js';
import { rzdApplications } from '../rzd/schema.js';

const t = useTestApp();
const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

async function admin() {
  return (await signedIn(t)).tokens.accessToken;
}

/** Two universities in Kazan and one in Perm, with rows of chosen ages around the first. */
async function seed() {
  const db = t.database.db;
  const kazan = await makeCity(t, 'Казань');
  const perm = await makeCity(t, 'Пермь');
  const kfu = await makeUniversity(t, kazan, { shortName: 'КФУ', nameUniver: 'Казанский федеральный университет' });
  const kai = await makeUniversity(t, kazan, { shortName: 'КАИ', nameUniver: 'Казанский авиационный институт' });
  const psu = await makeUniversity(t, perm, { shortName: 'ПГУ', nameUniver: 'Пермский государственный университет' });
  const student = (uuidUniver: string, createdAt: Date) => ({ uuidUniver, surname: 'Студентов', name: 'Иван', createdAt });
  const studs = await db
    .insert(students)
    .values([student(kfu.uuid, ago(1)), student(kfu.uuid, ago(40)), student(kfu.uuid, ago(200)), student(kai.uuid, ago(1)), student(psu.uuid, ago(2))])
    .returning();
  await db.insert(rzdApplications).values([
    { uuidStudent: studs[0].uuid, createdAt: ago(3) },
    { uuidStudent: studs[1].uuid, createdAt: ago(45) },
    { uuidStudent: studs[3].uuid, createdAt: ago(3) },
  ]);
  const inKazan = await makePartner(t, kazan, { createdAt: ago(10) });
  const federal = await makePartner(t, null, { createdAt: ago(100) });
  const inPerm = await makePartner(t, perm, { createdAt: ago(5) });
  const point = (uuidPartner: string, uuidCity: string, createdAt: Date) => ({
    uuidPartner,
    uuidCity,
    address: 'ул. Баумана, 2',
    latitude: 55.79,
    longitude: 49.12,
    timeWork: [],
    createdAt,
  });
  await db.insert(salePoints).values([point(inKazan.uuid, kazan, ago(10)), point(federal.uuid, kazan, ago(50)), point(federal.uuid, perm, ago(50)), point(inPerm.uuid, perm, ago(5))]);
  await db.insert(stocks).values([
    { uuidPartner: inKazan.uuid, createdAt: ago(2) },
    { uuidPartner: federal.uuid, createdAt: ago(35) },
    { uuidPartner: inPerm.uuid, createdAt: ago(2) },
  ]);
  return { kfu, kai, psu };
}

describe('PUT /v2/statistics/univer/search', () => {
  const search = async (body: unknown, token?: string) =>
    t.call<UniversitySearchResult[] & ApiError>('PUT', '/v2/statistics/univer/search', { token: token ?? (await admin()), body });

  it('finds universities by a part of the short or full name, case aside, sorted by short name', async () => {
    await seed();
    const res = await search({ searchString: 'казан' });
    expect(res.status).toBe(200);
    expect(res.body.map((u) => u.shortName)).toEqual(['КАИ', 'КФУ']);
    expect(Object.keys(res.body[0]).sort()).toEqual(['shortName', 'uuidUniversity']);
    expect((await search({ searchString: '  ПГУ ' })).body.map((u) => u.shortName)).toEqual(['ПГУ']);
    expect((await search({ searchString: '100%' })).body).toEqual([]);
    // The representative and the e-mail are not what a person searches a university by.
    expect((await search({ searchString: 'Сидоров' })).body).toEqual([]);
  });

  it('answers 400 naming searchString, in Russian, under 3 characters or without it', async () => {
    const token = await admin();
    for (const body of [{ searchString: 'ка' }, { searchString: '   ab  ' }, {}, { searchString: 12 }, { searchString: 'x'.repeat(201) }]) {
      const res = await search(body, token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields?.map((f) => f.field)).toEqual(['body.searchString']);
    }
    expect((await search({ searchString: 'ка' }, token)).body.fields?.[0].message).toBe(statisticsMessages.searchTooShort);
    expect((await search({ searchString: 'ab\u0000c' }, token)).status).toBe(400);
  });

  it('answers 401 without a token and 403 to an operator', async () => {
    expect((await t.call('PUT', '/v2/statistics/univer/search', { body: { searchString: 'абв' } })).status).toBe(401);
    expect((await search({ searchString: 'абв' }, await operatorToken(t))).status).toBe(403);
  });
});

describe('GET /v2/statistics/univer/{uuid}', () => {
  const stats = async (uuid: string, period: string | undefined, token?: string) =>
    t.call<UniversityStatistics & ApiError>('GET', `/v2/statistics/univer/${uuid}`, {
      token: token ?? (await admin()),
      headers: period === undefined ? {} : { 'X-Period': period },
    });

  it('period all: every row of the university, up the last 30 days', async () => {
    const { kfu } = await seed();
    const res = await stats(kfu.uuid, 'all');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      students: { value: 3, up: 1 },
      partners: { value: 2, up: 1 },
      stocks: { value: 2, up: 1 },
      rzd: { value: 2, up: 1 },
      points: { value: 2, up: 1 },
    });
  });

  it('period month: the last 30 days, up against the 30 days before', async () => {
    const { kfu, psu } = await seed();
    expect((await stats(kfu.uuid, 'month')).body).toEqual({
      students: { value: 1, up: 0 },
      partners: { value: 1, up: 1 },
      stocks: { value: 1, up: 0 },
      rzd: { value: 1, up: 0 },
      points: { value: 1, up: 0 },
    });
    expect((await stats(psu.uuid, 'month')).body).toEqual({
      students: { value: 1, up: 1 },
      partners: { value: 1, up: 1 },
      stocks: { value: 1, up: 0 },
      rzd: { value: 0, up: 0 },
      points: { value: 1, up: 0 },
    });
  });

  it('answers 404 for an unknown university, 400 for a malformed id or period', async () => {
    const token = await admin();
    const missing = await stats(unknownUuid, 'all', token);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(statisticsMessages.universityNotFound);
    expect((await stats('not-a-uuid', 'all', token)).body.fields?.map((f) => f.field)).toEqual(['params.uuid']);
    for (const period of [undefined, 'week']) {
      expect((await stats(unknownUuid, period, token)).body.fields?.map((f) => f.field)).toEqual(['headers.x-period']);
    }
  });

  it('answers 401 without a token and 403 to an operator', async () => {
    expect((await t.call('GET', `/v2/statistics/univer/${unknownUuid}`, { headers: { 'X-Period': 'all' } })).status).toBe(401);
    expect((await stats(unknownUuid, 'all', await operatorToken(t))).status).toBe(403);
  });
});

describe('GET /v2/statistics/trend', () => {
  const trend = async (query: string, token?: string) =>
    t.call<TrendPoint[] & ApiError>('GET', `/v2/statistics/trend${query}`, { token: token ?? (await admin()) });

  it('gives 12 Moscow months, the current last, of the whole platform or of one university', async () => {
    const { kfu } = await seed();
    const all = await trend('?metric=students');
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(12);
    expect(all.body.at(-1)!.month).toBe(new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 7));
    expect(all.body.reduce((sum, p) => sum + p.value, 0)).toBe(5);
    const one = await trend(`?metric=students&uuidUniversity=${kfu.uuid}`);
    expect(one.body.reduce((sum, p) => sum + p.value, 0)).toBe(3);
    expect((await trend('?metric=universities')).body.reduce((sum, p) => sum + p.value, 0)).toBe(3);
    expect((await trend(`?metric=points&uuidUniversity=${kfu.uuid}`)).body.reduce((sum, p) => sum + p.value, 0)).toBe(2);
  });

  it('answers 400 naming metric, 404 for an unknown university, 401 and 403', async () => {
    const token = await admin();
    for (const query of ['', '?metric=views', `?metric=universities&uuidUniversity=${unknownUuid}`]) {
      expect((await trend(query, token)).body.fields?.map((f) => f.field), query).toEqual(['querystring.metric']);
    }
    expect((await trend('?metric=students&uuidUniversity=x', token)).body.fields?.map((f) => f.field)).toEqual(['querystring.uuidUniversity']);
    expect((await trend(`?metric=students&uuidUniversity=${unknownUuid}`, token)).status).toBe(404);
    expect((await t.call('GET', '/v2/statistics/trend?metric=students')).status).toBe(401);
    expect((await trend('?metric=students', await operatorToken(t))).status).toBe(403);
  });
});
