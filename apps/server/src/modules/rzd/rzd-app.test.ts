import { describe, expect, it } from 'vitest';
import { apiPath, appApiPaths, appReviewExamples, messages, rzdMessages, type ApiError, type RzdApplication } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { appKey, signedIn } from '../../test/factories.js';
import { revokeApiKeys } from '../../platform/app-api/keys.js';
import { failingFields } from '../universities/fixtures.js';
import { makeStudents, rzdApi, storedStatuses } from './fixtures.js';

const t = useTestApp();
const path = '/app/v1/rzd-applications';

async function file(headers: Record<string, string>, body: unknown) {
  return t.call<RzdApplication & ApiError>('POST', path, { headers, body });
}

describe('POST /app/v1/rzd-applications', () => {
  it('files an application at work that the console lists', async () => {
    const { students } = await makeStudents(t, [{ surname: 'Иванов', name: 'Иван', patronymic: 'Иванович' }]);
    const { headers } = await appKey(t);
    const res = await file(headers, { uuidStudent: students[0] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ full_name: 'Иванов Иван Иванович', short_name_university: 'КФУ', statusRzd: 'at_work', message: null });
    expect(res.body.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const list = await (await rzdApi(t)).list();
    expect(list.body.map((r) => r.uuid)).toEqual([res.body.uuid]);
  });

  it('is found by the name its student has now: a student renamed through the app is searched by the new name', async () => {
    const { university, students } = await makeStudents(t, [{ surname: 'Иванов', name: 'Иван', patronymic: 'Иванович' }]);
    const { headers } = await appKey(t);
    const filed = await file(headers, { uuidStudent: students[0] });
    const api = await rzdApi(t);
    const found = async (name: string) => (await api.list(`?full_name=${encodeURIComponent(name)}`)).body.map((r) => r.uuid);
    expect(await found('иванов иван')).toEqual([filed.body.uuid]);

    const renamed = { ...appReviewExamples.student, uuidUniversity: university.uuid, uuidCity: university.uuidCity, surname: 'Петрова', name: 'Анна', patronymic: 'Сергеевна' };
    const put = await t.call('PUT', apiPath(appApiPaths.student, { uuidStudent: students[0] }), { headers, body: renamed });
    expect(put.status).toBe(200);
    expect(await found('иванов')).toEqual([]);
    expect(await found('ПЕТРОВА АННА С')).toEqual([filed.body.uuid]);
    expect((await api.list()).body[0].full_name).toBe('Петрова Анна Сергеевна');
  });

  it('allows one open application per student: a second is 409 until the first is decided', async () => {
    const { students } = await makeStudents(t, [{ surname: 'Иванов', name: 'Иван' }]);
    const { headers } = await appKey(t);
    const first = await file(headers, { uuidStudent: students[0] });
    const second = await file(headers, { uuidStudent: students[0] });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'open_exists', message: rzdMessages.openExists });
    await (await rzdApi(t)).status({ key: [first.body.uuid], status: 'rejected', message: '' });
    expect((await file(headers, { uuidStudent: students[0] })).status).toBe(200);
  });

  it('keeps the rule under parallel requests: exactly one of them files', async () => {
    const { students } = await makeStudents(t, [{ surname: 'Иванов', name: 'Иван' }]);
    const { headers } = await appKey(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => file(headers, { uuidStudent: students[0] })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(Object.keys(await storedStatuses(t))).toHaveLength(1);
  });

  it('answers 404 for an unknown student and 400 naming the field for bad input', async () => {
    const { headers } = await appKey(t);
    const unknown = await file(headers, { uuidStudent: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(rzdMessages.studentNotFound);
    for (const body of [{}, { uuidStudent: 'abc' }, { uuidStudent: 7 }, { uuidStudent: null }]) {
      const res = await file(headers, body);
      expect(res.status).toBe(400);
      expect(failingFields(res.body)).toEqual(['uuidStudent']);
    }
    const broken = await t.call('POST', path, { headers: { ...headers, 'content-type': 'application/json' }, rawBody: '{"uuidStudent":' });
    expect(broken.status).toBe(400);
  });

  it('answers 401 without a key, with a wrong or revoked key, and for a console token', async () => {
    const { students } = await makeStudents(t, [{ surname: 'Иванов', name: 'Иван' }]);
    const body = { uuidStudent: students[0] };
    const missing = await file({}, body);
    expect(missing.status).toBe(401);
    expect(missing.body.message).toBe(messages.api.apiKeyMissing);
    const { key, uuid } = await appKey(t, 'old app');
    expect((await file({ 'x-api-key': `${key.slice(0, -2)}xx` }, body)).status).toBe(401);
    await revokeApiKeys(t.database.db, { uuid });
    const revoked = await file({ 'x-api-key': key }, body);
    expect(revoked.status).toBe(401);
    expect(revoked.body.message).toBe(messages.api.apiKeyInvalid);
    const { tokens } = await signedIn(t, 'superadmin');
    const consoleToken = await t.call('POST', path, { token: tokens.accessToken, body });
    expect(consoleToken.status).toBe(401);
    expect(await storedStatuses(t)).toEqual({});
  });

  it('is in the OpenAPI document under the app tag, with an example request', async () => {
    const doc = await t.call<{ paths: Record<string, Record<string, { tags: string[]; requestBody: { content: Record<string, { schema: { example?: unknown } }> } }>> }>(
      'GET',
      '/docs/json',
    );
    const op = doc.body.paths[`/api${path}`].post;
    expect(op.tags).toEqual(['app']);
    expect(op.requestBody.content['application/json'].schema.example).toEqual({ uuidStudent: expect.any(String) });
  });
});
