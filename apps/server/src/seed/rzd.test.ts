import { describe, expect, it } from 'vitest';
import { count, countDistinct, max, min, sql } from 'drizzle-orm';
import { useTestApp } from '../test/harness.js';
import { rzdApplications } from '../modules/rzd/schema.js';
import { restoreReferenceData } from '../test/reference-data.js';
import { seedUniversities } from './universities.js';
import { demoRzdCount, seedRzd } from './rzd.js';

const t = useTestApp();

async function seeded() {
  const db = t.database.db;
  await restoreReferenceData(db);
  await seedUniversities(db);
  await seedRzd(db);
  return db;
}

describe('demo data: railway applications', () => {
  it('seeds 1 500 applications, one per student, over the statuses and the last 6 months', async () => {
    const db = await seeded();
    const [totals] = await db
      .select({ n: count(), students: countDistinct(rzdApplications.uuidStudent), first: min(rzdApplications.createdAt), last: max(rzdApplications.createdAt) })
      .from(rzdApplications);
    expect(totals.n).toBe(demoRzdCount);
    expect(totals.students).toBe(demoRzdCount);
    expect(Date.now() - totals.first!.getTime()).toBeLessThanOrEqual(181 * 86_400_000);
    expect(Date.now() - totals.last!.getTime()).toBeLessThan(3 * 86_400_000);

    const byStatus = await db.select({ status: rzdApplications.statusRzd, n: count() }).from(rzdApplications).groupBy(rzdApplications.statusRzd);
    const n = Object.fromEntries(byStatus.map((r) => [r.status, r.n]));
    expect(n).toEqual({ at_work: 600, approved: 525, rejected: 375 });
    const [reasons] = await db
      .select({ missing: sql<number>`count(*) filter (where (status_rzd = 'rejected') = (message is null))`.mapWith(Number) })
      .from(rzdApplications);
    expect(reasons.missing).toBe(0);
    const months = await db.selectDistinct({ m: sql<string>`to_char(created_at at time zone 'Europe/Moscow', 'YYYY-MM')` }).from(rzdApplications);
    expect(months.length).toBeGreaterThanOrEqual(6);
  });
});
