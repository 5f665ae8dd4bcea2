import { describe, expect, it } from 'vitest';
import { moscowToday } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { signedIn } from '../../test/factories.js';
import { addDays, makeCity, makeUniversity, universityApi } from './fixtures.js';

const t = useTestApp();

const names = (rows: { shortName: string }[]) => rows.map((r) => r.shortName);

/** Five universities in three cities that differ in every field the list filters on. */
async function fiveUniversities() {
  const today = moscowToday();
  const moscow = await makeCity(t, 'Москва');
  const kazan = await makeCity(t, 'Казань');
  const tomsk = await makeCity(t, 'Томск');
  await makeCity(t, 'Омск');
  await makeUniversity(t, moscow, { shortName: 'МГУ', nameUniver: 'Московский государственный университет', delegateSurname: 'Садовничий Виктор Антонович', email: 'rector@msu.example' });
  await makeUniversity(t, kazan, { shortName: 'КФУ', nameUniver: 'Казанский федеральный университет', delegateSurname: 'Сафин', delegateName: 'Ленар', email: 'sks@kpfu.example', status: 'blocked', reasonBlocked: 'Нарушение соглашения' });
  await makeUniversity(t, tomsk, { shortName: 'ТГУ', nameUniver: 'Томский государственный университет', delegateSurname: 'Галажинский Эдуард Владимирович', email: 'office@tsu.example', endContract: addDays(today, -1) });
  await makeUniversity(t, moscow, { shortName: 'ВШЭ', nameUniver: 'Высшая школа экономики', delegateSurname: 'Анисимов Никита Юрьевич', email: 'hse@hse.example', endContract: today });
  await makeUniversity(t, tomsk, { shortName: 'ТПУ', nameUniver: 'Томский политехнический университет', delegateSurname: 'Седнев Дмитрий Андреевич', email: 'tpu@tpu.example', status: 'blocked', reasonBlocked: 'Истек срок договора', endContract: addDays(today, -400) });
  return { moscow, kazan, tomsk };
}

describe('PUT /v1/univer (list)', () => {
  it('lists newest first by default, with the city name, DD.MM.YYYY dates and x-record-count', async () => {
    await fiveUniversities();
    const api = await universityApi(t);
    const res = await api.list();
    expect(res.status).toBe(200);
    expect(res.headers.get('x-record-count')).toBe('5');
    expect(names(res.body)).toEqual(['ТПУ', 'ВШЭ', 'ТГУ', 'КФУ', 'МГУ']);
    const kfu = res.body.find((u) => u.shortName === 'КФУ')!;
    expect(kfu).toMatchObject({ nameCity: 'Казань', status: 'blocked', reasonBlocked: 'Нарушение соглашения', delegateName: 'Ленар', inn: null, logo: null });
    expect(kfu.endContract).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(kfu).sort()).toEqual(
      ['address', 'delegateName', 'delegatePatronymic', 'delegateSurname', 'email', 'endContract', 'flagDay', 'inn', 'logo', 'nameCity', 'nameUniver', 'phone', 'reasonBlocked', 'shortName', 'status', 'uuidCity', 'uuidUniver'].sort(),
    );
  });

  it('takes no body at all as no filter', async () => {
    await fiveUniversities();
    const api = await universityApi(t);
    const res = await t.call<unknown[]>('PUT', '/v1/univer', { token: api.token });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(5);
  });

  it('searches case-insensitively by short name, full name, representative, e-mail and city', async () => {
    await fiveUniversities();
    const api = await universityApi(t);
    const search = async (searchString: string) => names((await api.list({ searchString })).body).sort();
    expect(await search('мгу')).toEqual(['МГУ']);
    expect(await search('ФЕДЕРАЛЬНЫЙ')).toEqual(['КФУ']);
    expect(await search('политехнический')).toEqual(['ТПУ']);
    expect(await search('садовничий')).toEqual(['МГУ']);
    expect(await search('Ленар')).toEqual(['КФУ']);
    expect(await search('@HSE.example')).toEqual(['ВШЭ']);
    expect(await search('томск')).toEqual(['ТГУ', 'ТПУ']);
    expect(await search('москва')).toEqual(['ВШЭ', 'МГУ']);
    expect(await search('  ')).toHaveLength(5);
    expect(await search('%')).toEqual([]);
    expect(await search('нет такого')).toEqual([]);
  });

  it('filters by status, contract and cities, and by all of them together', async () => {
    const { moscow, kazan, tomsk } = await fiveUniversities();
    const api = await universityApi(t);
    const list = async (body: object) => {
      const res = await api.list(body);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-record-count')).toBe(String(res.body.length));
      return names(res.body).sort();
    };
    expect(await list({ status: 'active' })).toEqual(['ВШЭ', 'МГУ', 'ТГУ']);
    expect(await list({ status: 'blocked' })).toEqual(['КФУ', 'ТПУ']);
    expect(await list({ status: '' })).toHaveLength(5);
    expect(await list({ contract: 'active' })).toEqual(['ВШЭ', 'КФУ', 'МГУ']);
    expect(await list({ contract: 'expired' })).toEqual(['ТГУ', 'ТПУ']);
    expect(await list({ cities: [tomsk] })).toEqual(['ТГУ', 'ТПУ']);
    expect(await list({ cities: [moscow, kazan] })).toEqual(['ВШЭ', 'КФУ', 'МГУ']);
    expect(await list({ cities: [] })).toHaveLength(5);
    expect(await list({ status: 'active', contract: 'expired', cities: [tomsk] })).toEqual(['ТГУ']);
    expect(await list({ status: 'blocked', contract: 'active', searchString: 'казан' })).toEqual(['КФУ']);
    expect(await list({ status: 'active', contract: 'active', cities: [moscow], searchString: 'экономики' })).toEqual(['ВШЭ']);
    expect(await list({ status: 'blocked', cities: [moscow] })).toEqual([]);
  });

  it('answers 400 for a bad filter', async () => {
    const api = await universityApi(t);
    for (const body of [{ status: 'deleted' }, { contract: 'soon' }, { cities: ['not-a-uuid'] }, { searchString: 5 }]) {
      const res = await api.list(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('validation');
    }
  });

  it('sorts by date (idStudent or date) and by short name, both ways', async () => {
    await fiveUniversities();
    const api = await universityApi(t);
    const sorted = async (field: string, direction?: string) => {
      const headers: Record<string, string> = { 'x-sort-field': field };
      if (direction) headers['x-sort-direction'] = direction;
      const res = await api.list({}, headers);
      expect(res.status).toBe(200);
      return names(res.body);
    };
    const created = ['МГУ', 'КФУ', 'ТГУ', 'ВШЭ', 'ТПУ'];
    expect(await sorted('idStudent', 'ASC')).toEqual(created);
    expect(await sorted('idStudent', 'DESC')).toEqual([...created].reverse());
    expect(await sorted('date', 'ASC')).toEqual(created);
    expect(await sorted('date')).toEqual([...created].reverse());
    expect(await sorted('name', 'ASC')).toEqual(['ВШЭ', 'КФУ', 'МГУ', 'ТГУ', 'ТПУ']);
    expect(await sorted('name', 'DESC')).toEqual(['ТПУ', 'ТГУ', 'МГУ', 'КФУ', 'ВШЭ']);
  });

  it('keeps equal names in a stable order so pages never overlap', async () => {
    const city = await makeCity(t, 'Самара');
    for (let i = 0; i < 7; i += 1) await makeUniversity(t, city, { shortName: 'Самарский университет' });
    const api = await universityApi(t);
    const page = async (offset: number) =>
      (await api.list({}, { 'x-sort-field': 'name', 'x-sort-direction': 'ASC', 'x-offset': String(offset), 'x-limit': '3' })).body.map((u) => u.uuidUniver);
    const all = [...(await page(0)), ...(await page(3)), ...(await page(6))];
    expect(new Set(all).size).toBe(7);
  });

  it('answers 400 for a sort field outside the allow-list or a bad direction', async () => {
    const api = await universityApi(t);
    const cases: Record<string, string>[] = [{ 'x-sort-field': 'email' }, { 'x-sort-field': 'id; DROP TABLE universities' }, { 'x-sort-direction': 'UP' }];
    for (const headers of cases) {
      const res = await api.list({}, headers);
      expect(res.status, JSON.stringify(headers)).toBe(400);
      expect(res.body.code).toBe('validation');
    }
  });

  it('pages with X-Offset and X-Limit (15 by default) and counts every match', async () => {
    const city = await makeCity(t, 'Пермь');
    for (let i = 0; i < 17; i += 1) await makeUniversity(t, city);
    const api = await universityApi(t);
    const first = await api.list();
    expect(first.body).toHaveLength(15);
    expect(first.headers.get('x-record-count')).toBe('17');
    const second = await api.list({}, { 'x-offset': '15' });
    expect(second.body).toHaveLength(2);
    expect(second.headers.get('x-record-count')).toBe('17');
    const beyond = await api.list({}, { 'x-offset': '40', 'x-limit': '5' });
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get('x-record-count')).toBe('17');
    expect((await api.list({}, { 'x-limit': '0' })).status).toBe(400);
    expect((await api.list({}, { 'x-offset': '-1' })).status).toBe(400);
  });

  it('answers 401 without a token and serves a superadmin as well as an admin', async () => {
    const res = await t.call('PUT', '/v1/univer', { body: {} });
    expect(res.status).toBe(401);
    const { tokens } = await signedIn(t, 'superadmin');
    expect((await t.call('PUT', '/v1/univer', { token: tokens.accessToken, body: {} })).status).toBe(200);
  });
});

describe('flagDay', () => {
  it('counts whole days to the contract end in Moscow, 0 on the last day and after it', async () => {
    const today = moscowToday();
    const city = await makeCity(t, 'Уфа');
    const cases = [
      { shortName: 'сегодня', endContract: today, flagDay: 0 },
      { shortName: 'через 5', endContract: addDays(today, 5), flagDay: 5 },
      { shortName: 'через 45', endContract: addDays(today, 45), flagDay: 45 },
      { shortName: 'вчера', endContract: addDays(today, -1), flagDay: 0 },
      { shortName: 'год назад', endContract: addDays(today, -365), flagDay: 0 },
    ];
    for (const c of cases) await makeUniversity(t, city, { shortName: c.shortName, endContract: c.endContract });
    const api = await universityApi(t);
    const res = await api.list({}, { 'x-sort-field': 'date', 'x-sort-direction': 'ASC' });
    expect(res.body.map((u) => [u.shortName, u.flagDay])).toEqual(cases.map((c) => [c.shortName, c.flagDay]));
    const card = await api.card(res.body[1].uuidUniver);
    expect(card.body.flagDay).toBe(5);
  });
});
