import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { discountMessages as dm, limits, partnerMessages } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { auditLog } from '../../platform/audit/schema.js';
import { discounts } from './schema.js';
import { failingFields, makePartner } from './fixtures.js';
import { operatorToken, partnerApi, unknownUuid } from './partners-api.js';

const t = useTestApp();

const fix = (size: number, description = `Скидка ${size}%`) => ({ type: 'fix', size, description });
const free = (name: string, description = 'Подарок') => ({ type: 'free', name, description });
const storedOf = (uuidPartner: string) => t.database.db.select().from(discounts).where(eq(discounts.uuidPartner, uuidPartner)).orderBy(discounts.id);
const auditOf = (entityId: string, action: string) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));

describe('POST /v1/discount', () => {
  it("adds discounts and answers all of the partner's, in the order they were added", async () => {
    const partner = await makePartner(t, null);
    const api = await partnerApi(t);
    expect((await api.addDiscounts({ uuidPartner: partner.uuid, discounts: [fix(10)] })).status).toBe(200);
    const res = await api.addDiscounts({ uuidPartner: partner.uuid, discounts: [free('Кофе', ' Второй бесплатно '), { ...fix(5), name: 'лишнее' }] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { uuidDiscount: expect.any(String), name: '', type: 'fix', description: 'Скидка 10%', size: 10 },
      { uuidDiscount: expect.any(String), name: 'Кофе', type: 'free', description: 'Второй бесплатно', size: 0 },
      { uuidDiscount: expect.any(String), name: '', type: 'fix', description: 'Скидка 5%', size: 5 },
    ]);
    const card = await api.card(partner.uuid);
    expect(card.body.discounts).toEqual(res.body);
    expect(card.body.countDiscounts).toBe(3);
    const [entry] = await auditOf(res.body[1].uuidDiscount, 'discount.create');
    expect(entry).toMatchObject({ entity: 'discount', actorUuid: api.user.uuid, after: { uuidPartner: partner.uuid, name: 'Кофе', type: 'free' } });
  });

  it(`refuses with 409 past ${limits.discountsMax} discounts and saves none of the call's`, async () => {
    const partner = await makePartner(t, null);
    const api = await partnerApi(t);
    await api.addDiscounts({ uuidPartner: partner.uuid, discounts: [fix(10), fix(20)] });
    const res = await api.addDiscounts({ uuidPartner: partner.uuid, discounts: [fix(30), fix(40)] });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'too_many_discounts', message: dm.tooMany });
    expect((await storedOf(partner.uuid)).map((d) => d.size)).toEqual([10, 20]);
    expect((await api.addDiscounts({ uuidPartner: partner.uuid, discounts: [fix(30)] })).status).toBe(200);
    const fourth = await api.addDiscounts({ uuidPartner: partner.uuid, discounts: [free('Чай')] });
    expect(fourth.status).toBe(409);
    expect((await storedOf(partner.uuid)).map((d) => d.size)).toEqual([10, 20, 30]);
  });

  it('adds again once a discount is deleted', async () => {
    const partner = await makePartner(t, null);
    const api = await partnerApi(t);
    const { body: three } = await api.addDiscounts({ uuidPartner: partner.uuid, discounts: [fix(10), fix(20), fix(30)] });
    expect((await api.addDiscounts({ uuidPartner: partner.uuid, discounts: [fix(40)] })).status).toBe(409);
    expect((await api.deleteDiscount(three[1].uuidDiscount)).status).toBe(200);
    const res = await api.addDiscounts({ uuidPartner: partner.uuid, discounts: [fix(40)] });
    expect(res.status).toBe(200);
    expect(res.body.map((d) => d.size)).toEqual([10, 30, 40]);
  });

  it('holds the limit when two adds for one partner arrive at once', async () => {
    const partner = await makePartner(t, null);
    const api = await partnerApi(t);
    const results = await Promise.all([
      api.addDiscounts({ uuidPartner: partner.uuid, discounts: [fix(10), fix(20)] }),
      api.addDiscounts({ uuidPartner: partner.uuid, discounts: [fix(30), fix(40)] }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await storedOf(partner.uuid)).toHaveLength(2);
  });

  it('answers 400 naming the failing field', async () => {
    const partner = await makePartner(t, null);
    const api = await partnerApi(t);
    const cases: [unknown, string[], string?][] = [
      [{ uuidPartner: partner.uuid, discounts: [fix(0)] }, ['discounts.0.size'], dm.percent],
      [{ uuidPartner: partner.uuid, discounts: [fix(101)] }, ['discounts.0.size'], dm.percent],
      [{ uuidPartner: partner.uuid, discounts: [fix(12.5)] }, ['discounts.0.size'], dm.percent],
      [{ uuidPartner: partner.uuid, discounts: [free('')] }, ['discounts.0.name'], dm.required],
      [{ uuidPartner: partner.uuid, discounts: [free('Очень длинное имя')] }, ['discounts.0.name']],
      [{ uuidPartner: partner.uuid, discounts: [fix(10, ' ')] }, ['discounts.0.description'], dm.required],
      [{ uuidPartner: partner.uuid, discounts: [fix(10, 'я'.repeat(141))] }, ['discounts.0.description']],
      [{ uuidPartner: partner.uuid, discounts: [{ type: 'percent', size: 10, description: 'Так' }] }, ['discounts.0.type']],
      [{ uuidPartner: partner.uuid, discounts: [] }, ['discounts']],
      [{ uuidPartner: partner.uuid, discounts: [fix(1), fix(2), fix(3), fix(4)] }, ['discounts']],
      [{ uuidPartner: 'партнёр', discounts: [fix(10)] }, ['uuidPartner']],
    ];
    for (const [body, fields, message] of cases) {
      const res = await api.addDiscounts(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(failingFields(res.body), JSON.stringify(body)).toEqual(fields);
      if (message) expect(res.body.fields?.[0].message).toBe(message);
    }
    expect(await storedOf(partner.uuid)).toEqual([]);
  });

  it('answers 404 for an unknown partner, 401 without a token and 403 to an operator', async () => {
    const partner = await makePartner(t, null);
    const api = await partnerApi(t);
    const missing = await api.addDiscounts({ uuidPartner: unknownUuid, discounts: [fix(10)] });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'not_found', message: partnerMessages.notFound });
    const body = { uuidPartner: partner.uuid, discounts: [fix(10)] };
    expect((await api.addDiscounts(body, { token: undefined })).status).toBe(401);
    expect((await api.addDiscounts(body, { token: await operatorToken(t) })).status).toBe(403);
    expect(await storedOf(partner.uuid)).toEqual([]);
  });
});

describe('PUT /v1/discount/{uuidDiscount}', () => {
  it('changes a discount, also from fix to free, and answers it', async () => {
    const partner = await makePartner(t, null);
    const api = await partnerApi(t);
    const { body: added } = await api.addDiscounts({ uuidPartner: partner.uuid, discounts: [fix(10), fix(20)] });
    const res = await api.updateDiscount(added[0].uuidDiscount, { type: 'free', name: 'Десерт', description: 'К обеду', size: 50 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ uuidDiscount: added[0].uuidDiscount, name: 'Десерт', type: 'free', description: 'К обеду', size: 0 });
    expect((await api.card(partner.uuid)).body.discounts).toEqual([res.body, added[1]]);
    const [entry] = await auditOf(added[0].uuidDiscount, 'discount.update');
    expect(entry).toMatchObject({ before: { type: 'fix', size: 10 }, after: { type: 'free', name: 'Десерт', size: 0 } });
  });

  it('answers 400 naming the field, and 404 for an unknown discount', async () => {
    const partner = await makePartner(t, null);
    const api = await partnerApi(t);
    const { body: added } = await api.addDiscounts({ uuidPartner: partner.uuid, discounts: [fix(10)] });
    const bad = await api.updateDiscount(added[0].uuidDiscount, fix(0));
    expect(bad.status).toBe(400);
    expect(failingFields(bad.body)).toEqual(['size']);
    const malformed = await api.updateDiscount('скидка', fix(10));
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields?.map((f) => f.field)).toEqual(['params.uuidDiscount']);
    const missing = await api.updateDiscount(unknownUuid, fix(10));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'not_found', message: dm.notFound });
    expect((await storedOf(partner.uuid)).map((d) => d.size)).toEqual([10]);
  });

  it('answers 401 without a token and 403 to an operator', async () => {
    const partner = await makePartner(t, null);
    const api = await partnerApi(t);
    const { body: added } = await api.addDiscounts({ uuidPartner: partner.uuid, discounts: [fix(10)] });
    expect((await api.updateDiscount(added[0].uuidDiscount, fix(20), { token: undefined })).status).toBe(401);
    expect((await api.updateDiscount(added[0].uuidDiscount, fix(20), { token: await operatorToken(t) })).status).toBe(403);
    expect((await storedOf(partner.uuid)).map((d) => d.size)).toEqual([10]);
  });
});

describe('DELETE /v1/discount/{uuidDiscount}', () => {
  it('deletes one discount and records it', async () => {
    const partner = await makePartner(t, null);
    const api = await partnerApi(t);
    const { body: added } = await api.addDiscounts({ uuidPartner: partner.uuid, discounts: [fix(10), fix(20)] });
    const res = await api.deleteDiscount(added[0].uuidDiscount);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await storedOf(partner.uuid)).map((d) => d.size)).toEqual([20]);
    const [entry] = await auditOf(added[0].uuidDiscount, 'discount.delete');
    expect(entry).toMatchObject({ entity: 'discount', actorUuid: api.user.uuid, before: { size: 10 }, after: null });
    const again = await api.deleteDiscount(added[0].uuidDiscount);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ code: 'not_found', message: dm.notFound });
  });

  it('answers 401 without a token and 403 to an operator', async () => {
    const partner = await makePartner(t, null);
    const api = await partnerApi(t);
    const { body: added } = await api.addDiscounts({ uuidPartner: partner.uuid, discounts: [fix(10)] });
    expect((await api.deleteDiscount(added[0].uuidDiscount, { token: undefined })).status).toBe(401);
    expect((await api.deleteDiscount(added[0].uuidDiscount, { token: await operatorToken(t) })).status).toBe(403);
    expect(await storedOf(partner.uuid)).toHaveLength(1);
  });
});
