import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, promocodeMessages as m, promocodePaths, type ApiError, type Promocode } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { auditLog } from '../../platform/audit/schema.js';
import { registrationPromocodes } from './schema.js';
import { createBody, failingFields, makePromocode, operatorToken, promocodeApi } from './fixtures.js';

const t = useTestApp();

const messageOf = (body: ApiError, field: string) => body.fields?.find((f) => f.field === `body.${field}`)?.message;

describe('POST /v1/promocode (create)', () => {
  it('creates a code with Moscow times, no registrations and an audit entry', async () => {
    const api = await promocodeApi(t);
    const res = await api.create(createBody({ promocode: '  Student2026 ', content: '  Скидка  ' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      promocode: 'Student2026',
      content: 'Скидка',
      startDate: '2026-09-01 00:00:00',
      expirationDate: '2026-12-31 23:45:00',
      statcount: 0,
    });
    const [row] = await t.database.db.select().from(registrationPromocodes).where(eq(registrationPromocodes.id, res.body.idPromocode));
    expect(row.startDate).toEqual(new Date('2026-08-31T21:00:00Z'));
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'promocode.create'));
    expect(entry).toMatchObject({ entity: 'promocode', entityId: String(res.body.idPromocode), actorUuid: api.user.uuid });
  });

  it('accepts the spec form DD.MM.YYYY HH:mm and ISO, and an absent description', async () => {
    const api = await promocodeApi(t);
    const res = await api.create({ promocode: 'RU1', startPromoCode: '01.09.2026 10:15', endPromoCode: '2026-09-30T12:00:00Z' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ content: '', startDate: '2026-09-01 10:15:00', expirationDate: '2026-09-30 15:00:00' });
  });

  it('requires the code and both dates with the spec message', async () => {
    const api = await promocodeApi(t);
    const res = await api.create({ promocode: '   ', startPromoCode: '', content: 'x' });
    expect(res.status).toBe(400);
    const body = res.body as unknown as ApiError;
    expect(failingFields(body)).toEqual(['endPromoCode', 'promocode', 'startPromoCode']);
    for (const field of ['promocode', 'startPromoCode', 'endPromoCode']) expect(messageOf(body, field)).toBe(m.required);
  });

  it('takes a code of 14 characters and refuses 15, spaces, and broken dates', async () => {
    const api = await promocodeApi(t);
    expect((await api.create(createBody({ promocode: 'A'.repeat(14) }))).status).toBe(200);
    const long = await api.create(createBody({ promocode: 'B'.repeat(15) }));
    expect(long.status).toBe(400);
    expect(messageOf(long.body as unknown as ApiError, 'promocode')).toBe(m.codeTooLong);
    const spaced = await api.create(createBody({ promocode: 'A B' }));
    expect(messageOf(spaced.body as unknown as ApiError, 'promocode')).toBe(m.codeChars);
    const broken = await api.create(createBody({ startPromoCode: '2026-02-30 10:00:00', endPromoCode: 'завтра' }));
    expect(broken.status).toBe(400);
    expect(failingFields(broken.body as unknown as ApiError)).toEqual(['endPromoCode', 'startPromoCode']);
    const tooLong = await api.create(createBody({ content: 'я'.repeat(1_001) }));
    expect(failingFields(tooLong.body as unknown as ApiError)).toEqual(['content']);
  });

  it('wants the end after the start', async () => {
    const api = await promocodeApi(t);
    for (const end of ['2026-09-01 00:00:00', '2026-08-31 23:59:59']) {
      const res = await api.create(createBody({ endPromoCode: end }));
      expect(res.status).toBe(400);
      expect(messageOf(res.body as unknown as ApiError, 'endPromoCode')).toBe(m.dateOrder);
    }
  });

  it('refuses a code that exists in any case, also when created in parallel', async () => {
    const api = await promocodeApi(t);
    expect((await api.create(createBody({ promocode: 'Winter' }))).status).toBe(200);
    const again = await api.create(createBody({ promocode: 'wINTER' }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'promocode_taken', message: m.taken });

    const parallel = await Promise.all(['summer', 'SUMMER', 'Summer', 'sUmmer', 'summeR'].map((promocode) => api.create(createBody({ promocode }))));
    expect(parallel.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await t.database.db.select().from(registrationPromocodes)).toHaveLength(2);
  });

  it('refuses broken JSON and NUL bytes with a 400', async () => {
    const api = await promocodeApi(t);
    const broken = await t.call('POST', promocodePaths.write, { token: api.token, rawBody: '{"promocode":', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    const nul = await api.create(createBody({ promocode: 'AB\u0000C' }));
    expect(nul.status).toBe(400);
  });
});

describe('PUT /v1/promocode (edit)', () => {
  it('changes the end and the description, and takes the GET answer back as it is', async () => {
    const api = await promocodeApi(t);
    const created = (await api.create(createBody())).body;
    const got = (await api.get(created.idPromocode)).body;
    const same = await api.update(got);
    expect(same.status).toBe(200);
    expect(same.body).toEqual(got);

    const res = await api.update({ ...got, expirationDate: '2027-01-31 18:00:00', content: 'Новое описание' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ expirationDate: '2027-01-31 18:00:00', content: 'Новое описание', startDate: got.startDate, promocode: got.promocode });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'promocode.update'));
    expect(entry.entityId).toBe(String(created.idPromocode));
  });

  it('finds the code by itself when no id is sent (the spec body)', async () => {
    const api = await promocodeApi(t);
    await api.create(createBody());
    const res = await api.update({ promocode: 'Student2026', startPromoCode: '2026-09-01 00:00:00', endPromoCode: '2026-10-01 00:00:00', content: '' });
    expect(res.status).toBe(200);
    expect(res.body.expirationDate).toBe('2026-10-01 00:00:00');
  });

  it('locks the code and the start', async () => {
    const api = await promocodeApi(t);
    const got: Promocode = (await api.create(createBody())).body;
    const code = await api.update({ ...got, promocode: 'Other' });
    expect(code.status).toBe(409);
    expect(code.body).toMatchObject({ code: 'promocode_locked', message: m.codeLocked });
    const cased = await api.update({ ...got, promocode: 'STUDENT2026' });
    expect(cased.status).toBe(409);
    const start = await api.update({ ...got, startDate: '2026-09-02 00:00:00' });
    expect(start.status).toBe(409);
    expect(start.body).toMatchObject({ code: 'start_locked', message: m.startLocked });
    expect((await api.get(got.idPromocode)).body).toEqual(got);
  });

  it('wants the end after the stored start, and an end at all', async () => {
    const api = await promocodeApi(t);
    const got = (await api.create(createBody())).body;
    const { startDate: _start, ...withoutStart } = got;
    const early = await api.update({ ...withoutStart, expirationDate: '2026-08-01 00:00:00' });
    expect(early.status).toBe(400);
    expect(messageOf(early.body as unknown as ApiError, 'endPromoCode')).toBe(m.dateOrder);
    const { expirationDate: _end, ...withoutEnd } = got;
    const missing = await api.update(withoutEnd);
    expect(missing.status).toBe(400);
    expect(messageOf(missing.body as unknown as ApiError, 'endPromoCode')).toBe(m.required);
  });

  it('answers 404 for an unknown id or code', async () => {
    const api = await promocodeApi(t);
    const byId = await api.update({ idPromocode: 999, promocode: 'X1', endPromoCode: '2026-10-01 00:00:00' });
    expect(byId.status).toBe(404);
    expect(byId.body).toMatchObject({ message: m.notFound });
    const byCode = await api.update({ promocode: 'X1', endPromoCode: '2026-10-01 00:00:00' });
    expect(byCode.status).toBe(404);
  });
});

describe('DELETE /v1/promocode/delete', () => {
  it('deletes the codes named, all or none', async () => {
    const api = await promocodeApi(t);
    const [a, b, c] = [await makePromocode(t), await makePromocode(t), await makePromocode(t)];
    const partly = await api.remove([a.id, 9_999]);
    expect(partly.status).toBe(404);
    expect(await t.database.db.select().from(registrationPromocodes)).toHaveLength(3);

    const res = await api.remove([a.id, b.id, a.id]);
    expect(res.status).toBe(200);
    const left = await t.database.db.select().from(registrationPromocodes);
    expect(left.map((r) => r.id)).toEqual([c.id]);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'promocode.delete'))).toHaveLength(2);
  });

  it('refuses an empty or malformed key list', async () => {
    const api = await promocodeApi(t);
    for (const key of [[], ['abc'], 'x', [0]]) expect((await api.remove(key)).status).toBe(400);
  });
});

describe('access', () => {
  it('lets superadmin in and keeps operators (403) and strangers (401) out of every call', async () => {
    const superadmin = await promocodeApi(t, 'superadmin');
    expect((await superadmin.create(createBody())).status).toBe(200);
    const operator = await operatorToken(t);
    const calls: [string, string, unknown?][] = [
      ['GET', promocodePaths.list],
      ['GET', `${promocodePaths.get}?idPromocode=1`],
      ['POST', promocodePaths.write, createBody({ promocode: 'OP' })],
      ['PUT', promocodePaths.write, { promocode: 'Student2026', endPromoCode: '2026-10-01 00:00:00' }],
      ['DELETE', promocodePaths.delete, { key: [1] }],
      ['GET', `${promocodePaths.statistic}?promocode=Student2026`],
    ];
    for (const [method, path, body] of calls) {
      const forbidden = await t.call<ApiError>(method, path, { token: operator, body });
      expect(forbidden.status, `${method} ${path}`).toBe(403);
      expect(forbidden.body.message).toBe(messages.api.forbidden);
      expect((await t.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
    expect(await t.database.db.select().from(registrationPromocodes)).toHaveLength(1);
  });
});
