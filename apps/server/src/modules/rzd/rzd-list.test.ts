import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { failingFields } from '../universities/fixtures.js';
import { makeApplication, makeStudents, rzdApi } from './fixtures.js';

const t = useTestApp();
const at = (iso: string) => new Date(iso);

/** Four applications of three months (Moscow time), one of each status and a second at work. */
async function seed() {
  const { students } = await makeStudents(t, [
    { surname: 'Иванов', name: 'Иван', patronymic: 'Иванович' },
    { surname: 'Петрова', name: 'Анна' },
    { surname: 'Сидоров', name: 'Пётр', patronymic: 'Ильич' },
    { surname: 'Иваненко', name: '100%', patronymic: 'Олегович' },
  ]);
  const ids = {
    ivanov: await makeApplication(t, students[0], { createdAt: at('2026-11-20T10:00:00Z') }),
    petrova: await makeApplication(t, students[1], { status: 'approved', createdAt: at('2026-10-05T10:00:00Z') }),
    // 31 October 22:30 UTC is 1 November in Moscow.
    sidorov: await makeApplication(t, students[2], { status: 'rejected', message: 'Неверный идентификатор', createdAt: at('2026-10-31T22:30:00Z') }),
    ivanenko: await makeApplication(t, students[3], { createdAt: at('2026-09-01T10:00:00Z') }),
  };
  return { ids, students };
}

describe('GET /v1/rzd', () => {
  it('lists the applications newest first, 10 a page, with the total in x-record-count', async () => {
    const { ids } = await seed();
    const api = await rzdApi(t);
    const res = await api.list();
    expect(res.status).toBe(200);
    expect(res.headers.get('x-record-count')).toBe('4');
    expect(res.body.map((r) => r.uuid)).toEqual([ids.ivanov, ids.sidorov, ids.petrova, ids.ivanenko]);
    expect(res.body[0]).toEqual({
      uuid: ids.ivanov,
      full_name: 'Иванов Иван Иванович',
      short_name_university: 'КФУ',
      statusRzd: 'at_work',
      created_at: '2026-11-20 13:00:00',
      message: null,
    });
    expect(res.body[1]).toMatchObject({ full_name: 'Сидоров Пётр Ильич', statusRzd: 'rejected', message: 'Неверный идентификатор' });
    expect(res.body[2].full_name).toBe('Петрова Анна');
  });

  it('pages with X-Offset / X-Limit and sorts by full name', async () => {
    const { ids } = await seed();
    const api = await rzdApi(t);
    const page = await api.list('', { 'X-Offset': '1', 'X-Limit': '2', 'X-Sort-Field': 'full_name', 'X-Sort-Direction': 'ASC' });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-record-count')).toBe('4');
    expect(page.body.map((r) => r.uuid)).toEqual([ids.ivanov, ids.petrova]);
  });

  it('filters by status (X-Filter-Status), full name and month; an empty filter is no filter', async () => {
    const { ids } = await seed();
    const api = await rzdApi(t);
    const atWork = await api.list('', { 'X-Filter-Status': 'at_work' });
    expect(atWork.body.map((r) => r.uuid)).toEqual([ids.ivanov, ids.ivanenko]);
    expect(atWork.headers.get('x-record-count')).toBe('2');

    const byName = await api.list(`?full_name=${encodeURIComponent('иван')}`);
    expect(byName.body.map((r) => r.uuid)).toEqual([ids.ivanov, ids.ivanenko]);
    // LIKE wildcards are text: '%' finds only the name that has it.
    expect((await api.list(`?full_name=${encodeURIComponent('100%')}`)).body.map((r) => r.uuid)).toEqual([ids.ivanenko]);
    expect((await api.list(`?full_name=${encodeURIComponent('_')}`)).body).toEqual([]);

    const november = await api.list('?date_send=2026-11');
    expect(november.body.map((r) => r.uuid)).toEqual([ids.ivanov, ids.sidorov]);
    const both = await api.list(`?date_send=2026-11&full_name=${encodeURIComponent('Сидоров Пётр')}`, { 'X-Filter-Status': 'rejected' });
    expect(both.body.map((r) => r.uuid)).toEqual([ids.sidorov]);

    const empty = await api.list('?full_name=&date_send=', { 'X-Filter-Status': '' });
    expect(empty.headers.get('x-record-count')).toBe('4');
  });

  it('answers 400 naming the header or field for bad input', async () => {
    const api = await rzdApi(t);
    const status = await api.list('', { 'X-Filter-Status': 'done' });
    expect(status.status).toBe(400);
    expect(failingFields(status.body)).toEqual(['headers.x-filter-status']);
    const sort = await api.list('', { 'X-Sort-Field': 'created_at; drop table students' });
    expect(sort.status).toBe(400);
    expect(failingFields(sort.body)).toEqual(['headers.x-sort-field']);
    const limit = await api.list('', { 'X-Limit': '1000' });
    expect(failingFields(limit.body)).toEqual(['headers.x-limit']);
    const month = await api.list('?date_send=2026-13');
    expect(month.status).toBe(400);
    expect(month.body.fields).toEqual([{ field: 'querystring.date_send', message: 'Месяц в формате ГГГГ-ММ' }]);
    const long = await api.list(`?full_name=${'я'.repeat(201)}`);
    expect(failingFields(long.body)).toEqual(['querystring.full_name']);
    const nul = await api.list('?full_name=%00');
    expect(nul.status).toBe(400);
  });

  it('answers 401 without a token; every console role may read (spec 03 section 6; operators do not sign in here)', async () => {
    const anonymous = await t.call('GET', '/v1/rzd');
    expect(anonymous.status).toBe(401);
    for (const role of ['admin', 'superadmin'] as const) {
      expect((await (await rzdApi(t, role)).list()).status).toBe(200);
    }
  });

  it('does not take an app API key', async () => {
    const { appKey } = await import('../../test/factories.js');
    const { headers } = await appKey(t);
    const res = await t.call('GET', '/v1/rzd', { headers });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: messages.api.unauthorized });
  });
});

describe('GET /v1/rzd/dates', () => {
  it('lists the Moscow months that have applications, newest first, as text and value', async () => {
    await seed();
    const api = await rzdApi(t);
    const res = await api.dates();
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { text: 'ноябрь 2026', value: '2026-11' },
      { text: 'октябрь 2026', value: '2026-10' },
      { text: 'сентябрь 2026', value: '2026-09' },
    ]);
    expect((await t.call('GET', '/v1/rzd/dates')).status).toBe(401);
  });

  it('is empty without applications', async () => {
    const api = await rzdApi(t);
    expect((await api.dates()).body).toEqual([]);
  });
});

describe('GET /v1/univer/base', () => {
  it('lists every university as uuidUniversity and shortNameUniversity, by short name', async () => {
    const a = await makeStudents(t, [], 'УрФУ');
    const b = await makeStudents(t, [], 'ИТМО');
    const api = await rzdApi(t);
    const res = await api.base();
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { uuidUniversity: b.university.uuid, shortNameUniversity: 'ИТМО' },
      { uuidUniversity: a.university.uuid, shortNameUniversity: 'УрФУ' },
    ]);
    expect((await t.call('GET', '/v1/univer/base')).status).toBe(401);
  });
});

describe('GET /v1/rzd/export', () => {
  const download = async (token: string, query = '', headers: Record<string, string> = {}) => {
    const res = await fetch(`${t.url}/api/v1/rzd/export${query}`, { headers: { 'x-access-token': token, ...headers } });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it('streams the filtered list as CSV: UTF-8 with BOM, ";" separated, quoted where needed', async () => {
    const { students } = await makeStudents(t, [
      { surname: 'Иванов', name: 'Иван', patronymic: 'Иванович' },
      { surname: 'Кавычкин "Тест"', name: 'Пётр;Павел' },
      { surname: '=HYPERLINK("x")', name: 'Ева' },
    ]);
    await makeApplication(t, students[0], { createdAt: at('2026-11-20T10:00:00Z') });
    await makeApplication(t, students[1], { status: 'rejected', message: 'Неверное ФИО;\nпроверьте', createdAt: at('2026-11-19T10:00:00Z') });
    await makeApplication(t, students[2], { status: 'approved', createdAt: at('2026-10-19T10:00:00Z') });
    const api = await rzdApi(t);

    const all = await download(api.token);
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(all.headers.get('content-disposition')).toMatch(/^attachment; filename="rzd-applications-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...all.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = all.bytes.subarray(3).toString('utf8');
    expect(text).toBe(
      [
        'ФИО;Вуз;Статус;Дата подачи;Причина отказа',
        'Иванов Иван Иванович;КФУ;В работе;2026-11-20 13:00:00;',
        '"Кавычкин ""Тест"" Пётр;Павел";КФУ;Отклонена;2026-11-19 13:00:00;"Неверное ФИО;\nпроверьте"',
        `"'=HYPERLINK(""x"") Ева";КФУ;Одобрена;2026-10-19 13:00:00;`,
        '',
      ].join('\r\n'),
    );

    const filtered = await download(api.token, '?date_send=2026-11', { 'X-Filter-Status': 'at_work' });
    expect(filtered.bytes.subarray(3).toString('utf8').split('\r\n')).toEqual(['ФИО;Вуз;Статус;Дата подачи;Причина отказа', 'Иванов Иван Иванович;КФУ;В работе;2026-11-20 13:00:00;', '']);
  });

  it('reads the whole list in batches, in the list order, without losing or repeating a row', async () => {
    const { university } = await makeStudents(t, []);
    // 1 234 students and applications (more than two batches), several sharing one instant.
    await t.database.db.execute(sql`
      WITH s AS (
        INSERT INTO students (uuid_univer, surname, name)
        SELECT ${university.uuid}::uuid, 'Студент' || lpad(g::text, 5, '0'), 'Имя' FROM generate_series(1, 1234) g
        RETURNING uuid, surname)
      INSERT INTO rzd_applications (uuid_student, created_at)
      SELECT uuid, timestamptz '2026-11-01 12:00:00.123456+03' - (right(surname, 5)::int / 3) * interval '1 minute' FROM s`);
    const api = await rzdApi(t);
    const res = await download(api.token, '', { 'X-Sort-Field': 'full_name', 'X-Sort-Direction': 'ASC' });
    const lines = res.bytes.subarray(3).toString('utf8').trimEnd().split('\r\n').slice(1);
    expect(lines).toHaveLength(1234);
    expect(lines[0].startsWith('Студент00001 Имя;')).toBe(true);
    expect(lines.at(-1)!.startsWith('Студент01234 Имя;')).toBe(true);
    const byDate = (await download(api.token)).bytes.subarray(3).toString('utf8').trimEnd().split('\r\n').slice(1);
    expect(new Set(byDate).size).toBe(1234);
  });

  it('answers 400 for a bad filter and 401 without a token', async () => {
    const api = await rzdApi(t);
    const bad = await api.exportCsv('?date_send=ноябрь');
    expect(bad.status).toBe(400);
    expect(failingFields(bad.body)).toEqual(['querystring.date_send']);
    expect((await t.call('GET', '/v1/rzd/export')).status).toBe(401);
  });
});
