import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { partnerMessages, vacancyMessages as m, type ApiError, type Vacancy } from '@sks/contract';
import { useTestApp } from '../../../test/harness.js';
import { signedIn } from '../../../test/factories.js';
import { auditLog } from '../../../platform/audit/schema.js';
import { makeCity, makePartner } from '../fixtures.js';
import { vacancies } from '../schema.js';

const t = useTestApp();
const unknownUuid = '00000000-0000-4000-8000-000000000000';

const barista = { title: 'Бариста', link: 'https://hh.ru/vacancy/123', description: 'Гибкий график, можно совмещать с учёбой' };
const courier = { title: 'Курьер', link: 'http://jobs.example.com/courier' };

/** A signed-in admin, a partner, and the vacancy calls with the admin's token (or none). */
async function setup() {
  const partner = await makePartner(t, await makeCity(t, 'Новосибирск'));
  const { user, tokens } = await signedIn(t);
  const token = tokens.accessToken;
  const as = (auth: string | null) => auth ?? undefined;
  return {
    user,
    partner,
    list: (uuidPartner: string = partner.uuid, auth: string | null = token) =>
      t.call<Vacancy[] & ApiError>('GET', `/v1/vacancies/${uuidPartner}`, { token: as(auth) }),
    create: (body: unknown, auth: string | null = token) => t.call<Vacancy & ApiError>('POST', '/v1/vacancies', { body, token: as(auth) }),
    update: (uuidVacancy: string, body: unknown, auth: string | null = token) =>
      t.call<Vacancy & ApiError>('PUT', `/v1/vacancies/${uuidVacancy}`, { body, token: as(auth) }),
    remove: (uuidVacancy: string, auth: string | null = token) =>
      t.call<{ ok: true } & ApiError>('DELETE', `/v1/vacancies/${uuidVacancy}`, { token: as(auth) }),
  };
}

const auditOf = (entityId: string, action: string) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));

describe('POST /v1/vacancies', () => {
  it('creates vacancies, trimmed, with an empty description when none is sent; the list has them in creation order', async () => {
    const api = await setup();
    const first = await api.create({ uuidPartner: api.partner.uuid, vacancy: { ...barista, title: '  Бариста ' } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ uuidVacancy: expect.any(String), ...barista });
    const second = await api.create({ uuidPartner: api.partner.uuid, vacancy: courier });
    expect(second.body).toEqual({ uuidVacancy: expect.any(String), ...courier, description: '' });
    const list = await api.list();
    expect(list.status).toBe(200);
    expect(list.body).toEqual([first.body, second.body]);
    const [entry] = await auditOf(first.body.uuidVacancy, 'vacancy.create');
    expect(entry).toMatchObject({ entity: 'vacancy', actorUuid: api.user.uuid, before: null });
    expect(entry.after).toMatchObject({ uuidPartner: api.partner.uuid, title: 'Бариста', link: barista.link });
  });

  it("answers 400 'Обязательное поле' for a missing or blank title and link", async () => {
    const api = await setup();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ link: barista.link }, ['body.vacancy.title']],
      [{ title: '   ', link: barista.link }, ['body.vacancy.title']],
      [{ title: 'Бариста' }, ['body.vacancy.link']],
      [{ title: '', link: '' }, ['body.vacancy.link', 'body.vacancy.title']],
    ];
    for (const [vacancy, fields] of cases) {
      const res = await api.create({ uuidPartner: api.partner.uuid, vacancy });
      expect(res.status, JSON.stringify(vacancy)).toBe(400);
      expect(res.body.fields?.map((f) => f.field).sort(), JSON.stringify(vacancy)).toEqual(fields);
      for (const f of res.body.fields ?? []) expect(f.message).toBe(m.required);
    }
    expect(await t.database.db.select().from(vacancies)).toEqual([]);
  });

  it("answers 400 'Неверный формат' for a link that is not an absolute http(s) URL", async () => {
    const api = await setup();
    for (const link of ['hh.ru/vacancy/1', 'ftp://hh.ru/vacancy/1', 'javascript:alert(1)', 'https://']) {
      const res = await api.create({ uuidPartner: api.partner.uuid, vacancy: { ...barista, link } });
      expect(res.status, link).toBe(400);
      expect(res.body.fields, link).toEqual([{ field: 'body.vacancy.link', message: m.link }]);
    }
    expect(m.link).toBe('Неверный формат');
    expect(await t.database.db.select().from(vacancies)).toEqual([]);
  });

  it('answers 404 for an unknown partner, 400 for a malformed one, 401 without a token', async () => {
    const api = await setup();
    const unknown = await api.create({ uuidPartner: unknownUuid, vacancy: barista });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'not_found', message: partnerMessages.notFound });
    const malformed = await api.create({ uuidPartner: '42', vacancy: barista });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields?.map((f) => f.field)).toEqual(['body.uuidPartner']);
    expect((await api.create({ uuidPartner: api.partner.uuid, vacancy: barista }, null)).status).toBe(401);
    expect(await t.database.db.select().from(vacancies)).toEqual([]);
  });
});

describe('GET /v1/vacancies/{uuidPartner}', () => {
  it("lists only this partner's vacancies; an empty list when it has none", async () => {
    const api = await setup();
    const other = await makePartner(t, null);
    const own = await api.create({ uuidPartner: api.partner.uuid, vacancy: barista });
    await api.create({ uuidPartner: other.uuid, vacancy: courier });
    expect((await api.list()).body).toEqual([own.body]);
    const bare = await makePartner(t, null);
    const empty = await api.list(bare.uuid);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
  });

  it('answers 404 for an unknown partner, 400 for a malformed id, 401 without a token', async () => {
    const api = await setup();
    const unknown = await api.list(unknownUuid);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'not_found', message: partnerMessages.notFound });
    const malformed = await api.list('42');
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields?.map((f) => f.field)).toEqual(['params.uuidPartner']);
    expect((await api.list(api.partner.uuid, null)).status).toBe(401);
  });
});

describe('PUT /v1/vacancies/{uuidVacancy}', () => {
  it('saves the new title, link and description and records the change', async () => {
    const api = await setup();
    const { body: created } = await api.create({ uuidPartner: api.partner.uuid, vacancy: barista });
    const res = await api.update(created.uuidVacancy, { title: 'Старший бариста', link: 'https://hh.ru/vacancy/456', description: '' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ uuidVacancy: created.uuidVacancy, title: 'Старший бариста', link: 'https://hh.ru/vacancy/456', description: '' });
    expect((await api.list()).body).toEqual([res.body]);
    const [entry] = await auditOf(created.uuidVacancy, 'vacancy.update');
    expect(entry.before).toMatchObject({ title: 'Бариста', link: barista.link });
    expect(entry.after).toMatchObject({ title: 'Старший бариста', link: 'https://hh.ru/vacancy/456' });
  });

  it('answers 400 naming the field for a missing title or a bad link, and keeps the vacancy', async () => {
    const api = await setup();
    const { body: created } = await api.create({ uuidPartner: api.partner.uuid, vacancy: barista });
    const noTitle = await api.update(created.uuidVacancy, { link: barista.link });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.fields).toEqual([{ field: 'body.title', message: m.required }]);
    const badLink = await api.update(created.uuidVacancy, { title: 'Бариста', link: 'www.hh.ru' });
    expect(badLink.status).toBe(400);
    expect(badLink.body.fields).toEqual([{ field: 'body.link', message: m.link }]);
    expect((await api.list()).body).toEqual([created]);
  });

  it('answers 404 for an unknown vacancy, 400 for a malformed id, 401 without a token', async () => {
    const api = await setup();
    const unknown = await api.update(unknownUuid, courier);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'not_found', message: m.notFound });
    const malformed = await api.update('42', courier);
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields?.map((f) => f.field)).toEqual(['params.uuidVacancy']);
    const { body: created } = await api.create({ uuidPartner: api.partner.uuid, vacancy: barista });
    expect((await api.update(created.uuidVacancy, courier, null)).status).toBe(401);
    expect((await api.list()).body).toEqual([created]);
  });
});

describe('DELETE /v1/vacancies/{uuidVacancy}', () => {
  it('deletes the vacancy and records it', async () => {
    const api = await setup();
    const { body: kept } = await api.create({ uuidPartner: api.partner.uuid, vacancy: courier });
    const { body: gone } = await api.create({ uuidPartner: api.partner.uuid, vacancy: barista });
    const res = await api.remove(gone.uuidVacancy);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await api.list()).body).toEqual([kept]);
    const [entry] = await auditOf(gone.uuidVacancy, 'vacancy.delete');
    expect(entry).toMatchObject({ actorUuid: api.user.uuid, after: null });
    expect(entry.before).toMatchObject({ title: 'Бариста' });
  });

  it('answers 404 for an unknown or already deleted vacancy, 400 for a malformed id, 401 without a token', async () => {
    const api = await setup();
    const { body: created } = await api.create({ uuidPartner: api.partner.uuid, vacancy: barista });
    expect((await api.remove(created.uuidVacancy, null)).status).toBe(401);
    expect((await api.remove(created.uuidVacancy)).status).toBe(200);
    const again = await api.remove(created.uuidVacancy);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ code: 'not_found', message: m.notFound });
    const malformed = await api.remove('42');
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields?.map((f) => f.field)).toEqual(['params.uuidVacancy']);
  });
});
