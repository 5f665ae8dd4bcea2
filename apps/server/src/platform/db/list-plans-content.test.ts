import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { listNews } from '../../modules/news/repo.js';
import { listReviews } from '../../modules/reviews/repo.js';
import { listApplications } from '../../modules/rzd/repo.js';
import { listQuestions } from '../../modules/knowledge/repo.js';
import { analyze, fillLookups, plansOf, sequentialScans, type ListCall } from './list-plans-check.js';

const t = useTestApp();

const rowsEach = 20_000;
const largeTables = ['partners', 'students', 'news', 'reviews', 'rzd_applications', 'knowledge_questions'];

/**
 * Enough rows that a sequential scan costs more than an index, spread over the values each
 * filter picks: a few news items pinned, others once pinned; a tenth of the reviews awaiting
 * moderation; applications over a year; half the questions the programme's own.
 */
async function fillTables(pool: pg.Pool) {
  const run = (text: string) => pool.query(text);
  await run(`
    INSERT INTO users (role, email, name, surname)
    SELECT CASE WHEN g = 1 THEN 'admin' ELSE 'operator' END, 'user' || g || '@example.com', 'Имя', 'Фамилия ' || g FROM generate_series(1, 20) g`);
  await run(`
    INSERT INTO universities (short_name, name_univer, end_contract, uuid_city, address, email, delegate_surname, phone)
    SELECT 'Вуз ' || g, 'Университет номер ' || g, date '2030-01-01', c.uuid, 'ул. Ленина, ' || g, 'u' || g || '@example.com', 'Петров', '79990000000'
    FROM generate_series(1, 100) g
    JOIN (SELECT uuid, row_number() OVER (ORDER BY name) - 1 AS i FROM cities) c ON c.i = g % 200`);
  await run(`
    INSERT INTO partners (name, legal_name, uuid_main_city, is_federal_partner)
    SELECT 'Партнёр ' || g, 'ООО «Партнёр ' || g || '»', CASE WHEN g % 20 = 0 THEN NULL ELSE c.uuid END, g % 20 = 0
    FROM generate_series(1, ${rowsEach}) g
    JOIN (SELECT uuid, row_number() OVER (ORDER BY name) - 1 AS i FROM cities) c ON c.i = g % 200`);
  await run(`
    INSERT INTO students (uuid_univer, surname, name, patronymic)
    SELECT u.uuid, 'Иванов' || g, 'Пётр', 'Сергеевич'
    FROM generate_series(1, ${rowsEach}) g
    JOIN (SELECT uuid, row_number() OVER (ORDER BY id) - 1 AS i FROM universities) u ON u.i = g % 100`);
  await run(`
    INSERT INTO news (title, content, type_news, approve, publish_begin, fix_to_date, uuid_author, created_at)
    SELECT 'Новость ' || g, 'Текст', (ARRAY['federal', 'region', 'university'])[1 + g % 3],
      CASE WHEN g % 10 = 0 THEN 'wait' WHEN g % 20 = 1 THEN 'declined' WHEN g % 20 = 3 THEN 'blocked' ELSE 'approved' END,
      now() - g * interval '1 hour',
      CASE WHEN g % 1000 = 0 THEN now() + interval '7 days' WHEN g % 100 = 0 THEN now() - interval '7 days' END,
      (SELECT uuid FROM users ORDER BY email LIMIT 1 OFFSET g % 20), now() - g * interval '1 hour'
    FROM generate_series(1, ${rowsEach}) g`);
  await run(`
    INSERT INTO reviews (status, uuid_partner, uuid_student, comment, rating, created_at)
    SELECT CASE WHEN g % 10 = 0 THEN 'moderation' WHEN g % 10 = 1 THEN 'rejected' ELSE 'public' END, p.uuid, s.uuid,
      'Отзыв номер ' || g, 1 + g % 5, now() - g * interval '1 hour'
    FROM generate_series(1, ${rowsEach}) g JOIN partners p ON p.id = g JOIN students s ON s.id = g`);
  await run(`
    INSERT INTO rzd_applications (uuid_student, status_rzd, created_at)
    SELECT s.uuid, CASE WHEN g % 10 = 0 THEN 'at_work' WHEN g % 10 = 1 THEN 'rejected' ELSE 'approved' END, now() - g * interval '25 minutes'
    FROM generate_series(1, ${rowsEach}) g JOIN students s ON s.id = g`);
  await run(`
    INSERT INTO knowledge_categories (name, uuid_university)
    SELECT 'Раздел ' || g, CASE WHEN g <= 50 THEN NULL ELSE (SELECT uuid FROM universities ORDER BY id LIMIT 1 OFFSET g - 51) END
    FROM generate_series(1, 100) g`);
  await run(`
    INSERT INTO knowledge_questions (uuid_category, uuid_university, question, answer, created_at)
    SELECT k.uuid, k.uuid_university, 'Как получить скидку номер ' || g || '?', 'Покажите студенческий билет.', now() - g * interval '1 hour'
    FROM generate_series(1, ${rowsEach}) g
    JOIN (SELECT uuid, uuid_university, row_number() OVER (ORDER BY id) - 1 AS i FROM knowledge_categories) k ON k.i = g % 100`);
  await analyze(pool, ['cities', 'users', 'universities', 'knowledge_categories', ...largeTables]);
}

describe.skipIf(process.env.TEST_DB !== 'postgres')('list queries of news, reviews, railway applications and knowledge on large tables (PostgreSQL)', () => {
  it('read each page and count, in every filter and sort, without a sequential scan of a large table', async () => {
    const pool = t.database.pool!;
    await fillLookups(pool);
    await fillTables(pool);
    const pick = async (text: string) => (await pool.query<{ uuid: string }>(text)).rows[0].uuid;
    const author = await pick(`SELECT uuid FROM users ORDER BY email LIMIT 1 OFFSET 3`);
    const university = await pick(`SELECT uuid FROM universities ORDER BY id LIMIT 1`);
    const category = await pick(`SELECT uuid FROM knowledge_categories ORDER BY id LIMIT 1`);
    const { rows: months } = await pool.query<{ from: Date; to: Date }>(
      `SELECT date_trunc('month', now() - interval '3 months') AS from, date_trunc('month', now() - interval '2 months') AS to`,
    );

    const first = { offset: 0, limit: 15, sortDirection: 'DESC' as const };
    const asc = { ...first, sortDirection: 'ASC' as const };
    const searched: ListCall = { name: 'knowledge questions searched', run: (db) => listQuestions(db, { query: 'скидка 1234' }, 0, 15) };
    const calls: ListCall[] = [
      { name: 'news', run: (db) => listNews(db, {}, first) },
      { name: 'news, oldest first', run: (db) => listNews(db, {}, asc) },
      { name: 'news, a later page', run: (db) => listNews(db, {}, { ...first, offset: 300 }) },
      { name: 'news awaiting moderation', run: (db) => listNews(db, { approve: 'wait' }, first) },
      { name: 'news approved', run: (db) => listNews(db, { approve: 'approved' }, first) },
      { name: 'news of a kind', run: (db) => listNews(db, { typeNews: 'region' }, first) },
      { name: 'news searched', run: (db) => listNews(db, { search: 'новость 1234' }, first) },
      { name: 'news of the author', run: (db) => listNews(db, { author: { uuid: author, mine: true } }, first) },
      { name: 'news of the others', run: (db) => listNews(db, { author: { uuid: author, mine: false } }, first) },

      { name: 'reviews', run: (db) => listReviews(db, {}, { ...first, sortField: 'createdAt' }) },
      { name: 'reviews awaiting moderation', run: (db) => listReviews(db, { status: 'moderation' }, { ...first, sortField: 'createdAt' }) },
      { name: 'reviews public', run: (db) => listReviews(db, { status: 'public' }, { ...first, sortField: 'createdAt' }) },
      { name: 'reviews of federal partners', run: (db) => listReviews(db, { isFederalPartner: true }, { ...first, sortField: 'createdAt' }) },
      { name: 'reviews of other partners', run: (db) => listReviews(db, { isFederalPartner: false }, { ...first, sortField: 'createdAt' }) },
      { name: 'reviews searched', run: (db) => listReviews(db, { search: 'номер 1234' }, { ...first, sortField: 'createdAt' }) },
      { name: 'reviews searched by student', run: (db) => listReviews(db, { search: 'иванов1234' }, { ...first, sortField: 'createdAt' }) },
      { name: 'reviews by partner', run: (db) => listReviews(db, {}, { ...asc, sortField: 'partnerName' }) },
      { name: 'reviews by partner, descending', run: (db) => listReviews(db, {}, { ...first, sortField: 'partnerName' }) },
      { name: 'reviews by partner awaiting moderation', run: (db) => listReviews(db, { status: 'moderation' }, { ...asc, sortField: 'partnerName' }) },

      { name: 'railway applications', run: (db) => listApplications(db, {}, { ...first, sortField: 'publishBegin' }) },
      { name: 'railway applications by name', run: (db) => listApplications(db, {}, { ...asc, sortField: 'full_name' }) },
      { name: 'railway applications at work', run: (db) => listApplications(db, { status: 'at_work' }, { ...first, sortField: 'publishBegin' }) },
      { name: 'railway applications approved', run: (db) => listApplications(db, { status: 'approved' }, { ...first, sortField: 'publishBegin' }) },
      { name: 'railway applications of a month', run: (db) => listApplications(db, { month: months[0] }, { ...first, sortField: 'publishBegin' }) },
      { name: 'railway applications searched', run: (db) => listApplications(db, { fullName: 'иванов1234' }, { ...first, sortField: 'publishBegin' }) },

      { name: 'knowledge questions of the programme', run: (db) => listQuestions(db, {}, 0, 15) },
      { name: 'knowledge questions of a category', run: (db) => listQuestions(db, { uuidCategory: category }, 0, 15) },
      { name: 'knowledge questions of a university', run: (db) => listQuestions(db, { uuidUniversity: university }, 0, 15) },
      searched,
    ];
    expect(await sequentialScans(pool, calls, largeTables)).toEqual([]);

    // The programme's search, its count and its ranked page, finds the programme's matches alone
    // (half the questions here belong to universities).
    for (const plan of await plansOf(pool, searched)) expect(plan).toContain('knowledge_questions_programme_search_idx');
  }, 120_000);
});
