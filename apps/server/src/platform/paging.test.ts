import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { countEstimateFrom, listCountCap, newsLimits } from '@sks/contract';
import { useTestApp } from '../test/harness.js';
import { makeCity, universityApi } from '../modules/universities/fixtures.js';
import { newsApi } from '../modules/news/fixtures.js';

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
