import { describe, expect, it } from 'vitest';
import { and, count, countDistinct, eq, isNotNull, max, min, sql } from 'drizzle-orm';
import { moscowToday } from '@sks/contract';
import { useTestApp } from '../test/harness.js';
import { signIn } from '../test/factories.js';
import { truncateAll } from '../test/databases.js';
import { users } from '../modules/auth/schema.js';
import { students, universities } from '../modules/universities/schema.js';
import { demoAccounts, demoPassword } from './demo-accounts.js';
import { seedDemo } from './demo.js';
import { restoreReferenceData } from '../test/reference-data.js';
import { demoStudentCount } from './universities.js';

const t = useTestApp();
const dayMs = 86_400_000;

describe('demo data: universities', () => {
  it('seeds 60+ universities in 15+ cities with blocked ones, expired and soon-ending contracts, operators, students and admins', async () => {
    await restoreReferenceData(t.database.db);
    await seedDemo(t.database.db, t.app.ctx.storage);
    const db = t.database.db;
    const today = moscowToday();

    const unis = await db.select().from(universities);
    expect(unis.length).toBeGreaterThanOrEqual(60);
    expect(new Set(unis.map((u) => u.uuidCity)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(unis.map((u) => u.shortName)).size).toBe(unis.length);
    const blocked = unis.filter((u) => u.status === 'blocked');
    expect(blocked.length).toBeGreaterThanOrEqual(3);
    for (const u of blocked) expect(u.reasonBlocked?.trim() ?? '').not.toBe('');
    const days = unis.map((u) => Math.round((Date.parse(u.endContract) - Date.parse(today)) / dayMs));
    expect(days.filter((d) => d < 0).length).toBeGreaterThanOrEqual(3);
    expect(days.filter((d) => d >= 0 && d <= 30).length).toBeGreaterThanOrEqual(3);
    expect(days.filter((d) => d > 30).length).toBeGreaterThan(unis.length / 2);
    expect(unis.filter((u) => u.inn).length).toBeGreaterThanOrEqual(20);
    for (const u of unis) expect(u.phone).toMatch(/^\d{11}$/);

    const perUniversity = await db
      .select({ uuid: users.uuidUniversity, n: count(), chairmen: sql<number>`count(*) filter (where ${users.isChairman})`.mapWith(Number) })
      .from(users)
      .where(eq(users.role, 'operator'))
      .groupBy(users.uuidUniversity);
    expect(perUniversity).toHaveLength(unis.length);
    for (const row of perUniversity) {
      expect(row.n).toBeGreaterThanOrEqual(1);
      expect(row.n).toBeLessThanOrEqual(3);
      expect(row.chairmen).toBe(1);
    }
    const operators = await db.select().from(users).where(eq(users.role, 'operator'));
    expect(new Set(operators.map((o) => o.direction))).toEqual(new Set(['operator_student', 'operator_univer', 'operator_all']));
    for (const o of operators) expect(o.passwordHash).toBeNull();

    const [st] = await db
      .select({ n: count(), unis: countDistinct(students.uuidUniver), first: min(students.createdAt), last: max(students.createdAt) })
      .from(students);
    expect(st.n).toBe(demoStudentCount);
    expect(st.n).toBeGreaterThanOrEqual(5000);
    expect(st.unis).toBe(unis.length);
    const spanDays = (new Date(st.last!).getTime() - new Date(st.first!).getTime()) / dayMs;
    expect(spanDays).toBeGreaterThan(700);
    expect(Date.now() - new Date(st.first!).getTime()).toBeLessThanOrEqual(731 * dayMs);

    const admins = await db.select().from(users).where(and(eq(users.role, 'admin'), isNotNull(users.job)));
    const extraAdmins = admins.filter((a) => !demoAccounts.some((d) => d.email === a.email));
    expect(extraAdmins).toHaveLength(3);
    expect(extraAdmins.filter((a) => a.status === 'blocked')).toHaveLength(1);
  });

  it('builds the same data set every time and the list API serves it', async () => {
    await restoreReferenceData(t.database.db);
    await seedDemo(t.database.db, t.app.ctx.storage);
    const token = (await signIn(t, demoAccounts[1].email, demoPassword)).accessToken;
    const first = await t.call<{ uuidUniver?: string; uuidCity?: string; shortName: string; phone: string }[]>('PUT', '/v1/univer', {
      token,
      body: { status: 'blocked' },
      headers: { 'x-sort-field': 'name', 'x-sort-direction': 'ASC', 'x-limit': '100' },
    });
    expect(first.status).toBe(200);
    const expired = await t.call('PUT', '/v1/univer', { token, body: { contract: 'expired' } });
    expect(Number(expired.headers.get('x-record-count'))).toBeGreaterThanOrEqual(3);
    const cities = await t.call<unknown[]>('PUT', '/v1/univer/filter/cities', { token, body: {} });
    expect(cities.body.length).toBeGreaterThanOrEqual(15);

    await truncateAll(t.database);
    await restoreReferenceData(t.database.db);
    await seedDemo(t.database.db, t.app.ctx.storage);
    const token2 = (await signIn(t, demoAccounts[1].email, demoPassword)).accessToken;
    const second = await t.call<typeof first.body>('PUT', '/v1/univer', {
      token: token2,
      body: { status: 'blocked' },
      headers: { 'x-sort-field': 'name', 'x-sort-direction': 'ASC', 'x-limit': '100' },
    });
    // Row ids are random uuids; everything else is the same.
    const withoutIds = (rows: typeof first.body) => rows.map((r) => ({ ...r, uuidUniver: undefined, uuidCity: undefined }));
    expect(first.body.length).toBeGreaterThanOrEqual(3);
    expect(withoutIds(second.body)).toEqual(withoutIds(first.body));
    // Two whole demo seeds on the embedded database: half a minute on a machine shared with other runs.
  }, 120_000);
});
