import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { knowledgeMessages as m } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { signedIn } from '../../test/factories.js';
import { auditLog } from '../../platform/audit/schema.js';
import { knowledgeCategories } from './schema.js';
import {
  failingFields,
  knowledgeApi,
  makeKnowledgeCategory,
  makeKnowledgeUniversity,
  makeQuestion,
  operatorToken,
  unknownUuid,
} from './fixtures.js';

const t = useTestApp();

describe('GET /v1/knowledge/categories', () => {
  it("lists the programme's categories by name with their question counts, paged by X-Offset and X-Limit", async () => {
    const api = await knowledgeApi(t);
    const university = await makeKnowledgeUniversity(t);
    const documents = await makeKnowledgeCategory(t, { name: 'Документы' });
    await makeKnowledgeCategory(t, { name: 'Бонус РЖД' });
    await makeKnowledgeCategory(t, { name: 'Акты', uuidUniversity: university.uuid });
    await makeQuestion(t, documents.uuid);
    await makeQuestion(t, documents.uuid);

    const all = await api.categories();
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      total: 2,
      data: [
        { uuidCategory: expect.any(String), name: 'Бонус РЖД', uuidUniversity: null, shortNameUniversity: null, countQuestions: 0 },
        { uuidCategory: documents.uuid, name: 'Документы', uuidUniversity: null, shortNameUniversity: null, countQuestions: 2 },
      ],
    });
    const second = await api.categories({}, { 'x-offset': '1', 'x-limit': '1' });
    expect(second.body).toMatchObject({ total: 2, data: [{ name: 'Документы' }] });
  });

  it("lists one university's categories with uuidUniversity, and 404 for an unknown university", async () => {
    const api = await knowledgeApi(t);
    const university = await makeKnowledgeUniversity(t, 'СПбГУ');
    await makeKnowledgeCategory(t, { name: 'Программа' });
    await makeKnowledgeCategory(t, { name: 'Общежитие', uuidUniversity: university.uuid });
    const res = await api.categories({ uuidUniversity: university.uuid });
    expect(res.body).toMatchObject({ total: 1, data: [{ name: 'Общежитие', uuidUniversity: university.uuid, shortNameUniversity: 'СПбГУ' }] });
    const unknown = await api.categories({ uuidUniversity: unknownUuid });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(m.universityNotFound);
  });

  it('takes up to 9999 for the form select and refuses bad paging and ids with 400', async () => {
    const api = await knowledgeApi(t);
    expect((await api.categories({}, { 'x-limit': '9999' })).status).toBe(200);
    expect((await api.categories({}, { 'x-limit': '10000' })).status).toBe(400);
    expect((await api.categories({}, { 'x-offset': '-1' })).status).toBe(400);
    const bad = await api.categories({ uuidUniversity: 'мгу' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.[0]?.field).toBe('querystring.uuidUniversity');
  });
});

describe('POST /v1/knowledge/categories', () => {
  it("adds a programme's category, trimmed, and records it in the audit log", async () => {
    const api = await knowledgeApi(t);
    const res = await api.addCategory({ name: '  Студенческий билет  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Студенческий билет', uuidUniversity: null, countQuestions: 0 });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, res.body.uuidCategory), eq(auditLog.action, 'knowledge_category.create')));
    expect(entry).toMatchObject({ actorUuid: api.user.uuid });
  });

  it("adds a university's category, 404 for an unknown university", async () => {
    const api = await knowledgeApi(t);
    const university = await makeKnowledgeUniversity(t, 'МГТУ');
    const res = await api.addCategory({ name: 'Стипендия', uuidUniversity: university.uuid });
    expect(res.body).toMatchObject({ uuidUniversity: university.uuid, shortNameUniversity: 'МГТУ' });
    expect((await api.addCategory({ name: 'Стипендия', uuidUniversity: unknownUuid })).status).toBe(404);
  });

  it('answers 409 for a second category of the same name and owner, whatever its case', async () => {
    const api = await knowledgeApi(t);
    const university = await makeKnowledgeUniversity(t);
    expect((await api.addCategory({ name: 'Скидки' })).status).toBe(200);
    const again = await api.addCategory({ name: 'СКИДКИ' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(m.categoryExists);
    // Another owner may have the same name.
    expect((await api.addCategory({ name: 'Скидки', uuidUniversity: university.uuid })).status).toBe(200);
  });

  it('answers 400 naming the field: empty, blank or too long a name', async () => {
    const api = await knowledgeApi(t);
    for (const body of [{}, { name: '   ' }, { name: 'я'.repeat(101) }, { name: 'Акты', uuidUniversity: 'x' }]) {
      const res = await api.addCategory(body);
      expect(res.status).toBe(400);
    }
    const blank = await api.addCategory({ name: '   ' });
    expect(blank.body.fields).toEqual([{ field: 'body.name', message: m.fillAll }]);
    const long = await api.addCategory({ name: 'я'.repeat(101) });
    expect(long.body.fields).toEqual([{ field: 'body.name', message: m.tooLong(100) }]);
    expect(await t.database.db.select().from(knowledgeCategories)).toEqual([]);
  });
});

describe('GET, PUT and DELETE /v1/knowledge/categories/{uuid}', () => {
  it('reads one category with its owner and count; 404 unknown, 400 malformed', async () => {
    const api = await knowledgeApi(t);
    const university = await makeKnowledgeUniversity(t, 'НГУ');
    const category = await makeKnowledgeCategory(t, { name: 'Общежитие', uuidUniversity: university.uuid });
    await makeQuestion(t, category.uuid, { uuidUniversity: university.uuid });
    const res = await api.category(category.uuid);
    expect(res.body).toEqual({ uuidCategory: category.uuid, name: 'Общежитие', uuidUniversity: university.uuid, shortNameUniversity: 'НГУ', countQuestions: 1 });
    const missing = await api.category(unknownUuid);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(m.categoryNotFound);
    expect((await api.category('abc')).status).toBe(400);
    expect((await api.category(category.uuid, { token: await operatorToken(t) })).status).toBe(403);
  });


  it('renames a category; 404 unknown, 409 a name taken, 400 blank', async () => {
    const api = await knowledgeApi(t);
    const category = await makeKnowledgeCategory(t, { name: 'Документы' });
    await makeKnowledgeCategory(t, { name: 'Законы' });
    const res = await api.renameCategory(category.uuid, { name: 'Документы и справки' });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Документы и справки');
    expect((await api.renameCategory(unknownUuid, { name: 'Что-то' })).status).toBe(404);
    expect((await api.renameCategory(category.uuid, { name: 'законы' })).status).toBe(409);
    expect((await api.renameCategory(category.uuid, { name: '' })).body.fields).toEqual([{ field: 'body.name', message: m.fillAll }]);
    expect((await api.renameCategory('nope', { name: 'Что-то' })).status).toBe(400);
  });

  it('deletes an empty category, refuses one with questions with 409 and its Russian message', async () => {
    const api = await knowledgeApi(t);
    const empty = await makeKnowledgeCategory(t);
    const full = await makeKnowledgeCategory(t);
    await makeQuestion(t, full.uuid);
    expect((await api.deleteCategory(empty.uuid)).status).toBe(200);
    const refused = await api.deleteCategory(full.uuid);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'category_not_empty', message: m.categoryNotEmpty });
    const left = await t.database.db.select({ uuid: knowledgeCategories.uuid }).from(knowledgeCategories);
    expect(left).toEqual([{ uuid: full.uuid }]);
    expect((await api.deleteCategory(empty.uuid)).status).toBe(404);
  });
});

describe('access to the categories', () => {
  it('takes superadmin and admin; 401 without a token, 403 for an operator', async () => {
    const api = await knowledgeApi(t);
    const category = await makeKnowledgeCategory(t);
    const { tokens } = await signedIn(t, 'superadmin');
    expect((await api.categories({}, {}, { token: tokens.accessToken })).status).toBe(200);
    const operator = await operatorToken(t);
    for (const call of [
      () => api.categories({}, {}, { token: operator }),
      () => api.addCategory({ name: 'Акты' }, { token: operator }),
      () => api.renameCategory(category.uuid, { name: 'Акты' }, { token: operator }),
      () => api.deleteCategory(category.uuid, { token: operator }),
    ]) {
      expect((await call()).status).toBe(403);
    }
    expect((await api.categories({}, {}, { token: undefined })).status).toBe(401);
    expect((await api.addCategory({ name: 'Акты' }, { token: undefined })).status).toBe(401);
  });
});

describe('failing fields', () => {
  it('name every failing field of a category', async () => {
    const api = await knowledgeApi(t);
    const res = await api.addCategory({ name: '', uuidUniversity: 'x' });
    expect(failingFields(res.body)).toEqual(['name', 'uuidUniversity']);
  });
});
