import { describe, expect, it } from 'vitest';
import { apiPaths, messages } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { signedIn } from '../../test/factories.js';
import { failingFields, makeCategory, makeCity, makePartner } from './fixtures.js';
import { operatorToken, partnerApi } from './partners-api.js';

const t = useTestApp();

const names = (rows: { name: string }[]) => rows.map((r) => r.name);

/** Five partners (one federal) in two cities and two categories, created in this order. */
async function fivePartners() {
  const moscow = await makeCity(t, 'Москва');
  const kazan = await makeCity(t, 'Казань');
  await makeCity(t, 'Омск');
  const food = await makeCategory(t, 'Еда');
  const sport = await makeCategory(t, 'Спорт');
  await makePartner(t, moscow, { name: 'Бургерная', legalName: 'ООО «Котлета»', uuidCategory: food });
  await makePartner(t, kazan, { name: 'Фитнес Плюс', legalName: 'ИП Сафин', uuidCategory: sport, status: 'blocked', reasonBlocked: 'Нарушение условий договора' });
  await makePartner(t, null, { name: 'Аптека 100%', legalName: 'АО «Федеральная сеть»', uuidCategory: food });
  await makePartner(t, moscow, { name: 'Йога-студия', legalName: 'ООО «Асана»', uuidCategory: sport });
  await makePartner(t, kazan, { name: 'Кафе Чак-чак', legalName: 'ООО «Сладости Казани»' });
  return { moscow, kazan, food, sport };
}

describe('PUT /v1/partner (list)', () => {
  it('lists newest first by default, with the city, category and x-record-count', async () => {
    const { food } = await fivePartners();
    const api = await partnerApi(t);
    const res = await api.list();
    expect(res.status).toBe(200);
    expect(res.headers.get('x-record-count')).toBe('5');
    expect(names(res.body)).toEqual(['Кафе Чак-чак', 'Йога-студия', 'Аптека 100%', 'Фитнес Плюс', 'Бургерная']);
    const burger = res.body.find((p) => p.name === 'Бургерная')!;
    expect(burger).toEqual({
      uuidPartner: expect.any(String),
      name: 'Бургерная',
      createdData: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      phone: '79991234567',
      nameMainCity: 'Москва',
      category: { uuidCategory: food, name: 'Еда' },
      status: 'active',
      isFederalPartner: false,
    });
    expect(res.body.find((p) => p.name === 'Аптека 100%')).toMatchObject({ nameMainCity: null, isFederalPartner: true });
    expect(res.body.find((p) => p.name === 'Кафе Чак-чак')!.category).toBeNull();
  });

  it('takes no body at all as no filter', async () => {
    await fivePartners();
    const api = await partnerApi(t);
    const res = await t.call<unknown[]>('PUT', apiPaths.partners, { token: api.token });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(5);
  });

  it('searches case-insensitively by name and legal name, taking % and _ literally', async () => {
    await fivePartners();
    const api = await partnerApi(t);
    const search = async (searchString: string) => {
      const res = await api.list({ searchString });
      return { names: names(res.body).sort(), total: res.headers.get('x-record-count') };
    };
    expect(await search('бургер')).toEqual({ names: ['Бургерная'], total: '1' });
    expect(await search('КОТЛЕТА')).toEqual({ names: ['Бургерная'], total: '1' });
    expect(await search('  сафин ')).toEqual({ names: ['Фитнес Плюс'], total: '1' });
    expect(await search('ооо')).toEqual({ names: ['Бургерная', 'Йога-студия', 'Кафе Чак-чак'], total: '3' });
    expect(await search('100%')).toEqual({ names: ['Аптека 100%'], total: '1' });
    expect(await search('%')).toEqual({ names: ['Аптека 100%'], total: '1' });
    expect(await search('_')).toEqual({ names: [], total: '0' });
    expect(await search('москва')).toEqual({ names: [], total: '0' });
  });

  it('filters by status and categories, alone and together with search', async () => {
    const { food, sport } = await fivePartners();
    const api = await partnerApi(t);
    const list = async (body: object) => names((await api.list(body)).body).sort();
    expect(await list({ status: 'blocked' })).toEqual(['Фитнес Плюс']);
    expect(await list({ status: 'active' })).toEqual(['Аптека 100%', 'Бургерная', 'Йога-студия', 'Кафе Чак-чак']);
    expect(await list({ status: '' })).toHaveLength(5);
    expect(await list({ categories: [food] })).toEqual(['Аптека 100%', 'Бургерная']);
    expect(await list({ categories: [food, sport] })).toEqual(['Аптека 100%', 'Бургерная', 'Йога-студия', 'Фитнес Плюс']);
    expect(await list({ categories: [] })).toHaveLength(5);
    expect(await list({ categories: [sport], status: 'active' })).toEqual(['Йога-студия']);
    expect(await list({ categories: [food], searchString: 'федерал' })).toEqual(['Аптека 100%']);
  });

  it('filters by main city, and a federal partner matches every city', async () => {
    const { moscow, kazan } = await fivePartners();
    const omskOnly = await makeCity(t, 'Томск');
    const api = await partnerApi(t);
    const list = async (body: object) => {
      const res = await api.list(body);
      return { names: names(res.body).sort(), total: res.headers.get('x-record-count') };
    };
    expect(await list({ cities: [moscow] })).toEqual({ names: ['Аптека 100%', 'Бургерная', 'Йога-студия'], total: '3' });
    expect(await list({ cities: [moscow, kazan] })).toEqual({ names: ['Аптека 100%', 'Бургерная', 'Йога-студия', 'Кафе Чак-чак', 'Фитнес Плюс'], total: '5' });
    expect(await list({ cities: [omskOnly] })).toEqual({ names: ['Аптека 100%'], total: '1' });
    expect(await list({ cities: [kazan], status: 'active' })).toEqual({ names: ['Аптека 100%', 'Кафе Чак-чак'], total: '2' });
    expect(await list({ cities: [] })).toMatchObject({ total: '5' });
  });

  it('sorts by date, name and city both ways; without a city a partner comes last', async () => {
    await fivePartners();
    const api = await partnerApi(t);
    const sorted = async (field: string, direction?: string) => {
      const headers: Record<string, string> = { 'x-sort-field': field };
      if (direction) headers['x-sort-direction'] = direction;
      const res = await api.list({}, headers);
      expect(res.status).toBe(200);
      return names(res.body);
    };
    const created = ['Бургерная', 'Фитнес Плюс', 'Аптека 100%', 'Йога-студия', 'Кафе Чак-чак'];
    expect(await sorted('idPartner', 'ASC')).toEqual(created);
    expect(await sorted('idPartner')).toEqual([...created].reverse());
    expect(await sorted('name', 'ASC')).toEqual(['Аптека 100%', 'Бургерная', 'Йога-студия', 'Кафе Чак-чак', 'Фитнес Плюс']);
    expect(await sorted('name', 'DESC')).toEqual(['Фитнес Плюс', 'Кафе Чак-чак', 'Йога-студия', 'Бургерная', 'Аптека 100%']);
    // Within a city, ties go by creation in the same direction.
    expect(await sorted('nameMainCity', 'ASC')).toEqual(['Фитнес Плюс', 'Кафе Чак-чак', 'Бургерная', 'Йога-студия', 'Аптека 100%']);
    expect(await sorted('nameMainCity', 'DESC')).toEqual(['Йога-студия', 'Бургерная', 'Кафе Чак-чак', 'Фитнес Плюс', 'Аптека 100%']);
  });

  it('keeps equal names in a stable order so pages never overlap', async () => {
    const city = await makeCity(t, 'Самара');
    for (let i = 0; i < 7; i += 1) await makePartner(t, i % 2 ? city : null, { name: 'Одинаковый' });
    const api = await partnerApi(t);
    for (const field of ['name', 'nameMainCity']) {
      const page = async (offset: number) =>
        (await api.list({}, { 'x-sort-field': field, 'x-sort-direction': 'ASC', 'x-offset': String(offset), 'x-limit': '3' })).body.map((p) => p.uuidPartner);
      const all = [...(await page(0)), ...(await page(3)), ...(await page(6))];
      expect(new Set(all).size, field).toBe(7);
    }
  });

  it('by city, pages of any size and offset put together give the whole list, across partners with and without a city', async () => {
    const [samara, kazan] = [await makeCity(t, 'Самара'), await makeCity(t, 'Казань')];
    for (let i = 0; i < 7; i += 1) await makePartner(t, [samara, null, kazan][i % 3], { name: `Партнёр ${i}` });
    const api = await partnerApi(t);
    for (const direction of ['ASC', 'DESC']) {
      const page = async (offset: number, limit: number) =>
        names((await api.list({}, { 'x-sort-field': 'nameMainCity', 'x-sort-direction': direction, 'x-offset': String(offset), 'x-limit': String(limit) })).body);
      const whole = await page(0, 15);
      expect(whole.slice(-2), 'those without a city come last').toEqual(direction === 'ASC' ? ['Партнёр 1', 'Партнёр 4'] : ['Партнёр 4', 'Партнёр 1']);
      for (const limit of [1, 2, 3, 4]) {
        for (let offset = 0; offset <= 8; offset += 1) expect(await page(offset, limit), `${direction} ${offset}+${limit}`).toEqual(whole.slice(offset, offset + limit));
      }
    }
  });

  it('pages with X-Offset and X-Limit (15 by default) and counts every match', async () => {
    const city = await makeCity(t, 'Пермь');
    for (let i = 0; i < 17; i += 1) await makePartner(t, city, { name: `Партнёр ${String(i).padStart(2, '0')}` });
    const api = await partnerApi(t);
    const first = await api.list();
    expect(first.body).toHaveLength(15);
    expect(first.headers.get('x-record-count')).toBe('17');
    expect(first.body[0].name).toBe('Партнёр 16');
    const second = await api.list({}, { 'x-offset': '15' });
    expect(names(second.body)).toEqual(['Партнёр 01', 'Партнёр 00']);
    expect(second.headers.get('x-record-count')).toBe('17');
    const small = await api.list({}, { 'x-offset': '2', 'x-limit': '3', 'x-sort-direction': 'ASC' });
    expect(names(small.body)).toEqual(['Партнёр 02', 'Партнёр 03', 'Партнёр 04']);
    const beyond = await api.list({}, { 'x-offset': '40', 'x-limit': '5' });
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get('x-record-count')).toBe('17');
  });

  it('answers 400 naming the bad header or filter field', async () => {
    const api = await partnerApi(t);
    const headerCases: [Record<string, string>, string][] = [
      [{ 'x-sort-field': 'email' }, 'headers.x-sort-field'],
      [{ 'x-sort-field': 'id; DROP TABLE partners' }, 'headers.x-sort-field'],
      [{ 'x-sort-direction': 'UP' }, 'headers.x-sort-direction'],
      [{ 'x-limit': '0' }, 'headers.x-limit'],
      [{ 'x-offset': '-1' }, 'headers.x-offset'],
    ];
    for (const [headers, field] of headerCases) {
      const res = await api.list({}, headers);
      expect(res.status, JSON.stringify(headers)).toBe(400);
      expect(res.body.fields?.map((f) => f.field)).toEqual([field]);
    }
    const bodyCases: [object, string[]][] = [
      [{ status: 'deleted' }, ['status']],
      [{ cities: ['not-a-uuid'] }, ['cities.0']],
      [{ categories: 'food' }, ['categories']],
      [{ searchString: 5 }, ['searchString']],
    ];
    for (const [body, fields] of bodyCases) {
      const res = await api.list(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(failingFields(res.body)).toEqual(fields);
    }
  });

  it('answers 401 without a token, 403 to an operator, and serves a superadmin', async () => {
    await fivePartners();
    const api = await partnerApi(t);
    const anonymous = await api.list({}, {}, { token: undefined });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(messages.api.unauthorized);
    const operator = await api.list({}, {}, { token: await operatorToken(t) });
    expect(operator.status).toBe(403);
    expect(operator.body).toEqual({ code: 'forbidden', message: messages.api.forbidden });
    const { tokens } = await signedIn(t, 'superadmin');
    const superadmin = await api.list({}, {}, { token: tokens.accessToken });
    expect(superadmin.status).toBe(200);
    expect(superadmin.body).toHaveLength(5);
  });
});

describe('PUT /v1/partner/filter/cities', () => {
  it('lists, by name, only the cities some partner has as its main city', async () => {
    await fivePartners();
    await makeCity(t, 'Абакан');
    const api = await partnerApi(t);
    const res = await api.cities({ searchString: '' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { uuidCity: expect.any(String), nameCity: 'Казань' },
      { uuidCity: expect.any(String), nameCity: 'Москва' },
    ]);
    expect((await api.cities({})).body.map((c) => c.nameCity)).toEqual(['Казань', 'Москва']);
  });

  it('searches the names case-insensitively', async () => {
    await fivePartners();
    const api = await partnerApi(t);
    const search = async (searchString: string) => (await api.cities({ searchString })).body.map((c) => c.nameCity);
    expect(await search('МОСК')).toEqual(['Москва']);
    expect(await search(' а ')).toEqual(['Казань', 'Москва']);
    expect(await search('омск')).toEqual([]);
    expect(await search('%')).toEqual([]);
  });

  it('answers at most 50 cities', async () => {
    for (let i = 0; i < 52; i += 1) await makePartner(t, await makeCity(t, `Город ${String(i).padStart(2, '0')}`));
    const api = await partnerApi(t);
    const res = await api.cities({ searchString: 'город' });
    expect(res.body).toHaveLength(50);
    expect(res.body[0].nameCity).toBe('Город 00');
    expect(res.body[49].nameCity).toBe('Город 49');
  });

  it('answers 400 for a bad search, 401 without a token and 403 to an operator', async () => {
    const api = await partnerApi(t);
    const bad = await api.cities({ searchString: 7 });
    expect(bad.status).toBe(400);
    expect(failingFields(bad.body)).toEqual(['searchString']);
    expect((await api.cities({ searchString: '' }, { token: undefined })).status).toBe(401);
    expect((await api.cities({ searchString: '' }, { token: await operatorToken(t) })).status).toBe(403);
  });
});
