import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, type ApiError } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { appKey, signedIn } from '../../test/factories.js';
import { auditLog } from '../audit/schema.js';
import { apiKeys } from './schema.js';
import { clientOfKey, listApiKeys, revokeApiKeys } from './keys.js';

const t = useTestApp();
const whoami = '/app/v1/whoami';

describe('app API keys', () => {
  it('lets a live key in and records the call under the key name', async () => {
    const { headers, uuid } = await appKey(t, 'student app');
    const res = await t.call<{ name: string }>('GET', whoami, { headers });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: 'student app' });

    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'app_api'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorUuid: uuid, actorLogin: 'app:student app', action: 'app.call', entityId: '/api/app/v1/whoami' });
    expect(rows[0].after).toEqual({ method: 'GET', url: '/api/app/v1/whoami', status: 200 });
  });

  it('keeps only a hash of the key', async () => {
    const { key } = await appKey(t);
    const [row] = await t.database.db.select().from(apiKeys);
    expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.keyHash).not.toContain(key);
    expect(key.startsWith(row.prefix)).toBe(true);
  });

  it('answers 401 without a key, with a wrong key and with a revoked one', async () => {
    const { key, headers } = await appKey(t, 'old app');
    const missing = await t.call<ApiError>('GET', whoami);
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ code: 'unauthorized', message: messages.api.apiKeyMissing });

    const wrong = await t.call<ApiError>('GET', whoami, { headers: { 'x-api-key': `${key.slice(0, -2)}xx` } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(messages.api.apiKeyInvalid);

    expect(await revokeApiKeys(t.database.db, { name: 'old app' })).toBe(1);
    const revoked = await t.call<ApiError>('GET', whoami, { headers });
    expect(revoked.status).toBe(401);
    expect(revoked.body.message).toBe(messages.api.apiKeyInvalid);
    expect(await clientOfKey(t.database.db, key)).toBeNull();
    expect((await listApiKeys(t.database.db))[0].revokedAt).toBeInstanceOf(Date);
  });

  it('does not take a console token, and the console does not take a key', async () => {
    const { tokens } = await signedIn(t, 'superadmin');
    const { headers } = await appKey(t);
    const withToken = await t.call<ApiError>('GET', whoami, { token: tokens.accessToken });
    expect(withToken.status).toBe(401);

    const consoleCall = await t.call<ApiError>('GET', '/v1/comments/count', { headers });
    expect(consoleCall.status).toBe(401);
    expect(consoleCall.body.message).toBe(messages.api.unauthorized);
  });

  it('is documented under its own tag with the key scheme', async () => {
    const res = await t.call<{ paths: Record<string, { get?: { tags: string[]; security: unknown } }> }>('GET', '/docs/json');
    expect(res.status).toBe(200);
    const op = res.body.paths['/api/app/v1/whoami'].get;
    expect(op?.tags).toEqual(['app']);
    expect(op?.security).toEqual([{ appApiKey: [] }]);
  });
});
