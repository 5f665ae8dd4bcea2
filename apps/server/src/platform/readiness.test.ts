import { describe, expect, it } from 'vitest';
import { messages, type ApiError } from '@sks/contract';
import { useTestApp } from '../test/harness.js';

/** Closes its database, so it lives in its own file. */
const t = useTestApp();

describe('readiness without a database', () => {
  it('answers /api/ready 503 once the database is gone, keeps /api/health 200, and hides the driver error', async () => {
    expect((await t.call('GET', '/ready')).status).toBe(200);

    const close = t.database.close;
    await close();
    t.database.close = async () => {}; // already closed; the harness closes it again after the file

    const ready = await t.call<ApiError>('GET', '/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ code: 'not_ready', message: expect.any(String) });

    expect((await t.call('GET', '/health')).status).toBe(200);

    const signIn = await t.call<ApiError>('POST', '/v1/auth/email', {
      body: { login: 'a@example.com', password: 'Some-Password-1', place: 'admin' },
    });
    expect(signIn.status).toBe(500);
    expect(signIn.body).toEqual({ code: 'internal', message: messages.api.internal });
  });
});
