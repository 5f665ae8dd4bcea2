import { describe, expect, it } from 'vitest';
import type { ApiError, Statistics } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { signedIn } from '../../test/factories.js';
import { cities } from '../lookups/schema.js';
import { students, universities } from '../universities/schema.js';
import { partners, salePoints } from '../partners/schema.js';
import { stocks } from '../promotions/schema.js';
import { rzdApplications } from '../rzd/schema.js';

const t = useTestApp();
const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

/** Rows at chosen ages: last 30 days, the 30 days before, and older. */
async function seed() {
  const db = t.database.db;
  const [city] = await db.insert(cities).values({ name: 'Казань' }).returning();
  const uni = (createdAt: Date, i: number) => ({
    shortName: `У${i}`,
    nameUniver: `Университет ${i}`,
    endContract: '2030-01-01',
    uuidCity: city.uuid,
    address: 'ул. Баумана, 1',
    email: `u${i}@example.com`,
    delegateSurname: 'Петров',
    phone: '79990000000',
    createdAt,
  });
  const unis = await db.insert(universities).values([ago(1), ago(29), ago(31), ago(100)].map(uni)).returning();
  const student = (createdAt: Date) => ({ uuidUniver: unis[0].uuid, surname: 'Студентов', name: 'Иван', createdAt });
  const studs = await db
    .insert(students)
    .values([ago(2), ago(35), ago(40), ago(59), ago(61), ago(365)].map(student))
    .returning();
  const parts = await db.insert(partners).values([{ createdAt: ago(45) }, { createdAt: ago(50) }]).returning();
  const point = { uuidPartner: parts[0].uuid, uuidCity: city.uuid, address: 'ул. Баумана, 2', latitude: 55.79, longitude: 49.12, timeWork: [] };
  await db.insert(salePoints).values([ago(0.5), ago(3), ago(20)].map((createdAt) => ({ ...point, createdAt })));
  await db.insert(rzdApplications).values([ago(5), ago(200)].map((createdAt, i) => ({ uuidStudent: studs[i].uuid, createdAt })));
}

async function statistics(period?: string) {
  const { tokens } = await signedIn(t);
  const headers: Record<string, string> = period === undefined ? {} : { 'X-Period': period };
  return t.call<Statistics & ApiError>('GET', '/v2/statistics', { token: tokens.accessToken, headers });
}

describe('GET /v2/statistics', () => {
  it('period all: value is every row, up the rows of the last 30 days', async () => {
    await seed();
    const res = await statistics('all');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      universities: { value: 4, up: 2 },
      students: { value: 6, up: 1 },
      partners: { value: 2, up: 0 },
      points: { value: 3, up: 3 },
      stocks: { value: 0, up: 0 },
      rzd: { value: 2, up: 1 },
    });
  });

  it('period month: value is the last 30 days, up the difference with the 30 days before (may be negative)', async () => {
    await seed();
    const res = await statistics('month');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      universities: { value: 2, up: 1 },
      students: { value: 1, up: -2 },
      partners: { value: 0, up: -2 },
      points: { value: 3, up: 3 },
      stocks: { value: 0, up: 0 },
      rzd: { value: 1, up: 1 },
    });
  });

  it('counts stocks as well', async () => {
    const [partner] = await t.database.db.insert(partners).values({}).returning();
    await t.database.db.insert(stocks).values([{ uuidPartner: partner.uuid }, { uuidPartner: partner.uuid, createdAt: ago(70) }]);
    expect((await statistics('all')).body.stocks).toEqual({ value: 2, up: 1 });
    expect((await statistics('month')).body.stocks).toEqual({ value: 1, up: 1 });
  });

  it('answers zeros on an empty database', async () => {
    const res = await statistics('month');
    expect(Object.values(res.body)).toEqual(Array(6).fill({ value: 0, up: 0 }));
  });

  it('answers 400 naming the header when X-Period is missing or not all|month', async () => {
    for (const period of [undefined, 'year', '']) {
      const res = await statistics(period);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation');
      expect(res.body.fields?.map((f) => f.field)).toEqual(['headers.x-period']);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await t.call('GET', '/v2/statistics', { headers: { 'X-Period': 'all' } })).status).toBe(401);
  });

  it('lets a superadmin see it too', async () => {
    const { tokens } = await signedIn(t, 'superadmin');
    expect((await t.call('GET', '/v2/statistics', { token: tokens.accessToken, headers: { 'X-Period': 'all' } })).status).toBe(200);
  });
});
