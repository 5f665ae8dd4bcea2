import { describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { useTestApp } from '../test/harness.js';
import { partners } from '../modules/partners/schema.js';
import { reviewAnswers, reviews } from '../modules/reviews/schema.js';
import { students } from '../modules/universities/schema.js';
import { seedDemo } from './demo.js';
import { restoreReferenceData } from '../test/reference-data.js';

const t = useTestApp();

describe('demo data: reviews', () => {
  it('seeds 3 000+ reviews over the partners, hundreds in moderation, some rejected and answered, with consistent ratings', async () => {
    await restoreReferenceData(t.database.db);
    await seedDemo(t.database.db, t.app.ctx.storage);
    const db = t.database.db;
    const byStatus = Object.fromEntries(
      (await db.select({ status: reviews.status, n: count() }).from(reviews).groupBy(reviews.status)).map((r) => [r.status, Number(r.n)]),
    );
    expect(byStatus.moderation + byStatus.public + byStatus.rejected).toBeGreaterThanOrEqual(3_000);
    expect(byStatus.moderation).toBeGreaterThanOrEqual(200);
    expect(byStatus.rejected).toBeGreaterThanOrEqual(100);
    const [{ n: answered }] = await db.select({ n: count() }).from(reviewAnswers);
    expect(Number(answered)).toBeGreaterThanOrEqual(300);
    const [{ n: reviewedPartners }] = await db.select({ n: sql<number>`count(DISTINCT ${reviews.uuidPartner})`.mapWith(Number) }).from(reviews);
    const [{ n: partnerCount }] = await db.select({ n: count() }).from(partners);
    expect(reviewedPartners).toBe(Number(partnerCount));

    const mismatched = await db.execute(sql`
      SELECT p.uuid FROM partners p
      WHERE p.rating <> coalesce((SELECT round(avg(r.rating), 1) FROM reviews r WHERE r.uuid_partner = p.uuid AND r.status = 'public'), 0)`);
    expect((mismatched as unknown as { rows: unknown[] }).rows).toEqual([]);

    const [student] = await db.select().from(students).where(eq(students.id, 2));
    expect(student.phone).toMatch(/^79\d{9}$/);
    expect(student.endEducation! - student.startEducation!).toBe(4);
  });
});
