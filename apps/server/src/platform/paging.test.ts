import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { listCountCap } from '@sks/contract';
import { useTestApp } from '../test/harness.js';
import { makeCity, universityApi } from '../modules/universities/fixtures.js';

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
