import { describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import { moscowToday } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { listUniversities } from '../../modules/universities/repo.js';
import { listPartners } from '../../modules/partners/repo.js';
import { listStocks } from '../../modules/promotions/repo.js';
import type { Db } from './client.js';

const t = useTestApp();

const rowsEach = 20_000;
const largeTables = ['universities', 'partners', 'stocks'];

/** Enough rows that a sequential scan costs more than an index, with fresh statistics. */
async function fillTables(run: (text: string) => Promise<unknown>) {
  await run(`INSERT INTO cities (name) SELECT 'Город ' || g FROM generate_series(1, 200) g`);
  await run(`INSERT INTO categories (name) SELECT 'Категория ' || g FROM generate_series(1, 10) g`);
  await run(`
    INSERT INTO universities (short_name, name_univer, end_contract, uuid_city, address, email, delegate_surname, phone)
    SELECT 'Вуз ' || g, 'Университет номер ' || g, date '2030-01-01', c.uuid, 'ул. Ленина, ' || g, 'u' || g || '@example.com', 'Петров', '79990000000'
    FROM generate_series(1, ${rowsEach}) g
    JOIN (SELECT uuid, row_number() OVER (ORDER BY name) - 1 AS i FROM cities) c ON c.i = g % 200`);
  await run(`
    INSERT INTO partners (name, legal_name, uuid_main_city, uuid_category, description)
    SELECT 'Партнёр ' || g, 'ООО «Партнёр ' || g || '»', c.uuid, k.uuid, repeat('Скидки для студентов. ', 10)
    FROM generate_series(1, ${rowsEach}) g
    JOIN (SELECT uuid, row_number() OVER (ORDER BY name) - 1 AS i FROM cities) c ON c.i = g % 200
    JOIN (SELECT uuid, row_number() OVER (ORDER BY name) - 1 AS i FROM categories) k ON k.i = g % 10`);
  await run(`INSERT INTO stocks (uuid_partner, name, description) SELECT uuid, 'Акция ' || id, repeat('Скидка по промокоду. ', 10) FROM partners`);
  for (const table of ['cities', 'categories', ...largeTables]) await run(`VACUUM ANALYZE ${table}`);
}

type Plan = { 'Node Type': string; 'Relation Name'?: string; Plans?: Plan[] };
const nodesOf = (plan: Plan): Plan[] => [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];

describe.skipIf(process.env.TEST_DB !== 'postgres')('list queries on large tables (PostgreSQL)', () => {
  it('read the first page and the count of universities, partners and promotions without a sequential scan of them', async () => {
    const pool = t.database.pool!;
    await fillTables((text) => pool.query(text));
    const statements: { query: string; params: unknown[] }[] = [];
    const db = drizzle({ client: pool, logger: { logQuery: (query, params) => void statements.push({ query, params }) } }) as unknown as Db;

    const first = { offset: 0, limit: 15, sortDirection: 'DESC' as const };
    const today = moscowToday();
    await listUniversities(db, { today }, { ...first, sortField: 'idStudent' });
    await listUniversities(db, { today }, { ...first, sortField: 'name', sortDirection: 'ASC' });
    await listUniversities(db, { today, search: 'вуз 1234' }, { ...first, sortField: 'idStudent' });
    await listPartners(db, {}, { ...first, sortField: 'idPartner' });
    await listPartners(db, {}, { ...first, sortField: 'name', sortDirection: 'ASC' });
    await listStocks(db, {}, { ...first, sortField: 'idStock' });
    await listStocks(db, {}, { ...first, sortField: 'name', sortDirection: 'ASC' });
    expect(statements).toHaveLength(14);

    for (const { query, params } of statements) {
      const { rows } = await pool.query<{ 'QUERY PLAN': { Plan: Plan }[] }>(`EXPLAIN (FORMAT JSON) ${query}`, params);
      const scans = nodesOf(rows[0]['QUERY PLAN'][0].Plan).filter((n) => n['Node Type'].includes('Seq Scan') && largeTables.includes(n['Relation Name'] ?? ''));
      expect(scans.map((n) => n['Relation Name']), query).toEqual([]);
    }
  }, 120_000);
});
