import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, promocodeAppPaths, promocodeMessages as m, type ApiError, type Promocode } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { appKey, signedIn } from '../../test/factories.js';
import { revokeApiKeys } from '../../platform/app-api/keys.js';
import { promocodeRegistrations } from './schema.js';
import { makeCity, makePromocode, makeStudent, promocodeApi, register } from './fixtures.js';

const t = useTestApp();
const day = 86_400_000;

describe('POST /app/v1/promocode-registrations', () => {
  it('registers a student with a valid code (any case) and the console counts and lists it', async () => {
    const { headers } = await appKey(t);
    const code = await makePromocode(t, { promocode: 'Fresh' });
    const student = await makeStudent(t, await makeCity(t, 'Омск'), { surname: 'Новикова' });
    const res = await register(t, headers, { promocode: 'fRESH', uuidStudent: student.uuid, login: '79991112233' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ idPromocode: code.id, promocode: 'Fresh', uuidStudent: student.uuid });

    const api = await promocodeApi(t);
    expect((await api.get(code.id)).body.statcount).toBe(1);
    const stat = await api.statistic('Fresh');
    expect(stat.body).toEqual([expect.objectContaining({ surname: 'Новикова', nameCityPromo: 'Омск', login: '79991112233' })]);
  });

  it('answers 404 for an unknown code or student and 409 outside the validity or for a second sign-up', async () => {
    const { headers } = await appKey(t);
    const city = await makeCity(t, 'Омск');
    const student = await makeStudent(t, city);
    await makePromocode(t, { promocode: 'NOW' });
    await makePromocode(t, { promocode: 'PAST', startDate: new Date(Date.now() - 30 * day), expirationDate: new Date(Date.now() - day) });
    await makePromocode(t, { promocode: 'SOON', startDate: new Date(Date.now() + day), expirationDate: new Date(Date.now() + 30 * day) });

    const unknown = await register(t, headers, { promocode: 'NONE', uuidStudent: student.uuid });
    expect(unknown.status).toBe(404);
    expect((unknown.body as ApiError).message).toBe(m.notFound);
    const nobody = await register(t, headers, { promocode: 'NOW', uuidStudent: '00000000-0000-4000-8000-000000000000' });
    expect(nobody.status).toBe(404);
    expect((nobody.body as ApiError).message).toBe(m.studentNotFound);
    for (const promocode of ['PAST', 'SOON']) {
      const res = await register(t, headers, { promocode, uuidStudent: student.uuid });
      expect(res.status, promocode).toBe(409);
      expect((res.body as ApiError).message).toBe(m.notValidNow);
    }
    expect((await register(t, headers, { promocode: 'NOW', uuidStudent: student.uuid })).status).toBe(200);
    const again = await register(t, headers, { promocode: 'now', uuidStudent: student.uuid });
    expect(again.status).toBe(409);
    expect((again.body as ApiError).message).toBe(m.alreadyRegistered);
    expect((await register(t, headers, { promocode: 'NOW', uuidStudent: 'nope' })).status).toBe(400);
    expect((await register(t, headers, { uuidStudent: student.uuid })).status).toBe(400);
  });

  it('keeps statcount exact under 50 parallel registrations, each student counted once', async () => {
    const { headers } = await appKey(t);
    const code = await makePromocode(t, { promocode: 'RUSH' });
    const city = await makeCity(t, 'Пермь');
    const students = [];
    for (let i = 0; i < 50; i++) students.push(await makeStudent(t, city));
    const calls = students.map((s) => register(t, headers, { promocode: 'RUSH', uuidStudent: s.uuid }));
    // The first student twice more: only one of its three calls may count.
    calls.push(register(t, headers, { promocode: 'rush', uuidStudent: students[0].uuid }), register(t, headers, { promocode: 'RUSH', uuidStudent: students[0].uuid }));
    const statuses = (await Promise.all(calls)).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    const api = await promocodeApi(t);
    expect((await api.get(code.id)).body.statcount).toBe(50);
    expect((await api.list()).body.find((r: Promocode) => r.idPromocode === code.id)?.statcount).toBe(50);
    expect(await t.database.db.select().from(promocodeRegistrations).where(eq(promocodeRegistrations.idPromocode, code.id))).toHaveLength(50);
  });

  it('refuses a missing, wrong or revoked key and a console token', async () => {
    const student = await makeStudent(t, await makeCity(t, 'Омск'));
    await makePromocode(t, { promocode: 'KEY' });
    const body = { promocode: 'KEY', uuidStudent: student.uuid };
    const { key, headers } = await appKey(t, 'old app');

    const missing = await register(t, {}, body);
    expect(missing.status).toBe(401);
    expect((missing.body as ApiError).message).toBe(messages.api.apiKeyMissing);
    const wrong = await register(t, { 'x-api-key': `${key.slice(0, -2)}xx` }, body);
    expect(wrong.status).toBe(401);
    expect((wrong.body as ApiError).message).toBe(messages.api.apiKeyInvalid);
    await revokeApiKeys(t.database.db, { name: 'old app' });
    expect((await register(t, headers, body)).status).toBe(401);
    const { tokens } = await signedIn(t, 'superadmin');
    expect((await t.call('POST', promocodeAppPaths.registrations, { token: tokens.accessToken, body })).status).toBe(401);
    // And a key does not open the console's calls.
    const live = await appKey(t);
    expect((await t.call('GET', '/v1/promocode/list', { headers: live.headers })).status).toBe(401);
    expect(await t.database.db.select().from(promocodeRegistrations)).toHaveLength(0);
  });

  it('is documented under the app tag with an example', async () => {
    const res = await t.call<{ paths: Record<string, { post?: { tags: string[]; security: unknown; requestBody: { content: Record<string, { schema: { example?: unknown } }> } } }> }>('GET', '/docs/json');
    const op = res.body.paths[`/api${promocodeAppPaths.registrations}`].post;
    expect(op?.tags).toEqual(['app']);
    expect(op?.security).toEqual([{ appApiKey: [] }]);
    expect(op?.requestBody.content['application/json'].schema.example).toMatchObject({ promocode: 'STUDENT2026' });
  });
});
