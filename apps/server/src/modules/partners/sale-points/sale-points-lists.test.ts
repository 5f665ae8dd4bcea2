import { describe, expect, it } from 'vitest';
import { partnerMessages, salePointMessages, type SalePointCityGroup, type SalePointLetterGroup } from '@sks/contract';
import { useTestApp } from '../../../test/harness.js';
import { makeCity, makePartner } from '../fixtures.js';
import { makePoint, salePointApi, unknownUuid, week } from './fixtures.js';

const t = useTestApp();

const addresses = (groups: (SalePointLetterGroup | SalePointCityGroup)[]) => groups.map((g) => g.salePoints.map((p) => p.address));

/** A partner in Kazan with points in Kazan and Moscow, and another partner's point in Kazan. */
async function kazanPartner() {
  const kazan = await makeCity(t, 'Казань');
  const moscow = await makeCity(t, 'Москва');
  const partner = await makePartner(t, kazan);
  for (const a of ['ул. Пушкина, 5', 'ул. Баумана, 3', 'пр-т Победы, 10', 'ул. Баумана, 1', 'Кремлёвская ул., 2', 'ул. Карла Маркса, 7']) {
    await makePoint(t, partner.uuid, kazan, a);
  }
  await makePoint(t, partner.uuid, moscow, 'ул. Тверская, 7');
  await makePoint(t, (await makePartner(t, kazan)).uuid, kazan, 'ул. Баумана, 20');
  return { kazan, moscow, partner };
}

describe('PUT /v1/salepoint/{uuidPartner}/{uuidCity} (the popup list)', () => {
  it('groups the partner’s points in the city by the first letter of the street’s name (not of «ул.»), sorted, each with its count and at most limitPoint points by address', async () => {
    const { kazan, partner } = await kazanPartner();
    const api = await salePointApi(t);
    const res = await api.inCity(partner.uuid, kazan, { searchString: '', groupByAlphabet: true, limitPoint: 2, emptyCity: false });
    expect(res.status).toBe(200);
    expect(res.body.map((g) => [g.letter, g.countPoints])).toEqual([['Б', 2], ['К', 2], ['П', 2]]);
    expect(addresses(res.body)).toEqual([
      ['ул. Баумана, 1', 'ул. Баумана, 3'],
      ['Кремлёвская ул., 2', 'ул. Карла Маркса, 7'],
      ['пр-т Победы, 10', 'ул. Пушкина, 5'],
    ]);
    const point = res.body[1].salePoints[0];
    expect(point).toEqual({
      uuidSalePoint: expect.any(String),
      idSalePoint: expect.any(Number),
      uuidCity: kazan,
      address: 'Кремлёвская ул., 2',
      workTime: 'stored',
      geo: { latitude: expect.any(Number), longitude: 49.11 },
      timeWork: week(),
    });
  });

  it('takes the spec’s defaults from an empty body: grouped by letter, 40 points per letter', async () => {
    const city = await makeCity(t, 'Томск');
    const partner = await makePartner(t, city);
    for (let i = 1; i <= 41; i++) await makePoint(t, partner.uuid, city, `ул. Советская, ${String(i).padStart(2, '0')}`);
    const api = await salePointApi(t);
    const res = await api.inCity(partner.uuid, city, {});
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0].letter).toBe('С');
    expect(res.body[0].countPoints).toBe(41);
    expect(res.body[0].salePoints).toHaveLength(40);
    expect(res.body[0].salePoints[39].address).toBe('ул. Советская, 40');
  });

  it('finds points whose address contains the search, whatever the case; % and _ match literally', async () => {
    const { kazan, partner } = await kazanPartner();
    const api = await salePointApi(t);
    const res = await api.inCity(partner.uuid, kazan, { searchString: '  БАУМАНА ' });
    expect(res.status).toBe(200);
    expect(res.body.map((g) => [g.letter, g.countPoints])).toEqual([['Б', 2]]);
    expect(addresses(res.body)).toEqual([['ул. Баумана, 1', 'ул. Баумана, 3']]);
    expect((await api.inCity(partner.uuid, kazan, { searchString: 'ул%5' })).body).toEqual([]);
    expect((await api.inCity(partner.uuid, kazan, { searchString: 'Пушк' })).body.map((g) => g.countPoints)).toEqual([1]);
  });

  it('answers one group with the letter "" when not grouping by letter, even with no points', async () => {
    const { kazan, moscow, partner } = await kazanPartner();
    const api = await salePointApi(t);
    const res = await api.inCity(partner.uuid, kazan, { groupByAlphabet: false, limitPoint: 3 });
    expect(res.status).toBe(200);
    expect(res.body.map((g) => [g.letter, g.countPoints])).toEqual([['', 6]]);
    expect(addresses(res.body)).toEqual([['Кремлёвская ул., 2', 'пр-т Победы, 10', 'ул. Баумана, 1']]);
    const other = await makeCity(t, 'Омск');
    expect((await api.inCity(partner.uuid, other, { groupByAlphabet: false })).body).toEqual([{ letter: '', countPoints: 0, salePoints: [] }]);
    expect((await api.inCity(partner.uuid, other, {})).body).toEqual([]);
    expect(addresses((await api.inCity(partner.uuid, moscow, {})).body)).toEqual([['ул. Тверская, 7']]);
  });

  it('answers 404 for an unknown partner or city', async () => {
    const { kazan, partner } = await kazanPartner();
    const api = await salePointApi(t);
    const noPartner = await api.inCity(unknownUuid, kazan, {});
    expect(noPartner.status).toBe(404);
    expect(noPartner.body).toEqual({ code: 'not_found', message: partnerMessages.notFound });
    const noCity = await api.inCity(partner.uuid, unknownUuid, {});
    expect(noCity.status).toBe(404);
    expect(noCity.body).toEqual({ code: 'not_found', message: salePointMessages.cityUnknown });
  });

  it('answers 400 for a malformed id, limitPoint out of 1..100 or a search over 200 characters', async () => {
    const { kazan, partner } = await kazanPartner();
    const api = await salePointApi(t);
    expect((await api.inCity('not-a-uuid', kazan, {})).status).toBe(400);
    for (const body of [{ limitPoint: 0 }, { limitPoint: 101 }, { limitPoint: 1.5 }, { searchString: 'а'.repeat(201) }, { groupByAlphabet: 'yes' }]) {
      const res = await api.inCity(partner.uuid, kazan, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('validation');
    }
  });

  it('answers 401 without a token', async () => {
    const { kazan, partner } = await kazanPartner();
    const api = await salePointApi(t);
    expect((await api.inCity(partner.uuid, kazan, {}, null)).status).toBe(401);
  });
});

describe('PUT /v1/salepoint/{uuidPartner} (the card, by city)', () => {
  /** A partner with points in three cities; its main city (Пермь) has none. */
  async function spreadPartner() {
    const perm = await makeCity(t, 'Пермь');
    const cities = { ufa: await makeCity(t, 'Уфа'), kazan: await makeCity(t, 'Казань'), omsk: await makeCity(t, 'Омск') };
    const partner = await makePartner(t, perm);
    for (const a of ['ул. Ленина, 5', 'ул. Гоголя, 1', 'ул. Пушкина, 3']) await makePoint(t, partner.uuid, cities.ufa, a);
    await makePoint(t, partner.uuid, cities.kazan, 'ул. Баумана, 12');
    for (const a of ['ул. Гагарина, 2', 'ул. Ленина, 9']) await makePoint(t, partner.uuid, cities.omsk, a);
    await makePoint(t, (await makePartner(t, perm)).uuid, perm, 'ул. Ленина, 1');
    return { perm, ...cities, partner };
  }

  it('groups the points by city, cities by name, each with its count and at most limitPoint points by address; the total of cities in x-record-count', async () => {
    const { partner, ufa, kazan, omsk } = await spreadPartner();
    const api = await salePointApi(t);
    const res = await api.card(partner.uuid, { groupByAlphabet: false, limitPoint: 2, emptyCity: false });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-record-count')).toBe('3');
    expect(res.body.map((g) => [g.uuidCity, g.nameCity, g.countPoints])).toEqual([[kazan, 'Казань', 1], [omsk, 'Омск', 2], [ufa, 'Уфа', 3]]);
    expect(addresses(res.body)).toEqual([['ул. Баумана, 12'], ['ул. Гагарина, 2', 'ул. Ленина, 9'], ['ул. Гоголя, 1', 'ул. Ленина, 5']]);
    expect(res.body[2].salePoints[0]).toMatchObject({ uuidCity: ufa, workTime: 'stored', timeWork: week() });
  });

  it('pages the cities with x-offset and x-limit', async () => {
    const { partner } = await spreadPartner();
    const api = await salePointApi(t);
    const res = await api.card(partner.uuid, {}, { 'x-offset': '1', 'x-limit': '1' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-record-count')).toBe('3');
    expect(res.body.map((g) => g.nameCity)).toEqual(['Омск']);
    const past = await api.card(partner.uuid, {}, { 'x-offset': '3' });
    expect(past.body).toEqual([]);
    expect(past.headers.get('x-record-count')).toBe('3');
  });

  it('adds the partner’s main city without points when emptyCity is true; a federal partner has none to add', async () => {
    const { partner, perm } = await spreadPartner();
    const api = await salePointApi(t);
    const res = await api.card(partner.uuid, { emptyCity: true });
    expect(res.headers.get('x-record-count')).toBe('4');
    expect(res.body.map((g) => [g.nameCity, g.countPoints])).toEqual([['Казань', 1], ['Омск', 2], ['Пермь', 0], ['Уфа', 3]]);
    expect(res.body[2]).toEqual({ uuidCity: perm, nameCity: 'Пермь', countPoints: 0, salePoints: [] });
    const federal = await makePartner(t, null);
    const none = await api.card(federal.uuid, { emptyCity: true });
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
    expect(none.headers.get('x-record-count')).toBe('0');
  });

  it('takes no body at all, with 40 points per city', async () => {
    const city = await makeCity(t, 'Самара');
    const partner = await makePartner(t, city);
    for (let i = 1; i <= 41; i++) await makePoint(t, partner.uuid, city, `ул. Куйбышева, ${String(i).padStart(2, '0')}`);
    const api = await salePointApi(t);
    const res = await api.card(partner.uuid);
    expect(res.status).toBe(200);
    expect(res.body.map((g) => [g.nameCity, g.countPoints, g.salePoints.length])).toEqual([['Самара', 41, 40]]);
  });

  it('answers 404 for an unknown partner, 400 for bad paging headers or body, 401 without a token', async () => {
    const { partner } = await spreadPartner();
    const api = await salePointApi(t);
    const missing = await api.card(unknownUuid, {});
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(partnerMessages.notFound);
    for (const headers of [{ 'x-limit': '0' }, { 'x-limit': '101' }, { 'x-offset': '-1' }, { 'x-offset': 'abc' }] as Record<string, string>[]) {
      const res = await api.card(partner.uuid, {}, headers);
      expect(res.status, JSON.stringify(headers)).toBe(400);
      expect(res.body.code).toBe('validation');
    }
    expect((await api.card(partner.uuid, { limitPoint: 0 })).status).toBe(400);
    expect((await api.card(partner.uuid, {}, {}, null)).status).toBe(401);
  });
});
