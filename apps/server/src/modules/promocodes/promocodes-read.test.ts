import { describe, expect, it } from 'vitest';
import { promocodeMessages as m, type ApiError } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { promocodeRegistrations } from './schema.js';
import { makeCity, makePromocode, makeStudent, promocodeApi } from './fixtures.js';

const t = useTestApp();

describe('GET /v1/promocode/list', () => {
  it('pages 15 by default, newest first, with the total in x-record-count and the registrations counted', async () => {
    const api = await promocodeApi(t);
    const codes = [];
    for (let i = 0; i < 17; i++) codes.push(await makePromocode(t, { promocode: `LIST${i}` }));
    const student = await makeStudent(t, await makeCity(t, 'Казань'));
    await t.database.db.insert(promocodeRegistrations).values({ idPromocode: codes[16].id, uuidStudent: student.uuid });

    const first = await api.list();
    expect(first.status).toBe(200);
    expect(first.headers.get('x-record-count')).toBe('17');
    expect(first.body).toHaveLength(15);
    expect(first.body[0]).toMatchObject({ idPromocode: codes[16].id, promocode: 'LIST16', statcount: 1 });
    expect(first.body[0].startDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const second = await api.list({ 'x-offset': '15' });
    expect(second.body.map((r) => r.promocode)).toEqual(['LIST1', 'LIST0']);
    const count = await api.list({ 'x-limit': '1' });
    expect(count.body).toHaveLength(1);
    expect(count.headers.get('x-record-count')).toBe('17');
  });

  it('sorts by an allowed field only', async () => {
    const api = await promocodeApi(t);
    await makePromocode(t, { promocode: 'EARLY', startDate: new Date('2025-01-01T00:00:00Z') });
    await makePromocode(t, { promocode: 'LATE', startDate: new Date('2026-01-01T00:00:00Z') });
    const asc = await api.list({ 'x-sort-field': 'startDate', 'x-sort-direction': 'ASC' });
    expect(asc.body.map((r) => r.promocode)).toEqual(['EARLY', 'LATE']);
    expect((await api.list({ 'x-sort-field': 'promocode; drop table x' })).status).toBe(400);
    expect((await api.list({ 'x-limit': '0' })).status).toBe(400);
  });
});

describe('GET /v1/promocode/get', () => {
  it('gives one code, 404 for an unknown id, 400 for a non-number', async () => {
    const api = await promocodeApi(t);
    const code = await makePromocode(t, { promocode: 'ONE', content: 'Описание' });
    const res = await api.get(code.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ idPromocode: code.id, promocode: 'ONE', content: 'Описание', statcount: 0 });
    const missing = await api.get(999);
    expect(missing.status).toBe(404);
    expect((missing.body as unknown as ApiError).message).toBe(m.notFound);
    expect((await api.get('abc')).status).toBe(400);
    expect((await api.get('1e400')).status).toBe(400);
  });
});

describe('GET /v1/promocode/statistic', () => {
  it('lists the students registered with the code, any case, newest first, 15 a page', async () => {
    const api = await promocodeApi(t);
    const code = await makePromocode(t, { promocode: 'Stat' });
    const other = await makePromocode(t, { promocode: 'Other' });
    const city = await makeCity(t, 'Томск');
    const rows = [];
    for (let i = 0; i < 16; i++) {
      const student = await makeStudent(t, city, { surname: `Фамилия${i}`, patronymic: 'Ивановна' });
      rows.push({ idPromocode: code.id, uuidStudent: student.uuid, login: `7999000${String(i).padStart(4, '0')}`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) });
    }
    await t.database.db.insert(promocodeRegistrations).values(rows);
    const outsider = await makeStudent(t, city);
    await t.database.db.insert(promocodeRegistrations).values({ idPromocode: other.id, uuidStudent: outsider.uuid });

    const res = await api.statistic('STAT');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-record-count')).toBe('16');
    expect(res.body).toHaveLength(15);
    expect(res.body[0]).toEqual({
      surname: 'Фамилия15',
      name: expect.stringMatching(/^Анна/),
      patronymi: 'Ивановна',
      nameUniversityPromo: expect.stringMatching(/^Вуз/),
      nameCityPromo: 'Томск',
      login: '79990000015',
      createdAt: '2026-01-01 03:15:00',
    });
    const second = await api.statistic('stat', { 'x-offset': '15' });
    expect(second.body.map((r) => r.surname)).toEqual(['Фамилия0']);
  });

  it('answers 404 for an unknown code and 400 without one', async () => {
    const api = await promocodeApi(t);
    const res = await api.statistic('NOPE');
    expect(res.status).toBe(404);
    expect((res.body as unknown as ApiError).message).toBe(m.notFound);
    expect((await api.statistic('')).status).toBe(400);
  });
});
