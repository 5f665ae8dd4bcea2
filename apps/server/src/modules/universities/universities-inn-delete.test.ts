import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { universityMessages as m } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { makeAccount } from '../../test/factories.js';
import { auditLog } from '../../platform/audit/schema.js';
import { insertSession } from '../auth/repo.js';
import { sessions, users } from '../auth/schema.js';
import { news } from '../news/schema.js';
import { knowledgeCategories } from '../knowledge/schema.js';
import { operatorToken } from '../partners/partners-api.js';
import { students, universities } from './schema.js';
import { formBody, makeCity, makeUniversity, universityApi } from './fixtures.js';

const t = useTestApp();
const unknownUuid = '00000000-0000-4000-8000-000000000000';
const inn = '7729082090';

describe('duplicate INN (POST /v1/univer, PUT /v1/univer/info)', () => {
  it('answers 409 duplicate_inn naming the other university, and creates when confirmed', async () => {
    const city = await makeCity(t, 'Москва');
    const api = await universityApi(t);
    const first = await makeUniversity(t, city, { shortName: 'МГУ', inn });

    const refused = await api.create(formBody(city, { shortName: 'МГУ-2' }));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 'duplicate_inn', message: m.duplicateInn('МГУ'), existing: { uuid: first.uuid, name: 'МГУ' } });
    expect(await t.database.db.select().from(universities)).toHaveLength(1);

    const confirmed = await api.create(formBody(city, { shortName: 'МГУ-2', confirmDuplicateInn: true }));
    expect(confirmed.status).toBe(200);
    expect((await api.card(confirmed.body.uuidUniver)).body.inn).toBe(inn);
  });

  it('does not check an empty INN', async () => {
    const city = await makeCity(t, 'Москва');
    const api = await universityApi(t);
    await makeUniversity(t, city, { inn: null });
    expect((await api.create(formBody(city, { inn: '' }))).status).toBe(200);
    expect((await api.create(formBody(city, { inn: null }))).status).toBe(200);
  });

  it('keeps a university its own INN on update, asks when another one is typed, saves it confirmed', async () => {
    const city = await makeCity(t, 'Москва');
    const api = await universityApi(t);
    const other = await makeUniversity(t, city, { shortName: 'КФУ', inn: '1655018018' });
    const { body } = await api.create(formBody(city));

    const same = await api.update({ ...formBody(city, { address: 'г. Москва, ул. Новая, д. 2' }), uuidUniver: body.uuidUniver });
    expect(same.status).toBe(200);

    const taken = { ...formBody(city, { inn: '1655018018' }), uuidUniver: body.uuidUniver };
    const refused = await api.update(taken);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'duplicate_inn', message: m.duplicateInn('КФУ'), existing: { uuid: other.uuid, name: 'КФУ' } });
    expect((await api.card(body.uuidUniver)).body.inn).toBe(inn);

    expect((await api.update({ ...taken, confirmDuplicateInn: true })).status).toBe(200);
    // Once saved, the shared INN is not asked about on the next save of other fields.
    expect((await api.update({ ...taken, address: 'г. Москва, ул. Третья, д. 3' })).status).toBe(200);
  });
});

describe('DELETE /v1/univer/{uuid}', () => {
  it('deletes a university without students with its operators, news and knowledge base, and audits it', async () => {
    const city = await makeCity(t, 'Москва');
    const api = await universityApi(t);
    const kept = await makeUniversity(t, city);
    const doomed = await makeUniversity(t, city, { shortName: 'Черновик' });
    const operator = await makeAccount(t, { role: 'operator' });
    await t.database.db.update(users).set({ uuidUniversity: doomed.uuid }).where(eq(users.uuid, operator.uuid));
    await insertSession(t.database.db, { userUuid: operator.uuid, ip: '127.0.0.1', userAgent: null });
    await t.database.db.insert(news).values({ title: 'Новость вуза', uuidUniversity: doomed.uuid, publishBegin: new Date() });
    await t.database.db.insert(knowledgeCategories).values({ name: 'Общее', uuidUniversity: doomed.uuid });

    const res = await api.remove(doomed.uuid);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await api.card(doomed.uuid)).status).toBe(404);
    expect((await api.card(kept.uuid)).status).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.uuid, operator.uuid))).toEqual([]);
    expect(await t.database.db.select().from(news).where(eq(news.uuidUniversity, doomed.uuid))).toEqual([]);
    expect(await t.database.db.select().from(knowledgeCategories).where(eq(knowledgeCategories.uuidUniversity, doomed.uuid))).toEqual([]);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userUuid, operator.uuid))).toEqual([]);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, doomed.uuid), eq(auditLog.action, 'university.delete')));
    expect(entry).toMatchObject({ entity: 'university', actorUuid: api.user.uuid, after: null });
    expect(entry.before).toMatchObject({ shortName: 'Черновик', operators: [{ uuid: operator.uuid, email: operator.email }] });
  });

  it('answers 409 for a university with students and keeps it', async () => {
    const city = await makeCity(t, 'Москва');
    const api = await universityApi(t);
    const university = await makeUniversity(t, city);
    await t.database.db.insert(students).values({ uuidUniver: university.uuid, surname: 'Студентова', name: 'Анна' });
    const res = await api.remove(university.uuid);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'has_students', message: m.hasStudents });
    expect((await api.card(university.uuid)).status).toBe(200);
  });

  it('answers 404 unknown, 400 malformed, 403 to an operator, 401 without a token', async () => {
    const city = await makeCity(t, 'Москва');
    const api = await universityApi(t);
    const university = await makeUniversity(t, city);
    expect((await api.remove(unknownUuid)).body).toEqual({ code: 'not_found', message: m.notFound });
    expect((await api.remove(unknownUuid)).status).toBe(404);
    const malformed = await api.remove('not-a-uuid');
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields?.[0].field).toBe('params.uuid');
    expect((await api.remove(university.uuid, await operatorToken(t))).status).toBe(403);
    expect((await t.call('DELETE', `/v1/univer/${university.uuid}`)).status).toBe(401);
    expect((await api.card(university.uuid)).status).toBe(200);
  });
});
