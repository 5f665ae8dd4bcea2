import { describe, expect, it } from 'vitest';
import { apiPaths, messages, promotionLimits, promotionMessages, toMoscowDateTime } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { salePoints } from '../partners/schema.js';
import { failingFields, makeCategory, makeCity, makePartner, makeStock, operatorToken, promotionApi, unknownUuid } from './fixtures.js';

const t = useTestApp();

const names = (rows: { name: string }[]) => rows.map((r) => r.name);

/** Five promotions of four partners (one federal) in two cities and two categories, created in this order. */
async function fivePromotions() {
  const moscow = await makeCity(t, 'Москва');
  const kazan = await makeCity(t, 'Казань');
  const food = await makeCategory(t, 'Еда');
  const sport = await makeCategory(t, 'Спорт');
  const burger = await makePartner(t, moscow, { name: 'Бургерная', legalName: 'ООО «Котлета»', uuidCategory: food });
  const fitness = await makePartner(t, kazan, { name: 'Фитнес Плюс', legalName: 'ИП Сафин', uuidCategory: sport });
  const pharmacy = await makePartner(t, null, { name: 'Аптека 100%', legalName: 'АО «Федеральная сеть»', uuidCategory: food });
  const cafe = await makePartner(t, kazan, { name: 'Кафе Чайхана', legalName: 'ООО «Сладости»' });
  const stocks = [
    await makeStock(t, burger.uuid, { name: 'Двойной бургер' }),
    await makeStock(t, fitness.uuid, { name: 'Абонемент -20%', status: 'blocked', reasonBlocked: 'Некорректные данные' }),
    await makeStock(t, pharmacy.uuid, { name: 'Витамины в подарок' }),
    await makeStock(t, cafe.uuid, { name: 'Чак-чак к чаю' }),
    await makeStock(t, pharmacy.uuid, { name: 'Бургер и кола' }),
  ];
  return { moscow, kazan, food, sport, burger, pharmacy, stocks };
}

describe('PUT /v1/stock (list)', () => {
  it('lists newest first by default with the partner, city, category, Moscow dates and x-record-count', async () => {
    const { burger, stocks } = await fivePromotions();
    const api = await promotionApi(t);
    const res = await api.list();
    expect(res.status).toBe(200);
    expect(res.headers.get('x-record-count')).toBe('5');
    expect(names(res.body)).toEqual(['Бургер и кола', 'Чак-чак к чаю', 'Витамины в подарок', 'Абонемент -20%', 'Двойной бургер']);
    expect(res.body[4]).toEqual({
      uuidStock: stocks[0].uuid,
      name: 'Двойной бургер',
      status: 'active',
      createdData: toMoscowDateTime(stocks[0].createdAt),
      dateBegin: '2025-02-01 00:00:00',
      dateEnd: '2030-12-31 23:59:59',
      partner: { uuidPartner: burger.uuid, name: 'Бургерная', legalName: 'ООО «Котлета»', nameMainCity: 'Москва' },
      category: { name: 'Еда' },
    });
    expect(res.body[4].createdData).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(res.body[0].partner).toMatchObject({ name: 'Аптека 100%', nameMainCity: null });
    expect(res.body[1].category).toBeNull();
    expect(res.body[3].status).toBe('blocked');
  });

  it('takes no body at all as no filter', async () => {
    await fivePromotions();
    const api = await promotionApi(t);
    const res = await t.call<unknown[]>('PUT', apiPaths.stocks, { token: api.token });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(5);
  });

  it('searches case-insensitively by promotion name and partner name, not by legal name', async () => {
    await fivePromotions();
    const api = await promotionApi(t);
    const search = async (searchString: string) => {
      const res = await api.list({ searchString });
      return { names: names(res.body).sort(), total: res.headers.get('x-record-count') };
    };
    expect(await search('БУРГЕР')).toEqual({ names: ['Бургер и кола', 'Двойной бургер'], total: '2' });
    expect(await search('  фитнес ')).toEqual({ names: ['Абонемент -20%'], total: '1' });
    expect(await search('аптека')).toEqual({ names: ['Бургер и кола', 'Витамины в подарок'], total: '2' });
    expect(await search('-20%')).toEqual({ names: ['Абонемент -20%'], total: '1' });
    expect(await search('_')).toEqual({ names: [], total: '0' });
    expect(await search('сафин')).toEqual({ names: [], total: '0' });
  });

  it('filters by status and the partner category, alone and with search', async () => {
    const { food, sport } = await fivePromotions();
    const api = await promotionApi(t);
    const list = async (body: object) => names((await api.list(body)).body).sort();
    expect(await list({ status: 'blocked' })).toEqual(['Абонемент -20%']);
    expect(await list({ status: 'active' })).toEqual(['Бургер и кола', 'Витамины в подарок', 'Двойной бургер', 'Чак-чак к чаю']);
    expect(await list({ status: '' })).toHaveLength(5);
    expect(await list({ categories: [food] })).toEqual(['Бургер и кола', 'Витамины в подарок', 'Двойной бургер']);
    expect(await list({ categories: [sport] })).toEqual(['Абонемент -20%']);
    expect(await list({ categories: [sport], status: 'active' })).toEqual([]);
    expect(await list({ categories: [food], searchString: 'бургер' })).toEqual(['Бургер и кола', 'Двойной бургер']);
  });

  it('filters by the partner city, and a federal partner promotion matches every city', async () => {
    const { moscow, kazan } = await fivePromotions();
    const tomsk = await makeCity(t, 'Томск');
    const api = await promotionApi(t);
    const list = async (body: object) => {
      const res = await api.list(body);
      return { names: names(res.body).sort(), total: res.headers.get('x-record-count') };
    };
    expect(await list({ cities: [moscow] })).toEqual({ names: ['Бургер и кола', 'Витамины в подарок', 'Двойной бургер'], total: '3' });
    expect(await list({ cities: [kazan], status: 'active' })).toEqual({ names: ['Бургер и кола', 'Витамины в подарок', 'Чак-чак к чаю'], total: '3' });
    expect(await list({ cities: [tomsk] })).toEqual({ names: ['Бургер и кола', 'Витамины в подарок'], total: '2' });
    expect(await list({ cities: [] })).toMatchObject({ total: '5' });
  });

  it('sorts by date, name, city and partner legal name both ways', async () => {
    await fivePromotions();
    const api = await promotionApi(t);
    const sorted = async (field: string, direction?: string) => {
      const headers: Record<string, string> = { 'x-sort-field': field };
      if (direction) headers['x-sort-direction'] = direction;
      const res = await api.list({}, headers);
      expect(res.status).toBe(200);
      return names(res.body);
    };
    const created = ['Двойной бургер', 'Абонемент -20%', 'Витамины в подарок', 'Чак-чак к чаю', 'Бургер и кола'];
    expect(await sorted('idStock', 'ASC')).toEqual(created);
    expect(await sorted('idStock')).toEqual([...created].reverse());
    expect(await sorted('name', 'ASC')).toEqual(['Абонемент -20%', 'Бургер и кола', 'Витамины в подарок', 'Двойной бургер', 'Чак-чак к чаю']);
    expect(await sorted('name', 'DESC')).toEqual(['Чак-чак к чаю', 'Двойной бургер', 'Витамины в подарок', 'Бургер и кола', 'Абонемент -20%']);
    // Kazan, then Moscow; a federal partner has no city and comes last either way; ties by creation.
    expect(await sorted('city', 'ASC')).toEqual(['Абонемент -20%', 'Чак-чак к чаю', 'Двойной бургер', 'Витамины в подарок', 'Бургер и кола']);
    expect(await sorted('city', 'DESC')).toEqual(['Двойной бургер', 'Чак-чак к чаю', 'Абонемент -20%', 'Бургер и кола', 'Витамины в подарок']);
    expect(await sorted('legalName', 'ASC')).toEqual(['Витамины в подарок', 'Бургер и кола', 'Абонемент -20%', 'Двойной бургер', 'Чак-чак к чаю']);
    expect(await sorted('legalName', 'DESC')).toEqual(['Чак-чак к чаю', 'Двойной бургер', 'Абонемент -20%', 'Бургер и кола', 'Витамины в подарок']);
  });

  it('sorts by date on the creation date the list shows, not on the order the rows were written', async () => {
    const city = await makeCity(t, 'Москва');
    const partner = await makePartner(t, city);
    await makeStock(t, partner.uuid, { name: 'Вчерашняя', createdAt: new Date('2026-03-02T09:00:00Z') });
    await makeStock(t, partner.uuid, { name: 'Позавчерашняя', createdAt: new Date('2026-03-01T09:00:00Z') });
    await makeStock(t, partner.uuid, { name: 'Сегодняшняя', createdAt: new Date('2026-03-03T09:00:00Z') });
    const api = await promotionApi(t);
    const res = await api.list({}, { 'x-sort-field': 'idStock' });
    expect(names(res.body)).toEqual(['Сегодняшняя', 'Вчерашняя', 'Позавчерашняя']);
  });

  it('pages 15 at a time by default and by x-offset/x-limit, with the total of all', async () => {
    const partner = await makePartner(t, null);
    for (let i = 1; i <= 17; i += 1) await makeStock(t, partner.uuid, { name: `Акция №${String(i).padStart(2, '0')}` });
    const api = await promotionApi(t);
    const first = await api.list();
    expect(first.body).toHaveLength(15);
    expect(first.headers.get('x-record-count')).toBe('17');
    expect(first.body[0].name).toBe('Акция №17');
    const last = await api.list({}, { 'x-offset': '15' });
    expect(names(last.body)).toEqual(['Акция №02', 'Акция №01']);
    const middle = await api.list({}, { 'x-offset': '3', 'x-limit': '2', 'x-sort-direction': 'ASC' });
    expect(names(middle.body)).toEqual(['Акция №04', 'Акция №05']);
    expect(middle.headers.get('x-record-count')).toBe('17');
  });

  it('answers 400 naming the failing field for a bad sort field, status, city or category', async () => {
    const api = await promotionApi(t);
    const badSort = await api.list({}, { 'x-sort-field': 'createdAt' });
    expect(badSort.status).toBe(400);
    expect(badSort.body.fields?.map((f) => f.field)).toEqual(['headers.x-sort-field']);
    const badBody = await api.list({ status: 'deleted', cities: ['Москва'], categories: [1] });
    expect(badBody.status).toBe(400);
    expect(failingFields(badBody.body)).toEqual(['categories.0', 'cities.0', 'status']);
    const badLimit = await api.list({}, { 'x-limit': '0' });
    expect(badLimit.body.fields?.map((f) => f.field)).toEqual(['headers.x-limit']);
  });

  it('answers 401 without a token and 403 to an operator', async () => {
    const api = await promotionApi(t);
    const anonymous = await api.list({}, {}, { token: undefined });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 'unauthorized', message: messages.api.unauthorized });
    expect((await api.list({}, {}, { token: await operatorToken(t) })).status).toBe(403);
  });
});

describe('GET /v1/stock/{id} and /v2/stock/{id} (card)', () => {
  it('shows the promotion with its partner, trade points grouped by city, code counts and no import yet', async () => {
    const { moscow, kazan, burger, stocks } = await fivePromotions();
    const point = (uuidCity: string, address: string) => ({
      uuidPartner: burger.uuid,
      uuidCity,
      address,
      latitude: 55.75,
      longitude: 37.57,
      timeWork: [],
    });
    await t.database.db.insert(salePoints).values([
      point(moscow, 'ул. Тверская, 1'),
      point(kazan, 'ул. Баумана, 5'),
      point(moscow, 'пр. Мира, 10'),
    ]);
    const api = await promotionApi(t);
    const res = await api.card(stocks[0].uuid);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      uuidStock: stocks[0].uuid,
      name: 'Двойной бургер',
      status: 'active',
      createdData: toMoscowDateTime(stocks[0].createdAt),
      dateBegin: '2025-02-01 00:00:00',
      dateEnd: '2030-12-31 23:59:59',
      partner: { uuidPartner: burger.uuid, name: 'Бургерная', legalName: 'ООО «Котлета»', nameMainCity: 'Москва' },
      category: { name: 'Еда' },
      description: 'Скидка по промокоду',
      reasonBlocked: null,
      winLimit: 1,
      fileUrl: null,
      cities: [
        { uuidCity: kazan, nameCity: 'Казань', countPoints: 1, salePoints: [{ name: 'ул. Баумана, 5' }] },
        { uuidCity: moscow, nameCity: 'Москва', countPoints: 2, salePoints: [{ name: 'пр. Мира, 10' }, { name: 'ул. Тверская, 1' }] },
      ],
      countCities: 2,
      remainingCodesCount: 0,
      usedCodesCount: 0,
      lastImport: null,
    });
    const edit = await api.editCard(stocks[0].uuid);
    expect(edit.status).toBe(200);
    expect(edit.body).toEqual(res.body);
  });

  it('carries the first cities and a few points of each, with the counts of all, for a partner with many', async () => {
    const partner = await makePartner(t, null);
    const stock = await makeStock(t, partner.uuid);
    const extra = 3;
    const cityNames = Array.from({ length: promotionLimits.cardCities + extra }, (_, i) => `Город ${String(i).padStart(3, '0')}`);
    const cityUuids = await Promise.all(cityNames.map((name) => makeCity(t, name)));
    const perCity = promotionLimits.cardPointsPerCity + 2;
    await t.database.db.insert(salePoints).values(
      cityUuids.flatMap((uuidCity) =>
        Array.from({ length: perCity }, (_, i) => ({ uuidPartner: partner.uuid, uuidCity, address: `ул. Садовая, ${i + 1}`, latitude: 55, longitude: 37, timeWork: [] })),
      ),
    );
    const res = await (await promotionApi(t)).card(stock.uuid);
    expect(res.status).toBe(200);
    expect(res.body.countCities).toBe(cityNames.length);
    expect(res.body.cities.map((c) => c.nameCity)).toEqual(cityNames.slice(0, promotionLimits.cardCities));
    for (const city of res.body.cities) {
      expect(city.countPoints).toBe(perCity);
      expect(city.salePoints).toHaveLength(promotionLimits.cardPointsPerCity);
    }
  });

  it('shows a blocked promotion with its reason, unlimited wins and a partner without trade points', async () => {
    const { stocks } = await fivePromotions();
    const api = await promotionApi(t);
    const blocked = await api.card(stocks[1].uuid);
    expect(blocked.body).toMatchObject({ status: 'blocked', reasonBlocked: 'Некорректные данные', cities: [] });
    const partner = await makePartner(t, null);
    const unlimited = await makeStock(t, partner.uuid, { winLimit: null });
    expect((await api.card(unlimited.uuid)).body.winLimit).toBeNull();
  });

  it('answers 404 for an unknown promotion, 400 for a bad id, 401 without a token', async () => {
    const api = await promotionApi(t);
    for (const call of [api.card, api.editCard]) {
      const missing = await call(unknownUuid);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ code: 'not_found', message: promotionMessages.notFound });
      const bad = await call('42');
      expect(bad.status).toBe(400);
      expect(bad.body.fields?.map((f) => f.field)).toEqual(['params.id']);
      expect((await call(unknownUuid, { token: undefined })).status).toBe(401);
    }
  });
});
