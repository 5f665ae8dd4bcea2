import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { universityMessages as m } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { auditLog } from '../../platform/audit/schema.js';
import { universities } from './schema.js';
import { currentYear, failingFields, formBody, makeCity, universityApi } from './fixtures.js';

const t = useTestApp();
const unknownUuid = '00000000-0000-4000-8000-000000000000';

const auditOf = (entityId: string, action: string) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));

describe('POST /v1/univer (create)', () => {
  it('creates a university, stores the phone as digits and answers its uuid; the card shows it', async () => {
    const city = await makeCity(t, 'Москва');
    const api = await universityApi(t);
    const res = await api.create(formBody(city));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ uuidUniver: expect.any(String) });
    const card = await api.card(res.body.uuidUniver);
    expect(card.status).toBe(200);
    expect(card.body).toEqual({
      uuidUniver: res.body.uuidUniver,
      logo: '/files/msu.png',
      shortName: 'МГУ',
      nameUniver: 'Московский государственный университет имени М. В. Ломоносова',
      endContract: `${currentYear() + 1}-12-31`,
      flagDay: expect.any(Number),
      uuidCity: city,
      nameCity: 'Москва',
      address: 'г. Москва, Ленинские горы, д. 1',
      email: 'sks@msu.example',
      delegateSurname: 'Иванов Иван Иванович',
      delegateName: '',
      delegatePatronymic: '',
      phone: '74959391000',
      inn: '7729082090',
      status: 'active',
      reasonBlocked: null,
    });
    expect(card.body.flagDay).toBeGreaterThan(300);
  });

  it('takes the representative split into three fields, and no INN or logo', async () => {
    const city = await makeCity(t, 'Казань');
    const api = await universityApi(t);
    const body = formBody(city, { delegateSurname: 'Сафин', delegateName: 'Ленар', delegatePatronymic: 'Рафисович', inn: '', logo: null });
    const res = await api.create(body);
    expect(res.status).toBe(200);
    const card = await api.card(res.body.uuidUniver);
    expect(card.body).toMatchObject({ delegateSurname: 'Сафин', delegateName: 'Ленар', delegatePatronymic: 'Рафисович', inn: null, logo: null });
  });

  it('records the creation in the audit log with the actor and the saved fields', async () => {
    const city = await makeCity(t, 'Москва');
    const api = await universityApi(t);
    const { body } = await api.create(formBody(city));
    const [entry] = await auditOf(body.uuidUniver, 'university.create');
    expect(entry).toMatchObject({ entity: 'university', actorUuid: api.user.uuid, actorLogin: api.user.email, before: null });
    expect(entry.after).toMatchObject({ shortName: 'МГУ', endContract: `${currentYear() + 1}-12-31`, phone: '74959391000' });
  });

  it("answers 400 with the required-field message naming every empty required field", async () => {
    const api = await universityApi(t);
    const res = await api.create({ shortName: '', nameUniver: ' ', delegateSurname: '', uuidCity: '', address: '', phone: '', email: '', endContract: '' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation');
    expect(failingFields(res.body)).toEqual(['address', 'delegateSurname', 'email', 'endContract', 'nameUniver', 'phone', 'shortName', 'uuidCity']);
    for (const f of res.body.fields ?? []) expect(f.message).toBe(m.required);
  });

  it('answers 400 naming the field for each rule: e-mail, phone, date, year, INN, logo', async () => {
    const city = await makeCity(t, 'Москва');
    const api = await universityApi(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'sks@msu' }, 'email', m.invalidEmail],
      [{ phone: '+7 (495) 939-10-0' }, 'phone', m.phone],
      [{ phone: '8495939100011' }, 'phone', m.phone],
      [{ endContract: '31.02.2031' }, 'endContract', m.date],
      [{ endContract: '2031-12-32' }, 'endContract', m.date],
      [{ endContract: '31/12/2031' }, 'endContract', m.date],
      [{ endContract: `31.12.${currentYear() - 1}` }, 'endContract', m.dateYear],
      [{ inn: '12345' }, 'inn', m.inn],
      [{ logo: 'javascript:alert(1)' }, 'logo', m.logo],
      [{ shortName: 'Я'.repeat(101) }, 'shortName', m.tooLong(100)],
    ];
    for (const [over, field, message] of cases) {
      const res = await api.create({ ...formBody(city), ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.fields, JSON.stringify(over)).toEqual([{ field: `body.${field}`, message }]);
    }
  });

  it('answers 400 for a city that does not exist', async () => {
    const api = await universityApi(t);
    const res = await api.create(formBody('3f1c2b4a-9d8e-4f7a-b6c5-1e2d3c4b5a69'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'unknown_city', message: m.cityUnknown, fields: [{ field: 'body.uuidCity', message: m.cityUnknown }] });
    expect(await t.database.db.select().from(universities)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const city = await makeCity(t, 'Москва');
    expect((await t.call('POST', '/v1/univer', { body: formBody(city) })).status).toBe(401);
    expect((await t.call('GET', `/v1/univer/${unknownUuid}`)).status).toBe(401);
  });
});

describe('GET /v1/univer/{uuid} (card)', () => {
  it('answers 404 for an unknown university and 400 for a malformed uuid', async () => {
    const api = await universityApi(t);
    const unknown = await api.card(unknownUuid);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'not_found', message: m.notFound });
    const malformed = await api.card('42');
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields?.[0].field).toBe('params.uuid');
  });
});

describe('PUT /v1/univer/info (update)', () => {
  it('saves every field, answers the saved university and audits before and after', async () => {
    const moscow = await makeCity(t, 'Москва');
    const kazan = await makeCity(t, 'Казань');
    const api = await universityApi(t);
    const { body } = await api.create(formBody(moscow));
    const changed = formBody(kazan, {
      shortName: 'КФУ',
      nameUniver: 'Казанский (Приволжский) федеральный университет',
      delegateSurname: 'Сафин Ленар Рафисович',
      address: 'г. Казань, ул. Кремлёвская, д. 18',
      phone: '78432337109',
      email: 'sks@kpfu.example',
      endContract: `01.09.${currentYear()}`,
      inn: '1655018018',
      logo: 'https://cdn.example/kfu.png',
    });
    const res = await api.update({ ...changed, uuidUniver: body.uuidUniver });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uuidUniver: body.uuidUniver,
      shortName: 'КФУ',
      nameCity: 'Казань',
      uuidCity: kazan,
      endContract: `${currentYear()}-09-01`,
      inn: '1655018018',
      logo: 'https://cdn.example/kfu.png',
    });
    expect((await api.card(body.uuidUniver)).body).toEqual(res.body);
    const [entry] = await auditOf(body.uuidUniver, 'university.update');
    expect(entry.before).toMatchObject({ shortName: 'МГУ', uuidCity: moscow });
    expect(entry.after).toMatchObject({ shortName: 'КФУ', uuidCity: kazan });
  });

  it('takes back every value of its card unchanged: and nothing but updatedAt changes', async () => {
    const city = await makeCity(t, 'Москва');
    const api = await universityApi(t);
    const { body } = await api.create(formBody(city));
    const card = (await api.card(body.uuidUniver)).body;
    const res = await api.update(card);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(card);
    const [entry] = await auditOf(body.uuidUniver, 'university.update');
    expect({ ...(entry.after as object), updatedAt: null }).toEqual({ ...(entry.before as object), updatedAt: null });
  });

  it('takes the contract end as YYYY-MM-DD, DD.MM.YYYY or ISO 8601, and stores the Moscow day', async () => {
    const city = await makeCity(t, 'Москва');
    const api = await universityApi(t);
    const { body } = await api.create(formBody(city));
    const year = currentYear() + 1;
    for (const endContract of [`${year}-06-30`, `30.06.${year}`, `${year}-06-30T10:00:00+03:00`, `${year}-06-29T21:00:00Z`, `30.06.${year} 12:00`]) {
      const res = await api.update({ ...formBody(city, { endContract }), uuidUniver: body.uuidUniver });
      expect(res.status, endContract).toBe(200);
      expect(res.body.endContract, endContract).toBe(`${year}-06-30`);
    }
  });

  it('answers 404 for an unknown university, 400 for a bad body or city, 401 without a token', async () => {
    const city = await makeCity(t, 'Москва');
    const api = await universityApi(t);
    const unknown = await api.update({ ...formBody(city), uuidUniver: unknownUuid });
    expect(unknown.status).toBe(404);
    const { body } = await api.create(formBody(city));
    const bad = await api.update({ ...formBody(city, { email: 'nope', phone: '123' }), uuidUniver: body.uuidUniver });
    expect(bad.status).toBe(400);
    expect(failingFields(bad.body)).toEqual(['email', 'phone']);
    const noUuid = await api.update(formBody(city));
    expect(failingFields(noUuid.body)).toEqual(['uuidUniver']);
    const noCity = await api.update({ ...formBody('3f1c2b4a-9d8e-4f7a-b6c5-1e2d3c4b5a69'), uuidUniver: body.uuidUniver });
    expect(noCity.body.code).toBe('unknown_city');
    expect((await api.card(body.uuidUniver)).body.shortName).toBe('МГУ');
    expect((await t.call('PUT', '/v1/univer/info', { body: { ...formBody(city), uuidUniver: body.uuidUniver } })).status).toBe(401);
  });
});

describe('PUT /v1/univer/status', () => {
  it('blocks with a reason and unblocks clearing it, auditing both', async () => {
    const city = await makeCity(t, 'Москва');
    const api = await universityApi(t);
    const { body } = await api.create(formBody(city));
    const blocked = await api.status({ uuidUniver: body.uuidUniver, newStatus: 'blocked', reasonText: '  Нарушение соглашения ' });
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({ status: 'blocked', reasonBlocked: 'Нарушение соглашения' });
    const unblocked = await api.status({ uuidUniver: body.uuidUniver, newStatus: 'active', reasonText: 'что угодно' });
    expect(unblocked.status).toBe(200);
    expect(unblocked.body).toMatchObject({ status: 'active', reasonBlocked: null });
    const [block] = await auditOf(body.uuidUniver, 'university.block');
    expect(block.before).toMatchObject({ status: 'active', reasonBlocked: null });
    expect(block.after).toMatchObject({ status: 'blocked', reasonBlocked: 'Нарушение соглашения' });
    const [unblock] = await auditOf(body.uuidUniver, 'university.unblock');
    expect(unblock.after).toMatchObject({ status: 'active', reasonBlocked: null });
  });

  it('unblocks without any reason', async () => {
    const city = await makeCity(t, 'Москва');
    const api = await universityApi(t);
    const { body } = await api.create(formBody(city));
    await api.status({ uuidUniver: body.uuidUniver, newStatus: 'blocked', reasonText: 'Истек срок договора' });
    const res = await api.status({ uuidUniver: body.uuidUniver, newStatus: 'active' });
    expect(res.status).toBe(200);
    expect(res.body.reasonBlocked).toBeNull();
  });

  it('answers 400 for blocking without a reason and leaves the university active', async () => {
    const city = await makeCity(t, 'Москва');
    const api = await universityApi(t);
    const { body } = await api.create(formBody(city));
    for (const reasonText of [undefined, null, '', '   ']) {
      const res = await api.status({ uuidUniver: body.uuidUniver, newStatus: 'blocked', reasonText });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual([{ field: 'body.reasonText', message: m.reasonRequired }]);
    }
    expect((await api.card(body.uuidUniver)).body.status).toBe('active');
    const badStatus = await api.status({ uuidUniver: body.uuidUniver, newStatus: 'deleted', reasonText: 'x' });
    expect(failingFields(badStatus.body)).toEqual(['newStatus']);
  });

  it('answers 404 for an unknown university and 401 without a token', async () => {
    const api = await universityApi(t);
    const res = await api.status({ uuidUniver: unknownUuid, newStatus: 'blocked', reasonText: 'Нарушение соглашения' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(m.notFound);
    expect((await t.call('PUT', '/v1/univer/status', { body: { uuidUniver: unknownUuid, newStatus: 'active' } })).status).toBe(401);
  });
});
