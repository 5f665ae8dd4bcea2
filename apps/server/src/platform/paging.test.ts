import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { countEstimateFrom, listCountCap, newsLimits } from '@sks/contract';
import { useTestApp } from '../test/harness.js';
import { makeCity, universityApi } from '../modules/universities/fixtures.js';
import { newsApi } from '../modules/news/fixtures.js';
import { makeCategory, promotionApi } from '../modules/promotions/fixtures.js';
import { partnerApi } from '../modules/partners/partners-api.js';
import { reviewApi } from '../modules/reviews/fixtures.js';

const t = useTestApp();

describe('list counts past the cap', () => {
  it('counts exactly up to the cap and sends the cap + 1 past it, the pages still served', async () => {
    const city = await makeCity(t, 'Москва');
    // Ten universities more than the cap, those ten blocked: the cap itself is active.
    await t.database.db.execute(sql`
      INSERT INTO universities (short_name, name_univer, end_contract, uuid_city, address, email, delegate_surname, phone, status)
      SELECT 'Вуз ' || lpad(g::text, 5, '0'), 'Университет номер ' || g, date '2030-01-01', ${city}::uuid, 'Адрес', 'v' || g || '@example.org',
        'Иванов', '79990000000', CASE WHEN g > ${listCountCap} THEN 'blocked' ELSE 'active' END
      FROM generate_series(1, ${listCountCap + 10}) g`);
    const api = await universityApi(t);

    const all = await api.list();
    expect(all.status).toBe(200);
    expect(all.headers.get('x-record-count')).toBe(String(listCountCap + 1));
    expect(all.body).toHaveLength(15);

    const active = await api.list({ status: 'active' });
    expect(active.headers.get('x-record-count')).toBe(String(listCountCap));
    const blocked = await api.list({ status: 'blocked' });
    expect(blocked.headers.get('x-record-count')).toBe('10');

    const deep = await api.list({}, { 'x-sort-field': 'name', 'x-sort-direction': 'ASC', 'x-offset': String(listCountCap - 5) });
    expect(deep.status).toBe(200);
    expect(deep.body).toHaveLength(15);
    expect([deep.body[0].shortName, deep.body[14].shortName]).toEqual(['Вуз 09996', 'Вуз 10010']);
    expect(deep.headers.get('x-record-count')).toBe(String(listCountCap + 1));
  });
});

describe('totals of a broad search', () => {
  it('answers the planner estimate of a search it expects to match many rows, and counts a narrow one', async () => {
    // 3 000 items, all but ten about a hackathon; analysed, as autovacuum leaves a live table.
    await t.database.db.execute(sql`
      INSERT INTO news (title, publish_begin)
      SELECT CASE WHEN g <= 10 THEN 'Олимпиада номер ' || g ELSE 'Хакатон номер ' || g END, timestamptz '2030-01-01 10:00+03'
      FROM generate_series(1, 3000) g`);
    await t.database.db.execute(sql`ANALYZE news`);
    const api = await newsApi(t);

    const broad = await api.list({ searchString: 'хакатон' });
    expect(broad.status).toBe(200);
    expect(broad.headers.get('x-record-count-estimated')).toBe('true');
    const estimate = Number(broad.headers.get('x-record-count'));
    expect(estimate).toBeGreaterThanOrEqual(countEstimateFrom);
    expect(Math.abs(estimate - 2990)).toBeLessThan(300);
    expect(broad.body).toHaveLength(newsLimits.pageSize);

    const narrow = await api.list({ searchString: 'олимпиада' });
    expect(narrow.headers.get('x-record-count')).toBe('10');
    expect(narrow.headers.get('x-record-count-estimated')).toBeNull();

    const unsearched = await api.list();
    expect(unsearched.headers.get('x-record-count')).toBe('3000');
    expect(unsearched.headers.get('x-record-count-estimated')).toBeNull();
  });
});

describe('totals of a broad filter on the partner', () => {
  it('answers the estimate for a city or category that matches many rows, and counts a small one', async () => {
    const [moscow, kazan] = [await makeCity(t, 'Москва'), await makeCity(t, 'Казань')];
    const [food, sport] = [await makeCategory(t, 'Еда'), await makeCategory(t, 'Спорт')];
    // 3 000 partners in Moscow (food), ten federal ones in Kazan (sport), a promotion and a review
    // each; analysed, as autovacuum leaves live tables.
    await t.database.db.execute(sql`
      INSERT INTO partners (name, legal_name, uuid_main_city, uuid_category, is_federal_partner)
      SELECT 'Партнёр ' || g, 'ООО «Партнёр ' || g || '»', CASE WHEN g <= 10 THEN ${kazan}::uuid ELSE ${moscow}::uuid END,
        CASE WHEN g <= 10 THEN ${sport}::uuid ELSE ${food}::uuid END, g <= 10
      FROM generate_series(1, 3010) g`);
    await t.database.db.execute(sql`INSERT INTO stocks (uuid_partner, name, description) SELECT uuid, 'Акция ' || name, '' FROM partners`);
    await t.database.db.execute(sql`INSERT INTO reviews (uuid_partner, comment) SELECT uuid, 'Отзыв о ' || name FROM partners`);
    await t.database.db.execute(sql`ANALYZE partners, stocks, reviews`);
    const [partnersApi, promotionsApi, reviewsApi] = [await partnerApi(t), await promotionApi(t), await reviewApi(t)];
    const totalOf = (res: { headers: Headers }) => ({ total: Number(res.headers.get('x-record-count')), estimated: res.headers.get('x-record-count-estimated') });
    const near = (n: number) => expect.closeTo(n, -3);

    expect(totalOf(await partnersApi.list({ cities: [moscow] }))).toEqual({ total: near(3000), estimated: 'true' });
    expect(totalOf(await partnersApi.list({ cities: [kazan] }))).toEqual({ total: 10, estimated: null });
    expect(totalOf(await promotionsApi.list({ categories: [food] }))).toEqual({ total: near(3000), estimated: 'true' });
    expect(totalOf(await promotionsApi.list({ cities: [moscow] }))).toEqual({ total: near(3000), estimated: 'true' });
    expect(totalOf(await promotionsApi.list({ categories: [sport] }))).toEqual({ total: 10, estimated: null });
    expect(totalOf(await reviewsApi.list({ isFederalPartner: false }))).toEqual({ total: near(3000), estimated: 'true' });
    expect(totalOf(await reviewsApi.list({ isFederalPartner: true }))).toEqual({ total: 10, estimated: null });
    // Filters of the list's own row are counted, however many they match.
    expect(totalOf(await promotionsApi.list({ status: 'active' }))).toEqual({ total: 3010, estimated: null });
    expect(totalOf(await partnersApi.list({ categories: [food] }))).toEqual({ total: 3000, estimated: null });
  });
});
