import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { promotionBlockPresets, promotionMessages as m, wireDateMessages } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { auditLog } from '../../platform/audit/schema.js';
import { promoCodeImports, stocks } from './schema.js';
import { createBody, failingFields, makeCity, makePartner, makeStock, operatorToken, promotionApi, unknownUuid, updateBody } from './fixtures.js';

const t = useTestApp();

const auditOf = (entityId: string, action: string) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));
const importsOf = (uuidStock: string) => t.database.db.select().from(promoCodeImports).where(eq(promoCodeImports.uuidStock, uuidStock));

describe('POST /v2/stock (create)', () => {
  it('creates a promotion for the partner, stores Moscow times as instants and records it in the audit log', async () => {
    const partner = await makePartner(t, await makeCity(t, 'Москва'));
    const api = await promotionApi(t);
    const res = await api.create(createBody(partner.uuid, { name: '  Кофе за полцены  ' }));
    expect(res.status).toBe(200);
    const { uuidStock } = res.body;
    const [row] = await t.database.db.select().from(stocks).where(eq(stocks.uuid, uuidStock));
    expect(row).toMatchObject({
      uuidPartner: partner.uuid,
      name: 'Кофе за полцены',
      status: 'active',
      winLimit: 2,
      fileKey: null,
      dateBegin: new Date('2026-03-01T07:00:00Z'),
      dateEnd: new Date('2026-03-31T20:59:00Z'),
    });
    const card = await api.card(uuidStock);
    expect(card.body).toMatchObject({
      name: 'Кофе за полцены',
      description: 'Второй кофе бесплатно по промокоду',
      dateBegin: '2026-03-01 10:00:00',
      dateEnd: '2026-03-31 23:59:00',
      winLimit: 2,
      fileUrl: null,
      lastImport: null,
      partner: { uuidPartner: partner.uuid, nameMainCity: 'Москва' },
    });
    expect(await importsOf(uuidStock)).toEqual([]);
    const [entry] = await auditOf(uuidStock, 'stock.create');
    expect(entry).toMatchObject({ entity: 'stock', actorUuid: api.user.uuid, after: { name: 'Кофе за полцены', uuidImport: null } });
  });

  it('takes unlimited wins as null and one win by default', async () => {
    const partner = await makePartner(t, null);
    const api = await promotionApi(t);
    const unlimited = await api.create(createBody(partner.uuid, { winLimit: null }));
    expect((await api.card(unlimited.body.uuidStock)).body.winLimit).toBeNull();
    const { winLimit: _omitted, ...withoutLimit } = createBody(partner.uuid);
    const byDefault = await api.create(withoutLimit);
    expect((await api.card(byDefault.body.uuidStock)).body.winLimit).toBe(1);
  });

  it('creates a promotion for a blocked partner too', async () => {
    const partner = await makePartner(t, null, { status: 'blocked', reasonBlocked: 'Нарушение условий договора' });
    const api = await promotionApi(t);
    const res = await api.create(createBody(partner.uuid));
    expect(res.status).toBe(200);
    expect((await api.card(res.body.uuidStock)).body.status).toBe('active');
  });

  it('answers 400 naming every failing field and stores nothing', async () => {
    const partner = await makePartner(t, null);
    const api = await promotionApi(t);
    const res = await api.create({
      uuidPartner: 'partner',
      name: '   ',
      description: 'x'.repeat(2_001),
      dateBegin: '31.02.2026 10:00',
      dateEnd: '2026-02-30 10:00:00',
      winLimit: 4,
    });
    expect(res.status).toBe(400);
    expect(failingFields(res.body)).toEqual(['dateBegin', 'dateEnd', 'description', 'name', 'uuidPartner', 'winLimit']);
    expect(res.body.fields).toContainEqual({ field: 'body.name', message: m.required });
    expect(res.body.fields).toContainEqual({ field: 'body.description', message: m.tooLong(2_000) });
    expect(res.body.fields).toContainEqual({ field: 'body.dateBegin', message: wireDateMessages.dateTime });
    const order = await api.create(createBody(partner.uuid, { dateBegin: '2026-03-31 23:59:00', dateEnd: '2026-03-31 23:59:00' }));
    expect(order.status).toBe(400);
    expect(order.body.fields).toEqual([{ field: 'body.dateEnd', message: m.dateOrder }]);
    expect(await t.database.db.select().from(stocks)).toEqual([]);
  });

  it('answers 404 for an unknown partner and 400 for a file this server did not store', async () => {
    const partner = await makePartner(t, null);
    const api = await promotionApi(t);
    const missing = await api.create(createBody(unknownUuid));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'not_found', message: m.partnerNotFound });
    for (const fileUrl of ['codes/6f1c1a3e-8d5e-4d1c-9d0e-0a1b2c3d4e5f.csv', 'images/logo.png', '../secret.csv']) {
      const res = await api.create(createBody(partner.uuid, { fileUrl }));
      expect(res.status, fileUrl).toBe(400);
      expect(res.body.fields).toEqual([{ field: 'body.fileUrl', message: m.fileNotFound }]);
    }
    expect(await t.database.db.select().from(stocks)).toEqual([]);
  });

  it('answers 401 without a token and 403 to an operator', async () => {
    const partner = await makePartner(t, null);
    const api = await promotionApi(t);
    expect((await api.create(createBody(partner.uuid), { token: undefined })).status).toBe(401);
    expect((await api.create(createBody(partner.uuid), { token: await operatorToken(t) })).status).toBe(403);
    expect(await t.database.db.select().from(stocks)).toEqual([]);
  });
});

describe('PUT /v2/stock/{id} (edit)', () => {
  it('saves the form, answers the card and records before and after in the audit log', async () => {
    const partner = await makePartner(t, null);
    const stock = await makeStock(t, partner.uuid, { name: 'Старое имя', winLimit: 1 });
    const api = await promotionApi(t);
    const res = await api.update(stock.uuid, updateBody());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uuidStock: stock.uuid,
      name: 'Кофе за треть цены',
      description: 'Третий кофе бесплатно',
      dateBegin: '2026-04-01 00:00:00',
      dateEnd: '2026-04-30 21:00:00',
      winLimit: 3,
      fileUrl: null,
      lastImport: null,
    });
    expect((await api.editCard(stock.uuid)).body).toEqual(res.body);
    const [entry] = await auditOf(stock.uuid, 'stock.update');
    expect(entry).toMatchObject({ actorUuid: api.user.uuid, before: { name: 'Старое имя', winLimit: 1 }, after: { name: 'Кофе за треть цены', winLimit: 3 } });
  });

  it('edits to unlimited wins (null) and back to one', async () => {
    const partner = await makePartner(t, null);
    const stock = await makeStock(t, partner.uuid, { winLimit: 2 });
    const api = await promotionApi(t);
    const unlimited = await api.update(stock.uuid, updateBody({ winLimit: null }));
    expect(unlimited.status).toBe(200);
    expect(unlimited.body.winLimit).toBeNull();
    const [row] = await t.database.db.select().from(stocks).where(eq(stocks.uuid, stock.uuid));
    expect(row.winLimit).toBeNull();
    expect((await api.update(stock.uuid, updateBody({ winLimit: 1 }))).body.winLimit).toBe(1);
  });

  it('keeps the stored file when no fileUrl is sent, and queues no import', async () => {
    const partner = await makePartner(t, null);
    const stock = await makeStock(t, partner.uuid, { fileKey: 'codes/6f1c1a3e-8d5e-4d1c-9d0e-0a1b2c3d4e5f.csv' });
    const api = await promotionApi(t);
    const res = await api.update(stock.uuid, updateBody({ fileUrl: null }));
    expect(res.body.fileUrl).toBe('codes/6f1c1a3e-8d5e-4d1c-9d0e-0a1b2c3d4e5f.csv');
    const same = await api.update(stock.uuid, updateBody({ fileUrl: 'codes/6f1c1a3e-8d5e-4d1c-9d0e-0a1b2c3d4e5f.csv' }));
    expect(same.status).toBe(200);
    expect(await importsOf(stock.uuid)).toEqual([]);
  });

  it('answers 400 for a bad form or an unknown file, 404 for an unknown promotion, 401 without a token', async () => {
    const partner = await makePartner(t, null);
    const stock = await makeStock(t, partner.uuid, { name: 'Как было' });
    const api = await promotionApi(t);
    const bad = await api.update(stock.uuid, { ...updateBody(), name: '', winLimit: 0, dateEnd: 'завтра' });
    expect(bad.status).toBe(400);
    expect(failingFields(bad.body)).toEqual(['dateEnd', 'name', 'winLimit']);
    const file = await api.update(stock.uuid, updateBody({ fileUrl: 'codes/00000000-0000-4000-8000-000000000000.csv' }));
    expect(file.status).toBe(400);
    expect(file.body.fields).toEqual([{ field: 'body.fileUrl', message: m.fileNotFound }]);
    const missing = await api.update(unknownUuid, updateBody());
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'not_found', message: m.notFound });
    expect((await api.update(stock.uuid, updateBody(), { token: undefined })).status).toBe(401);
    expect((await api.card(stock.uuid)).body.name).toBe('Как было');
  });
});

describe('PUT /v1/stock/{id}/status', () => {
  it('blocks with the reason and unblocks clearing it; the list and the audit log follow', async () => {
    const partner = await makePartner(t, null);
    const stock = await makeStock(t, partner.uuid);
    const api = await promotionApi(t);
    const blocked = await api.status(stock.uuid, { status: 'blocked', reasonBlocked: ` ${promotionBlockPresets[2]} ` });
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({ uuidStock: stock.uuid, status: 'blocked', reasonBlocked: promotionBlockPresets[2] });
    expect((await api.list({ status: 'blocked' })).body.map((s) => s.uuidStock)).toEqual([stock.uuid]);
    const active = await api.status(stock.uuid, { status: 'active', reasonBlocked: 'что-то ещё' });
    expect(active.status).toBe(200);
    expect(active.body).toMatchObject({ status: 'active', reasonBlocked: null });
    const [block] = await auditOf(stock.uuid, 'stock.block');
    expect(block).toMatchObject({ actorUuid: api.user.uuid, before: { status: 'active' }, after: { status: 'blocked', reasonBlocked: promotionBlockPresets[2] } });
    const [unblock] = await auditOf(stock.uuid, 'stock.unblock');
    expect(unblock).toMatchObject({ before: { status: 'blocked' }, after: { status: 'active', reasonBlocked: null } });
  });

  it('answers 400 for blocking without a reason or an unknown status, 404, 401 and 403, changing nothing', async () => {
    const partner = await makePartner(t, null);
    const stock = await makeStock(t, partner.uuid);
    const api = await promotionApi(t);
    for (const reasonBlocked of [undefined, null, '', '   ']) {
      const res = await api.status(stock.uuid, { status: 'blocked', reasonBlocked });
      expect(res.status, String(reasonBlocked)).toBe(400);
      expect(res.body.fields).toEqual([{ field: 'body.reasonBlocked', message: m.reasonRequired }]);
    }
    const bad = await api.status(stock.uuid, { status: 'paused' });
    expect(failingFields(bad.body)).toEqual(['status']);
    const missing = await api.status(unknownUuid, { status: 'active' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'not_found', message: m.notFound });
    const body = { status: 'blocked', reasonBlocked: 'Причина' };
    expect((await api.status(stock.uuid, body, { token: undefined })).status).toBe(401);
    expect((await api.status(stock.uuid, body, { token: await operatorToken(t) })).status).toBe(403);
    expect((await api.card(stock.uuid)).body.status).toBe('active');
  });
});

describe('promotions: dates on the wire', () => {
  it('takes back its whole edit card unchanged in the PUT: 200, and nothing changes', async () => {
    const partner = await makePartner(t, null);
    const api = await promotionApi(t);
    const created = await api.create(createBody(partner.uuid));
    const card = (await api.editCard(created.body.uuidStock)).body;
    const again = await api.update(created.body.uuidStock, card);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(card);
    expect((await api.editCard(created.body.uuidStock)).body).toEqual(card);
  });

  it('takes back in the PUT the dates its GET gave, and a POST with the spec’s dd.MM.yyyy dates', async () => {
    const partner = await makePartner(t, null);
    const api = await promotionApi(t);
    const created = await api.create(createBody(partner.uuid, { dateBegin: '01.03.2026', dateEnd: '31.03.2026' }));
    expect(created.status).toBe(200);
    const card = await api.editCard(created.body.uuidStock);
    // a date alone is the whole Moscow day
    expect(card.body).toMatchObject({ dateBegin: '2026-03-01 00:00:00', dateEnd: '2026-03-31 23:59:59' });
    expect(card.body.createdData).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const { name, description, dateBegin, dateEnd, winLimit } = card.body;
    const again = await api.update(created.body.uuidStock, { name, description, dateBegin, dateEnd, winLimit, fileUrl: null });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ dateBegin, dateEnd });
    for (const [begin, end] of [
      ['01.04.2026 10:00', '30.04.2026 18:30:15'],
      ['2026-04-01T07:00:00Z', '2026-04-30T18:30:15+03:00'],
    ]) {
      const res = await api.update(created.body.uuidStock, { name, description, dateBegin: begin, dateEnd: end, winLimit, fileUrl: null });
      expect(res.status, begin).toBe(200);
      expect(res.body).toMatchObject({ dateBegin: '2026-04-01 10:00:00', dateEnd: '2026-04-30 18:30:15' });
    }
  });
});
