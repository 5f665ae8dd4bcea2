import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { moscowToday } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { listUniversities } from '../../modules/universities/repo.js';
import { listPartners } from '../../modules/partners/repo.js';
import { citiesOfPartner, pointsInCity, pointsOfCities } from '../../modules/partners/sale-points/repo.js';
import { listStocks } from '../../modules/promotions/repo.js';
import { analyze, fillLookups, rowsRead, sequentialScans, type ListCall } from './list-plans-check.js';

const t = useTestApp();

const rowsEach = 20_000;
const largeTables = ['universities', 'partners', 'stocks', 'sale_points'];

/**
 * Enough rows that a sequential scan costs more than an index: a tenth of each kind blocked, a
 * twentieth of the partners federal (no city), half the contracts expired, and one partner with
 * a quarter of the trade points.
 */
async function fillTables(pool: pg.Pool) {
  const run = (text: string) => pool.query(text);
  await run(`
    INSERT INTO universities (short_name, name_univer, end_contract, uuid_city, address, email, delegate_surname, phone, status)
    SELECT 'Вуз ' || g, 'Университет номер ' || g, date '2025-01-01' + (g % 3000), c.uuid, 'ул. Ленина, ' || g, 'u' || g || '@example.com', 'Петров', '79990000000',
      CASE WHEN g % 10 = 0 THEN 'blocked' ELSE 'active' END
    FROM generate_series(1, ${rowsEach}) g
    JOIN (SELECT uuid, row_number() OVER (ORDER BY name) - 1 AS i FROM cities) c ON c.i = g % 200`);
  await run(`
    INSERT INTO partners (name, legal_name, uuid_main_city, uuid_category, description, status, is_federal_partner)
    SELECT 'Партнёр ' || g, 'ООО «Партнёр ' || g || '»', CASE WHEN g % 20 = 0 THEN NULL ELSE c.uuid END, k.uuid, repeat('Скидки для студентов. ', 10),
      CASE WHEN g % 10 = 0 THEN 'blocked' ELSE 'active' END, g % 20 = 0
    FROM generate_series(1, ${rowsEach}) g
    JOIN (SELECT uuid, row_number() OVER (ORDER BY name) - 1 AS i FROM cities) c ON c.i = g % 200
    JOIN (SELECT uuid, row_number() OVER (ORDER BY name) - 1 AS i FROM categories) k ON k.i = g % 10`);
  await run(`
    INSERT INTO stocks (uuid_partner, name, description, status)
    SELECT uuid, 'Акция ' || id, repeat('Скидка по промокоду. ', 10), CASE WHEN id % 10 = 0 THEN 'blocked' ELSE 'active' END FROM partners`);
  await run(`
    INSERT INTO sale_points (uuid_partner, uuid_city, address, latitude, longitude, time_work)
    SELECT CASE WHEN g % 4 = 0 THEN (SELECT uuid FROM partners WHERE id = 1) ELSE p.uuid END, c.uuid, 'ул. Садовая, ' || g, 55.7, 37.6, '[]'
    FROM generate_series(1, ${rowsEach}) g
    JOIN partners p ON p.id = g
    JOIN (SELECT uuid, row_number() OVER (ORDER BY name) - 1 AS i FROM cities) c ON c.i = g % 50`);
  await analyze(pool, ['cities', 'categories', ...largeTables]);
}

describe.skipIf(process.env.TEST_DB !== 'postgres')('list queries of universities, partners, trade points and promotions on large tables (PostgreSQL)', () => {
  it('read each page and count, in every filter and sort, without a sequential scan of a large table', async () => {
    const pool = t.database.pool!;
    await fillLookups(pool);
    await fillTables(pool);
    const pick = async (text: string) => (await pool.query<{ uuid: string }>(text)).rows.map((r) => r.uuid);
    const [city] = await pick(`SELECT uuid FROM cities ORDER BY name LIMIT 1 OFFSET 1`);
    const [category] = await pick(`SELECT uuid FROM categories ORDER BY name LIMIT 1`);
    const [bigPartner] = await pick(`SELECT uuid FROM partners WHERE id = 1`);
    const pointCities = await pick(`SELECT uuid FROM cities ORDER BY name LIMIT 3`);

    const first = { offset: 0, limit: 15, sortDirection: 'DESC' as const };
    const asc = { ...first, sortDirection: 'ASC' as const };
    const today = moscowToday();
    const calls: ListCall[] = [
      { name: 'universities', run: (db) => listUniversities(db, { today }, { ...first, sortField: 'idStudent' }) },
      { name: 'universities by date', run: (db) => listUniversities(db, { today }, { ...asc, sortField: 'date' }) },
      { name: 'universities by name', run: (db) => listUniversities(db, { today }, { ...asc, sortField: 'name' }) },
      { name: 'universities by name, last page', run: (db) => listUniversities(db, { today }, { ...first, offset: 19_980, sortField: 'name' }) },
      { name: 'universities blocked', run: (db) => listUniversities(db, { today, status: 'blocked' }, { ...first, sortField: 'idStudent' }) },
      { name: 'universities active', run: (db) => listUniversities(db, { today, status: 'active' }, { ...asc, sortField: 'name' }) },
      { name: 'universities with contract', run: (db) => listUniversities(db, { today, contract: 'active' }, { ...first, sortField: 'idStudent' }) },
      { name: 'universities with expired contract', run: (db) => listUniversities(db, { today, contract: 'expired' }, { ...asc, sortField: 'name' }) },
      { name: 'universities of a city', run: (db) => listUniversities(db, { today, cityUuids: [city] }, { ...first, sortField: 'idStudent' }) },
      { name: 'universities searched', run: (db) => listUniversities(db, { today, search: 'вуз 1234' }, { ...first, sortField: 'idStudent' }) },
      { name: 'universities searched by city', run: (db) => listUniversities(db, { today, search: 'город 17' }, { ...asc, sortField: 'name' }) },

      { name: 'partners', run: (db) => listPartners(db, {}, { ...first, sortField: 'idPartner' }) },
      { name: 'partners by name', run: (db) => listPartners(db, {}, { ...asc, sortField: 'name' }) },
      { name: 'partners blocked', run: (db) => listPartners(db, { status: 'blocked' }, { ...first, sortField: 'idPartner' }) },
      { name: 'partners active', run: (db) => listPartners(db, { status: 'active' }, { ...asc, sortField: 'name' }) },
      { name: 'partners of a category', run: (db) => listPartners(db, { categoryUuids: [category] }, { ...first, sortField: 'idPartner' }) },
      { name: 'partners of a city', run: (db) => listPartners(db, { cityUuids: [city] }, { ...first, sortField: 'idPartner' }) },
      { name: 'partners searched', run: (db) => listPartners(db, { search: 'партнёр 1234' }, { ...first, sortField: 'idPartner' }) },
      { name: 'partners by city', run: (db) => listPartners(db, {}, { ...asc, sortField: 'nameMainCity' }) },
      { name: 'partners by city, descending', run: (db) => listPartners(db, {}, { ...first, sortField: 'nameMainCity' }) },
      { name: 'partners by city, blocked', run: (db) => listPartners(db, { status: 'blocked' }, { ...asc, sortField: 'nameMainCity' }) },

      { name: 'promotions', run: (db) => listStocks(db, {}, { ...first, sortField: 'idStock' }) },
      { name: 'promotions by name', run: (db) => listStocks(db, {}, { ...asc, sortField: 'name' }) },
      { name: 'promotions by legal name', run: (db) => listStocks(db, {}, { ...asc, sortField: 'legalName' }) },
      { name: 'promotions blocked', run: (db) => listStocks(db, { status: 'blocked' }, { ...first, sortField: 'idStock' }) },
      { name: 'promotions active', run: (db) => listStocks(db, { status: 'active' }, { ...asc, sortField: 'name' }) },
      { name: 'promotions of a category', run: (db) => listStocks(db, { categoryUuids: [category] }, { ...first, sortField: 'idStock' }) },
      { name: 'promotions of a city', run: (db) => listStocks(db, { cityUuids: [city] }, { ...first, sortField: 'idStock' }) },
      { name: 'promotions searched', run: (db) => listStocks(db, { search: 'акция 1234' }, { ...first, sortField: 'idStock' }) },
      { name: 'promotions by city', run: (db) => listStocks(db, {}, { ...asc, sortField: 'city' }) },
      { name: 'promotions by city, descending', run: (db) => listStocks(db, {}, { ...first, sortField: 'city' }) },
      { name: 'promotions by city, blocked', run: (db) => listStocks(db, { status: 'blocked' }, { ...asc, sortField: 'city' }) },

      { name: 'trade points of a city', run: (db) => pointsInCity(db, { uuidPartner: bigPartner, uuidCity: city, search: '', byLetter: false, limit: 10 }) },
      { name: 'trade points by letter', run: (db) => pointsInCity(db, { uuidPartner: bigPartner, uuidCity: city, search: '', byLetter: true, limit: 10 }) },
      { name: 'trade points searched', run: (db) => pointsInCity(db, { uuidPartner: bigPartner, uuidCity: city, search: 'садовая, 12', byLetter: false, limit: 10 }) },
      { name: 'trade point cities', run: (db) => citiesOfPartner(db, bigPartner, null, { offset: 0, limit: 10 }) },
      { name: 'trade point cities with the main one', run: (db) => citiesOfPartner(db, bigPartner, city, { offset: 0, limit: 10 }) },
      { name: 'trade points of cities', run: (db) => pointsOfCities(db, bigPartner, pointCities, 5) },
    ];
    expect(await sequentialScans(pool, calls, largeTables)).toEqual([]);

    // The card's first points of a chain's biggest cities: read from the index in order, a few a
    // city, not every point of those cities ranked (hundreds each here).
    const chainCities = await pick(`SELECT uuid_city AS uuid FROM sale_points WHERE uuid_partner = '${bigPartner}' GROUP BY 1 ORDER BY count(*) DESC LIMIT 3`);
    const firstPoints: ListCall = { name: 'first points of cities', run: (db) => pointsOfCities(db, bigPartner, chainCities, 3) };
    expect(await rowsRead(pool, firstPoints, 'sale_points')).toBeLessThanOrEqual(chainCities.length * 3);
  }, 120_000);
});
