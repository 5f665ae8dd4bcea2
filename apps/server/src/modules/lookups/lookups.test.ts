import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { signedIn } from '../../test/factories.js';
import { categories, cities } from './schema.js';

const t = useTestApp();

describe('lookups', () => {
  it('lists cities by name and searches them from two characters, matching % literally', async () => {
    await t.database.db.insert(cities).values([{ name: 'Москва' }, { name: 'Казань' }, { name: 'Нижний Новгород' }]);
    const { tokens } = await signedIn(t);
    const all = await t.call<{ uuid: string; name: string }[]>('GET', '/v1/city', { token: tokens.accessToken });
    expect(all.status).toBe(200);
    expect(all.body.map((c) => c.name)).toEqual(['Казань', 'Москва', 'Нижний Новгород']);
    const found = await t.call<{ name: string }[]>('PUT', '/v1/city/search', { token: tokens.accessToken, body: { nameCity: 'нов' } });
    expect(found.body.map((c) => c.name)).toEqual(['Нижний Новгород']);
    const literal = await t.call<unknown[]>('PUT', '/v1/city/search', { token: tokens.accessToken, body: { nameCity: '%%' } });
    expect(literal.body).toEqual([]);
  });

  it('lists categories as uuidCategory and name', async () => {
    await t.database.db.insert(categories).values([{ name: 'Спорт' }]);
    const { tokens } = await signedIn(t);
    const res = await t.call<{ uuidCategory: string; name: string }[]>('GET', '/v1/category', { token: tokens.accessToken });
    expect(res.body).toEqual([{ uuidCategory: expect.any(String), name: 'Спорт' }]);
  });

  it('answers 401 without a token and 400 for a bad search body', async () => {
    expect((await t.call('GET', '/v1/city')).status).toBe(401);
    const { tokens } = await signedIn(t);
    expect((await t.call('PUT', '/v1/city/search', { token: tokens.accessToken, body: { nameCity: 5 } })).status).toBe(400);
  });
});
