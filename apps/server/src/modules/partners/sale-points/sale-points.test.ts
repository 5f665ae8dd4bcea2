import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, partnerMessages, salePointMessages as m, type SalePoint } from '@sks/contract';
import { useTestApp } from '../../../test/harness.js';
import { failingFields, makeCity, makePartner } from '../fixtures.js';
import { salePoints } from '../schema.js';
import { auditOf, makePoint, pointInput, salePointApi, unknownUuid, week } from './fixtures.js';

const t = useTestApp();

const weekText = 'Пн: 09:00-18:00, Вт: 09:00-18:00, Ср: 09:00-18:00, Чт: 09:00-18:00, Пт: 10:30-22:00, Сб: Выходной, Вс: Круглосуточно';
const plainWeekText = 'Пн: 09:00-18:00, Вт: 09:00-18:00, Ср: 09:00-18:00, Чт: 09:00-18:00, Пт: 09:00-18:00, Сб: 09:00-18:00, Вс: 09:00-18:00';
const mixedWeek = week({ Fr: ['10:30', '22:00'], St: ['Выходной', 'Выходной'], Sn: ['Круглосуточно', 'Круглосуточно'] });

async function partnerInKazan() {
  const kazan = await makeCity(t, 'Казань');
  return { kazan, partner: await makePartner(t, kazan) };
}

const stored = async (uuid: string) => (await t.database.db.select().from(salePoints).where(eq(salePoints.uuid, uuid)))[0];

/** The 400 answers of add for a point with one bad field. */
const invalidPoints: [string, Record<string, unknown>, string][] = [
  ['one end special, the other a time', { timeWork: week({ St: ['Выходной', '18:00'] }) }, 'salePoints.0.timeWork'],
  ['one end unset', { timeWork: week({ Mn: ['09:00', '-'] }) }, 'salePoints.0.timeWork'],
  ['two different special values', { timeWork: week({ Sn: ['Выходной', 'Круглосуточно'] }) }, 'salePoints.0.timeWork'],
  ['six days', { timeWork: week().slice(0, 6) }, 'salePoints.0.timeWork'],
  ['days out of order', { timeWork: [...week().slice(1), week()[0]] }, 'salePoints.0.timeWork'],
  ['a time off the half-hour grid', { timeWork: week({ Mn: ['09:15', '18:00'] }) }, 'salePoints.0.timeWork.0.startWork'],
  ['latitude over 90', { geo: { latitude: 91, longitude: 49.1 } }, 'salePoints.0.geo.latitude'],
  ['longitude as text', { geo: { latitude: 55.7, longitude: '49.1' } }, 'salePoints.0.geo.longitude'],
  ['no geo', { geo: undefined }, 'salePoints.0.geo'],
  ['an address over 500 characters', { address: 'а'.repeat(501) }, 'salePoints.0.address'],
];

describe('POST /v2/partner/points/add', () => {
  it('creates the points in the city, derives workTime from the hours (ignoring the sent text) and answers them', async () => {
    const { kazan, partner } = await partnerInKazan();
    const api = await salePointApi(t);
    const res = await api.add({
      uuidPartner: partner.uuid,
      uuidCity: kazan,
      salePoints: [
        pointInput('  ул. Баумана, 12 ', { workTime: 'круглый год', timeWork: mixedWeek }),
        pointInput('ул. Пушкина, 5', { geo: { latitude: 55.792, longitude: 49.127 } }),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { uuidSalePoint: expect.any(String), idSalePoint: expect.any(Number), uuidCity: kazan, address: 'ул. Баумана, 12', workTime: weekText, geo: { latitude: 55.7901, longitude: 49.1152 }, timeWork: mixedWeek },
      { uuidSalePoint: expect.any(String), idSalePoint: expect.any(Number), uuidCity: kazan, address: 'ул. Пушкина, 5', workTime: plainWeekText, geo: { latitude: 55.792, longitude: 49.127 }, timeWork: week() },
    ]);
    const row = await stored(res.body[0].uuidSalePoint);
    expect(row).toMatchObject({ uuidPartner: partner.uuid, uuidCity: kazan, address: 'ул. Баумана, 12', workTime: weekText, latitude: 55.7901, longitude: 49.1152, timeWork: mixedWeek });
    const list = await api.inCity(partner.uuid, kazan, {});
    expect(list.body.flatMap((g) => g.salePoints)).toEqual(res.body);
  });

  it('saves days left "-" at both ends (no hours that day), also a whole week of them, and edits a day back to "-"', async () => {
    const { kazan, partner } = await partnerInKazan();
    const api = await salePointApi(t);
    const weekend = week({ St: ['-', '-'], Sn: ['-', '-'] });
    const unset = week(Object.fromEntries(['Mn', 'Ts', 'Wb', 'Th', 'Fr', 'St', 'Sn'].map((d) => [d, ['-', '-']])));
    const res = await api.add({ uuidPartner: partner.uuid, uuidCity: kazan, salePoints: [pointInput('ул. Баумана, 3', { timeWork: weekend }), pointInput('ул. Баумана, 4', { timeWork: unset })] });
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.workTime)).toEqual([
      'Пн: 09:00-18:00, Вт: 09:00-18:00, Ср: 09:00-18:00, Чт: 09:00-18:00, Пт: 09:00-18:00, Сб: -, Вс: -',
      'Пн: -, Вт: -, Ср: -, Чт: -, Пт: -, Сб: -, Вс: -',
    ]);
    expect(await stored(res.body[0].uuidSalePoint)).toMatchObject({ timeWork: weekend });
    const edited = await api.edit([{ uuidSalePoint: res.body[0].uuidSalePoint, ...pointInput('ул. Баумана, 3', { timeWork: week({ Mn: ['-', '-'] }) }) }]);
    expect(edited.status).toBe(200);
    expect((await stored(res.body[0].uuidSalePoint))!.workTime).toBe('Пн: -, Вт: 09:00-18:00, Ср: 09:00-18:00, Чт: 09:00-18:00, Пт: 09:00-18:00, Сб: 09:00-18:00, Вс: 09:00-18:00');
  });

  it('records each new point in the audit log with the actor', async () => {
    const { kazan, partner } = await partnerInKazan();
    const api = await salePointApi(t);
    const { body } = await api.add({ uuidPartner: partner.uuid, uuidCity: kazan, salePoints: [pointInput('ул. Баумана, 12')] });
    const [entry] = await auditOf(t, body[0].uuidSalePoint, 'salePoint.create');
    expect(entry).toMatchObject({ entity: 'salePoint', actorUuid: api.user.uuid, actorLogin: api.user.email, before: null });
    expect(entry.after).toMatchObject({ address: 'ул. Баумана, 12', uuidPartner: partner.uuid, uuidCity: kazan, workTime: body[0].workTime });
  });

  it.each(invalidPoints)('answers 400 for %s, naming the field, and saves nothing', async (_case, over, field) => {
    const { kazan, partner } = await partnerInKazan();
    const api = await salePointApi(t);
    const res = await api.add({ uuidPartner: partner.uuid, uuidCity: kazan, salePoints: [pointInput('ул. Баумана, 1'), pointInput('ул. Баумана, 2', over)] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation');
    expect(failingFields(res.body)).toEqual([field.replace('salePoints.0', 'salePoints.1')]);
    expect(await t.database.db.select().from(salePoints)).toEqual([]);
  });

  it('answers 400 with the Russian messages for empty hours and an empty address', async () => {
    const { kazan, partner } = await partnerInKazan();
    const api = await salePointApi(t);
    const hours = await api.add({ uuidPartner: partner.uuid, uuidCity: kazan, salePoints: [pointInput('ул. Баумана, 1', { timeWork: week({ St: ['Выходной', '18:00'] }) })] });
    expect(hours.body.fields).toEqual([{ field: 'body.salePoints.0.timeWork', message: m.hours }]);
    const address = await api.add({ uuidPartner: partner.uuid, uuidCity: kazan, salePoints: [pointInput('   ')] });
    expect(address.body.fields).toEqual([{ field: 'body.salePoints.0.address', message: m.addressRequired }]);
    const none = await api.add({ uuidPartner: partner.uuid, uuidCity: kazan, salePoints: [] });
    expect(failingFields(none.body)).toEqual(['salePoints']);
  });

  it('answers 404 for an unknown partner and 400 naming uuidCity for an unknown city', async () => {
    const { kazan, partner } = await partnerInKazan();
    const api = await salePointApi(t);
    const noPartner = await api.add({ uuidPartner: unknownUuid, uuidCity: kazan, salePoints: [pointInput('ул. Баумана, 1')] });
    expect(noPartner.status).toBe(404);
    expect(noPartner.body).toEqual({ code: 'not_found', message: partnerMessages.notFound });
    const noCity = await api.add({ uuidPartner: partner.uuid, uuidCity: unknownUuid, salePoints: [pointInput('ул. Баумана, 1')] });
    expect(noCity.status).toBe(400);
    expect(noCity.body).toEqual({ code: 'unknown_city', message: m.cityUnknown, fields: [{ field: 'body.uuidCity', message: m.cityUnknown }] });
    expect(await t.database.db.select().from(salePoints)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const { kazan, partner } = await partnerInKazan();
    const api = await salePointApi(t);
    expect((await api.add({ uuidPartner: partner.uuid, uuidCity: kazan, salePoints: [pointInput('ул. Баумана, 1')] }, null)).status).toBe(401);
  });
});

describe('PUT /v2/partner/points/edit', () => {
  it('saves every point of the list, derives workTime and answers them in the order sent', async () => {
    const { kazan, partner } = await partnerInKazan();
    const a = await makePoint(t, partner.uuid, kazan, 'ул. Баумана, 1');
    const b = await makePoint(t, partner.uuid, kazan, 'ул. Баумана, 2');
    const api = await salePointApi(t);
    const res = await api.edit([
      { uuidSalePoint: b.uuid, ...pointInput('ул. Пушкина, 8', { workTime: 'ignored', timeWork: mixedWeek, geo: { latitude: 55.79, longitude: 49.12 } }) },
      { uuidSalePoint: a.uuid, ...pointInput('ул. Баумана, 1а') },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual<SalePoint[]>([
      { uuidSalePoint: b.uuid, idSalePoint: b.id, uuidCity: kazan, address: 'ул. Пушкина, 8', workTime: weekText, geo: { latitude: 55.79, longitude: 49.12 }, timeWork: mixedWeek },
      { uuidSalePoint: a.uuid, idSalePoint: a.id, uuidCity: kazan, address: 'ул. Баумана, 1а', workTime: plainWeekText, geo: { latitude: 55.7901, longitude: 49.1152 }, timeWork: week() },
    ]);
    expect(await stored(b.uuid)).toMatchObject({ address: 'ул. Пушкина, 8', workTime: weekText, latitude: 55.79, longitude: 49.12 });
    const [entry] = await auditOf(t, b.uuid, 'salePoint.update');
    expect(entry).toMatchObject({ entity: 'salePoint', actorUuid: api.user.uuid });
    expect(entry.before).toMatchObject({ address: 'ул. Баумана, 2', workTime: 'stored' });
    expect(entry.after).toMatchObject({ address: 'ул. Пушкина, 8', workTime: weekText });
  });

  it('saves nothing and answers 404 when any point of the list is unknown', async () => {
    const { kazan, partner } = await partnerInKazan();
    const a = await makePoint(t, partner.uuid, kazan, 'ул. Баумана, 1');
    const api = await salePointApi(t);
    const res = await api.edit([
      { uuidSalePoint: a.uuid, ...pointInput('ул. Пушкина, 8') },
      { uuidSalePoint: unknownUuid, ...pointInput('ул. Пушкина, 9') },
    ]);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: m.notFound });
    expect(await stored(a.uuid)).toMatchObject({ address: 'ул. Баумана, 1', workTime: 'stored' });
    expect(await auditOf(t, a.uuid, 'salePoint.update')).toEqual([]);
  });

  it('answers 400 for bad hours, bad geo, an empty list or the same point twice, and saves nothing', async () => {
    const { kazan, partner } = await partnerInKazan();
    const a = await makePoint(t, partner.uuid, kazan, 'ул. Баумана, 1');
    const api = await salePointApi(t);
    const hours = await api.edit([{ uuidSalePoint: a.uuid, ...pointInput('ул. Пушкина, 8', { timeWork: week({ Mn: ['Круглосуточно', '-'] }) }) }]);
    expect(hours.status).toBe(400);
    expect(hours.body.fields).toEqual([{ field: 'body.0.timeWork', message: m.hours }]);
    const geo = await api.edit([{ uuidSalePoint: a.uuid, ...pointInput('ул. Пушкина, 8', { geo: { latitude: 55, longitude: 181 } }) }]);
    expect(failingFields(geo.body)).toEqual(['0.geo.longitude']);
    expect((await api.edit([])).status).toBe(400);
    const twice = await api.edit([{ uuidSalePoint: a.uuid, ...pointInput('ул. Пушкина, 8') }, { uuidSalePoint: a.uuid, ...pointInput('ул. Пушкина, 9') }]);
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ code: 'duplicate_sale_point', message: messages.api.badRequest });
    expect(await stored(a.uuid)).toMatchObject({ address: 'ул. Баумана, 1' });
  });

  it('answers 401 without a token', async () => {
    const api = await salePointApi(t);
    expect((await api.edit([{ uuidSalePoint: unknownUuid, ...pointInput('ул. Пушкина, 8') }], null)).status).toBe(401);
  });
});

describe('DELETE /v2/partner/points/{uuidSalePoint}', () => {
  it('deletes the point, answers ok and records it in the audit log', async () => {
    const { kazan, partner } = await partnerInKazan();
    const a = await makePoint(t, partner.uuid, kazan, 'ул. Баумана, 1');
    const b = await makePoint(t, partner.uuid, kazan, 'ул. Баумана, 2');
    const api = await salePointApi(t);
    const res = await api.remove(a.uuid);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await t.database.db.select({ uuid: salePoints.uuid }).from(salePoints)).map((r) => r.uuid)).toEqual([b.uuid]);
    const [entry] = await auditOf(t, a.uuid, 'salePoint.delete');
    expect(entry).toMatchObject({ entity: 'salePoint', actorUuid: api.user.uuid, after: null });
    expect(entry.before).toMatchObject({ address: 'ул. Баумана, 1', uuidPartner: partner.uuid });
  });

  it('answers 404 for an unknown point (also the second time), 400 for a malformed id, 401 without a token', async () => {
    const { kazan, partner } = await partnerInKazan();
    const a = await makePoint(t, partner.uuid, kazan, 'ул. Баумана, 1');
    const api = await salePointApi(t);
    expect((await api.remove(a.uuid, null)).status).toBe(401);
    expect((await api.remove(a.uuid)).status).toBe(200);
    const again = await api.remove(a.uuid);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ code: 'not_found', message: m.notFound });
    expect((await api.remove('123')).status).toBe(400);
  });
});
