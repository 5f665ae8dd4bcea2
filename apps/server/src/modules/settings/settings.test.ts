import { describe, expect, it } from 'vitest';
import { settingsMessages, type SettingsCategory, type SettingsCity } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { signedIn } from '../../test/factories.js';
import { restoreReferenceData } from '../../test/reference-data.js';

const t = useTestApp();
const superadmin = async () => (await signedIn(t, 'superadmin')).tokens.accessToken;
const tula = { name: 'Тула', region: 'Тульская область', latitude: 54.19, longitude: 37.62, population: 475_000 };

describe('settings: cities', () => {
  it('lists the reference cities by name, paged, with the total, and searches by a part of the name', async () => {
    await restoreReferenceData(t.database.db);
    const token = await superadmin();
    const first = await t.call<SettingsCity[]>('GET', '/v1/settings/cities', { token, headers: { 'x-limit': '5' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-record-count')).toBe('325');
    expect(first.body.map((c) => c.name)).toEqual(['Абакан', 'Азов', 'Александров', 'Алексин', 'Альметьевск']);
    const next = await t.call<SettingsCity[]>('GET', '/v1/settings/cities', { token, headers: { 'x-limit': '5', 'x-offset': '5' } });
    expect(next.body[0]!.name).toBe('Анапа');
    const found = await t.call<SettingsCity[]>('GET', '/v1/settings/cities?search=%D0%B6%D0%B5%D0%BB%D0%B5%D0%B7%D0%BD%D0%BE%D0%B3', { token });
    expect(found.headers.get('x-record-count')).toBe('2');
    expect(found.body.map((c) => c.region).sort()).toEqual(['Красноярский край', 'Курская область']);
    const byPopulation = await t.call<SettingsCity[]>('GET', '/v1/settings/cities', {
      token,
      headers: { 'x-limit': '1', 'x-sort-field': 'population', 'x-sort-direction': 'DESC' },
    });
    expect(byPopulation.body[0]).toMatchObject({ name: 'Москва', region: 'Москва', hidden: false });
    expect((await t.call('GET', '/v1/settings/cities', { token, headers: { 'x-sort-field': 'uuid' } })).status).toBe(400);
  });

  it('adds, renames, hides and shows a city; hidden ones leave the forms’ list but stay on records', async () => {
    const token = await superadmin();
    const created = await t.call<SettingsCity>('POST', '/v1/settings/cities', { token, body: tula });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ uuid: expect.any(String), ...tula, hidden: false });
    const uuid = created.body.uuid;

    const renamed = await t.call<SettingsCity>('PUT', `/v1/settings/cities/${uuid}`, { token, body: { ...created.body, name: 'Тула-град', latitude: null, longitude: null } });
    expect(renamed.body).toMatchObject({ name: 'Тула-град', latitude: null, longitude: null, population: 475_000 });

    const hidden = await t.call<SettingsCity>('PUT', `/v1/settings/cities/${uuid}/hidden`, { token, body: { hidden: true } });
    expect(hidden.body).toMatchObject({ name: 'Тула-град', hidden: true });
    const lookup = await t.call<{ name: string }[]>('GET', '/v1/city', { token });
    expect(lookup.body.map((c) => c.name)).not.toContain('Тула-град');
    const searched = await t.call<{ name: string }[]>('PUT', '/v1/city/search', { token, body: { nameCity: 'тула' } });
    expect(searched.body).toEqual([]);
    // A full PUT without `hidden` keeps it hidden.
    const edited = await t.call<SettingsCity>('PUT', `/v1/settings/cities/${uuid}`, { token, body: { name: 'Тула', region: 'Тульская область' } });
    expect(edited.body).toMatchObject({ name: 'Тула', hidden: true, latitude: null });

    const shown = await t.call<SettingsCity>('PUT', `/v1/settings/cities/${uuid}`, { token, body: { ...tula, hidden: false } });
    expect(shown.body.hidden).toBe(false);
    expect((await t.call<{ name: string }[]>('GET', '/v1/city', { token })).body.map((c) => c.name)).toContain('Тула');
  });

  it('answers 409 for a name already used in the region, whatever its case, and allows it in another region', async () => {
    const token = await superadmin();
    const first = await t.call<SettingsCity>('POST', '/v1/settings/cities', { token, body: tula });
    const again = await t.call('POST', '/v1/settings/cities', { token, body: { name: ' тула ', region: 'ТУЛЬСКАЯ ОБЛАСТЬ' } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'duplicate_name', message: settingsMessages.cityExists });
    const elsewhere = await t.call<SettingsCity>('POST', '/v1/settings/cities', { token, body: { name: 'Тула', region: 'Другая область' } });
    expect(elsewhere.status).toBe(200);
    const rename = await t.call('PUT', `/v1/settings/cities/${elsewhere.body.uuid}`, { token, body: { name: 'Тула', region: 'Тульская область' } });
    expect(rename.status).toBe(409);
    const parallel = await Promise.all(
      [1, 2, 3].map(() => t.call('POST', '/v1/settings/cities', { token, body: { name: 'Новомосковск', region: 'Тульская область' } })),
    );
    expect(parallel.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(first.status).toBe(200);
  });

  it('answers 400 naming the field for bad input and 404 for an unknown city', async () => {
    const token = await superadmin();
    const cases: [unknown, string, string][] = [
      [{ region: 'Тульская область' }, 'name', settingsMessages.nameRequired],
      [{ name: '   ', region: 'Тульская область' }, 'name', settingsMessages.nameRequired],
      [{ name: 'Т'.repeat(101), region: 'Тульская область' }, 'name', settingsMessages.nameTooLong],
      [{ name: 'Тула' }, 'region', settingsMessages.regionRequired],
      [{ ...tula, latitude: 91 }, 'latitude', settingsMessages.latitude],
      [{ ...tula, longitude: '37' }, 'longitude', settingsMessages.longitude],
      [{ ...tula, longitude: null }, 'longitude', settingsMessages.coordinatesBoth],
      [{ ...tula, population: -1 }, 'population', settingsMessages.population],
      [{ ...tula, population: 1.5 }, 'population', settingsMessages.population],
      [{ ...tula, name: 'Ту\u0000ла' }, 'name', 'Недопустимый управляющий символ'],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.call<{ fields: { field: string; message: string }[] }>('POST', '/v1/settings/cities', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields, JSON.stringify(body)).toContainEqual({ field: `body.${field}`, message });
    }
    expect((await t.call('PUT', '/v1/settings/cities/00000000-0000-4000-8000-000000000000', { token, body: tula })).status).toBe(404);
    expect((await t.call('PUT', '/v1/settings/cities/00000000-0000-4000-8000-000000000000/hidden', { token, body: { hidden: true } })).status).toBe(404);
    expect((await t.call('PUT', '/v1/settings/cities/not-a-uuid', { token, body: tula })).status).toBe(400);
    expect((await t.call('PUT', '/v1/settings/cities/00000000-0000-4000-8000-000000000000/hidden', { token, body: { hidden: 'yes' } })).status).toBe(400);
    expect((await t.call('POST', '/v1/settings/cities', { token, rawBody: '{"name":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });
});

describe('settings: categories', () => {
  it('lists the reference categories by name, adds, renames and hides one; duplicates are 409', async () => {
    await restoreReferenceData(t.database.db);
    const token = await superadmin();
    const list = await t.call<SettingsCategory[]>('GET', '/v1/settings/categories', { token });
    expect(list.headers.get('x-record-count')).toBe('10');
    expect(list.body[0]).toEqual({ uuidCategory: expect.any(String), name: 'Еда и напитки', hidden: false });
    const search = await t.call<SettingsCategory[]>('GET', `/v1/settings/categories?search=${encodeURIComponent('ОБУВЬ')}`, { token });
    expect(search.body.map((c) => c.name)).toEqual(['Одежда и обувь']);

    const created = await t.call<SettingsCategory>('POST', '/v1/settings/categories', { token, body: { name: 'Кафе' } });
    expect(created.body).toEqual({ uuidCategory: expect.any(String), name: 'Кафе', hidden: false });
    const id = created.body.uuidCategory;
    expect((await t.call('POST', '/v1/settings/categories', { token, body: { name: 'кафе' } })).body).toEqual({
      code: 'duplicate_name',
      message: settingsMessages.categoryExists,
    });
    expect((await t.call('PUT', `/v1/settings/categories/${id}`, { token, body: { name: 'Транспорт' } })).status).toBe(409);
    expect((await t.call<SettingsCategory>('PUT', `/v1/settings/categories/${id}`, { token, body: { name: 'Кафе и рестораны' } })).body.name).toBe('Кафе и рестораны');

    await t.call('PUT', `/v1/settings/categories/${id}/hidden`, { token, body: { hidden: true } });
    const lookup = await t.call<{ name: string }[]>('GET', '/v1/category', { token });
    expect(lookup.body).toHaveLength(10);
    expect(lookup.body.map((c) => c.name)).not.toContain('Кафе и рестораны');
    const all = await t.call<SettingsCategory[]>('GET', '/v1/settings/categories', { token, headers: { 'x-limit': '100' } });
    expect(all.body.find((c) => c.uuidCategory === id)).toMatchObject({ hidden: true });

    const bad = await t.call<{ fields: { field: string }[] }>('POST', '/v1/settings/categories', { token, body: { name: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toContainEqual({ field: 'body.name', message: settingsMessages.nameRequired });
    expect((await t.call('PUT', '/v1/settings/categories/00000000-0000-4000-8000-000000000000', { token, body: { name: 'Х' } })).status).toBe(404);
  });
});

describe('settings: access', () => {
  it('is for a superadmin only: 401 without a token, 403 for an admin', async () => {
    const calls: [string, string, unknown][] = [
      ['GET', '/v1/settings/cities', undefined],
      ['POST', '/v1/settings/cities', tula],
      ['PUT', '/v1/settings/cities/00000000-0000-4000-8000-000000000000', tula],
      ['PUT', '/v1/settings/cities/00000000-0000-4000-8000-000000000000/hidden', { hidden: true }],
      ['GET', '/v1/settings/categories', undefined],
      ['POST', '/v1/settings/categories', { name: 'Кафе' }],
      ['PUT', '/v1/settings/categories/00000000-0000-4000-8000-000000000000', { name: 'Кафе' }],
      ['PUT', '/v1/settings/categories/00000000-0000-4000-8000-000000000000/hidden', { hidden: true }],
    ];
    const admin = (await signedIn(t, 'admin')).tokens.accessToken;
    for (const [method, path, body] of calls) {
      expect((await t.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await t.call(method, path, { body, token: admin })).status, `${method} ${path}`).toBe(403);
    }
  });
});
