import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { listPromocodes, registrationsOf } from '../../modules/promocodes/repo.js';
import { listPartners } from '../../modules/ads/partners/repo.js';
import { listContracts } from '../../modules/ads/contracts/repo.js';
import { analyze, fillLookups, sequentialScans, type ListCall } from './list-plans-check.js';

const t = useTestApp();

const rowsEach = 20_000;
const largeTables = ['partners', 'registration_promocodes', 'promocode_registrations', 'ads_partners', 'ads_contracts'];

/** Enough rows that a sequential scan costs more than an index: every partner an advertiser with a contract, a tenth registered. */
async function fillTables(pool: pg.Pool) {
  const run = (text: string) => pool.query(text);
  await run(`
    INSERT INTO partners (name, legal_name, uuid_main_city)
    SELECT 'Партнёр ' || g, 'ООО «Партнёр ' || g || '»', c.uuid
    FROM generate_series(1, ${rowsEach}) g
    JOIN (SELECT uuid, row_number() OVER (ORDER BY name) - 1 AS i FROM cities) c ON c.i = g % 200`);
  await run(`
    INSERT INTO ads_partners (uuid_partner, type, inn, name, ord_state)
    SELECT uuid, 'ul', lpad(id::text, 10, '0'), 'ООО «Рекламодатель ' || id || '»', CASE WHEN id % 10 = 0 THEN 'success' ELSE 'new' END FROM partners`);
  await run(`
    INSERT INTO ads_contracts (type, client_id, number, date, amount, is_vat, subject_type, action_type)
    SELECT 'contract', id, 'Д-' || seq, date '2026-01-01', 1000, true, 'distribution', 'distribution' FROM ads_partners`);
  await run(`
    INSERT INTO universities (short_name, name_univer, end_contract, uuid_city, address, email, delegate_surname, phone)
    SELECT 'Вуз', 'Университет', date '2030-01-01', uuid, 'ул. Ленина, 1', 'u@example.com', 'Петров', '79990000000' FROM cities LIMIT 1`);
  await run(`INSERT INTO students (uuid_univer, surname, name) SELECT uuid, 'Иванов' || g, 'Пётр' FROM universities, generate_series(1, ${rowsEach}) g`);
  await run(`
    INSERT INTO registration_promocodes (promocode, content, start_date, expiration_date)
    SELECT 'КОД' || g, 'Промокод', now() - (g % 400) * interval '1 day', now() + (g % 300) * interval '1 day' FROM generate_series(1, ${rowsEach}) g`);
  await run(`
    INSERT INTO promocode_registrations (id_promocode, uuid_student, login)
    SELECT 1 + s.id % 1000, s.uuid, '7999' || s.id FROM students s`);
  await analyze(pool, ['cities', 'universities', 'students', ...largeTables]);
}

describe.skipIf(process.env.TEST_DB !== 'postgres')('list queries of promo codes and advertising on large tables (PostgreSQL)', () => {
  it('read each page and count, in every filter and sort, without a sequential scan of a large table', async () => {
    const pool = t.database.pool!;
    await fillLookups(pool);
    await fillTables(pool);

    const first = { offset: 0, limit: 15, sortDirection: 'DESC' as const };
    const page = { limit: 15, current: 1 };
    const calls: ListCall[] = [
      { name: 'promo codes', run: (db) => listPromocodes(db, { ...first, sortField: 'idPromocode' }) },
      { name: 'promo codes by start', run: (db) => listPromocodes(db, { ...first, sortField: 'startDate' }) },
      { name: 'promo codes by expiry', run: (db) => listPromocodes(db, { ...first, sortDirection: 'ASC', sortField: 'expirationDate' }) },
      { name: 'students of a code', run: (db) => registrationsOf(db, 1, 0, 15) },
      { name: 'ad partners', run: (db) => listPartners(db, {}, page) },
      { name: 'ad partners registered', run: (db) => listPartners(db, { success: true }, page) },
      { name: 'ad partners searched', run: (db) => listPartners(db, { search: 'рекламодатель 1234' }, page) },
      { name: 'ad partners searched by partner', run: (db) => listPartners(db, { search: 'партнёр 1234' }, { ...page, current: 2 }) },
      { name: 'ad contracts', run: (db) => listContracts(db, undefined, page) },
      { name: 'ad contracts searched', run: (db) => listContracts(db, 'д-1234', page) },
      { name: 'ad contracts searched by client', run: (db) => listContracts(db, 'рекламодатель 1234', page) },
    ];
    expect(await sequentialScans(pool, calls, largeTables)).toEqual([]);
  }, 120_000);
});
