import { describe, expect, it } from 'vitest';
import { count, countDistinct, desc, eq, isNull } from 'drizzle-orm';
import { discountLimits, isDayFilled, workTimeOf } from '@sks/contract';
import { useTestApp } from '../test/harness.js';
import { complaints, discounts, partnerPhotos, partners, salePoints, vacancies } from '../modules/partners/schema.js';
import { reviews } from '../modules/reviews/schema.js';
import { cities } from '../modules/lookups/schema.js';
import { housePoint, sandboxCities } from '../integrations/geocoder/sandbox-data.js';
import { seedDemo } from './demo.js';
import { partnerTexts } from './partners-data.js';
import { restoreReferenceData } from '../test/reference-data.js';

const t = useTestApp();

describe('demo data: partners', () => {
  it('seeds 200+ federal and local partners of 8+ categories with discounts, 1 500+ trade points, photos, vacancies, complaints and comments', async () => {
    await restoreReferenceData(t.database.db);
    await seedDemo(t.database.db, t.app.ctx.storage);
    const db = t.database.db;

    const all = await db.select().from(partners).orderBy(desc(partners.id));
    expect(all.length).toBeGreaterThanOrEqual(200);
    const federal = all.filter((p) => p.isFederalPartner);
    expect(federal.length).toBeGreaterThanOrEqual(30);
    for (const p of federal) expect(p.uuidMainCity).toBeNull();
    for (const p of all.filter((x) => !x.isFederalPartner)) expect(p.uuidMainCity).not.toBeNull();
    expect(new Set(all.map((p) => p.uuidCategory)).size).toBeGreaterThanOrEqual(8);
    const blocked = all.filter((p) => p.status === 'blocked');
    expect(blocked.length).toBeGreaterThan(0);
    for (const p of blocked) expect(p.reasonBlocked).toMatch(/\S/);
    for (const p of all) expect(p.phone).toMatch(/^\d{11}$/);

    const perPartner = await db.select({ p: discounts.uuidPartner, n: count() }).from(discounts).groupBy(discounts.uuidPartner);
    // Every demo offer fits the popup's limit as written: nothing is cut.
    for (const texts of Object.values(partnerTexts)) for (const offer of texts.offers) expect(offer.length).toBeLessThanOrEqual(discountLimits.valueMax);
    expect(perPartner.length).toBe(all.length);
    expect(new Set(perPartner.map((row) => Math.min(Math.max(row.n, 0), 4)))).toEqual(new Set([1, 2, 3]));

    const points = await db.select().from(salePoints);
    expect(points.length).toBeGreaterThanOrEqual(1_500);
    const [{ n: pointCities }] = await db.select({ n: countDistinct(salePoints.uuidCity) }).from(salePoints);
    expect(pointCities).toBe(sandboxCities.length);
    const cityName = new Map((await db.select().from(cities)).map((c) => [c.uuid, c.name]));
    for (const point of points) {
      expect(point.timeWork.every(isDayFilled)).toBe(true);
      expect(point.workTime).toBe(workTimeOf(point.timeWork));
      // Every demo address is one the sandbox geocoder resolves to the point's own position.
      const city = sandboxCities.find((c) => c.name === cityName.get(point.uuidCity))!;
      const [, streetName, house] = /^(.*), (\d+)$/.exec(point.address)!;
      const street = city.streets.find((s) => s.name === streetName)!;
      expect(housePoint(street, Number(house))).toEqual({ latitude: point.latitude, longitude: point.longitude });
    }

    const photos = await db.select().from(partnerPhotos);
    expect(photos.length).toBeGreaterThanOrEqual(200);
    for (const key of [photos[0].keyImg, all.find((p) => p.keyImg)!.keyImg!]) {
      const file = await t.app.ctx.storage.get(key);
      expect(file?.contentType).toBe('image/png');
      file?.stream.destroy();
    }
    expect((await db.select({ n: count() }).from(vacancies))[0].n).toBeGreaterThanOrEqual(100);
    expect((await db.select({ n: count() }).from(complaints))[0].n).toBeGreaterThanOrEqual(50);
    const statuses = await db.select({ status: reviews.status, n: count() }).from(reviews).groupBy(reviews.status);
    expect(statuses.map((s) => s.status).sort()).toEqual(['moderation', 'public', 'rejected']);
    expect((await db.select({ n: count() }).from(reviews).where(isNull(reviews.uuidPartner)))[0].n).toBe(0);

    // The partner the console lists first has something on every tab.
    const newest = all[0].uuid;
    expect((await db.select({ n: count() }).from(complaints).where(eq(complaints.uuidPartner, newest)))[0].n).toBeGreaterThanOrEqual(3);
    expect((await db.select({ n: count() }).from(reviews).where(eq(reviews.uuidPartner, newest)))[0].n).toBeGreaterThanOrEqual(3);
    expect((await db.select({ n: count() }).from(partnerPhotos).where(eq(partnerPhotos.uuidPartner, newest)))[0].n).toBe(3);
    expect((await db.select({ n: count() }).from(vacancies).where(eq(vacancies.uuidPartner, newest)))[0].n).toBe(2);
  });
});
