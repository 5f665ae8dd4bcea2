import { describe, expect, it } from 'vitest';
import { universityMessages as m } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { makeCity, makeUniversity, universityApi } from './fixtures.js';

const t = useTestApp();

describe('PUT /v1/univer/filter/cities', () => {
  it('lists by name only the cities that have a university, and searches them from two characters', async () => {
    const moscow = await makeCity(t, 'Москва');
    const nn = await makeCity(t, 'Нижний Новгород');
    const novosib = await makeCity(t, 'Новосибирск');
    await makeCity(t, 'Великий Новгород');
    await makeUniversity(t, moscow);
    await makeUniversity(t, moscow);
    await makeUniversity(t, nn);
    await makeUniversity(t, novosib, { status: 'blocked', reasonBlocked: 'Нарушение соглашения' });
    const api = await universityApi(t);
    const all = await api.cities({ searchString: '' });
    expect(all.status).toBe(200);
    expect(all.body).toEqual([
      { uuidCity: moscow, nameCity: 'Москва' },
      { uuidCity: nn, nameCity: 'Нижний Новгород' },
      { uuidCity: novosib, nameCity: 'Новосибирск' },
    ]);
    expect((await api.cities({ searchString: 'н' })).body).toHaveLength(3);
    expect((await api.cities({})).body).toHaveLength(3);
    expect((await api.cities({ searchString: 'НОВ' })).body.map((c) => c.nameCity)).toEqual(['Нижний Новгород', 'Новосибирск']);
    expect((await api.cities({ searchString: 'город' })).body.map((c) => c.nameCity)).toEqual(['Нижний Новгород']);
    expect((await api.cities({ searchString: '%_' })).body).toEqual([]);
  });

  it('answers 400 for a bad body and 401 without a token', async () => {
    const api = await universityApi(t);
    expect((await api.cities({ searchString: 7 })).status).toBe(400);
    expect((await t.call('PUT', '/v1/univer/filter/cities', { body: { searchString: '' } })).status).toBe(401);
  });
});

describe('GET /v1/univer/inn (offline sandbox)', () => {
  it('answers the full name, address and short name of a known INN', async () => {
    const api = await universityApi(t);
    const res = await api.inn('7714030726');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      nameUniver: 'Национальный исследовательский университет «Высшая школа экономики»',
      address: '101000, г. Москва, ул. Мясницкая, д. 20',
      shortName: 'НИУ ВШЭ',
    });
  });

  it('answers 404 for an unknown INN and 400 for one that is not 10 or 12 digits', async () => {
    const api = await universityApi(t);
    const unknown = await api.inn('7700000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'not_found', message: m.innNotFound });
    for (const inn of ['', '123', '77290820901', '7729O82090', '7729082090123']) {
      const res = await api.inn(inn);
      expect(res.status, inn).toBe(400);
      expect(res.body.fields?.[0]).toEqual({ field: 'querystring.inn', message: m.inn });
    }
    expect((await t.call('GET', '/v1/univer/inn')).status).toBe(401);
  });
});

describe('OpenAPI document', () => {
  it('documents every universities call with its method', async () => {
    const res = await t.call<{ paths: Record<string, Record<string, unknown>> }>('GET', '/docs/json');
    expect(res.status).toBe(200);
    const methods = (p: string) => Object.keys(res.body.paths[`/api${p}`] ?? {}).sort();
    expect(methods('/v1/univer')).toEqual(['post', 'put']);
    expect(methods('/v1/univer/{uuid}')).toEqual(['delete', 'get']);
    expect(methods('/v1/univer/info')).toEqual(['put']);
    expect(methods('/v1/univer/status')).toEqual(['put']);
    expect(methods('/v1/univer/filter/cities')).toEqual(['put']);
    expect(methods('/v1/univer/inn')).toEqual(['get']);
  });
});
