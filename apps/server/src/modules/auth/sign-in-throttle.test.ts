import { describe, expect, it } from 'vitest';
import { messages, type ApiError } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { makeAccount, testPassword } from '../../test/factories.js';

/** The 429 rule with a small limit; sign-in.test.ts checks the default of 10. */
const t = useTestApp({ LOGIN_MAX_FAILURES: '3' });

const attempt = (login: string, password: string, ip: string) =>
  t.call<ApiError>('POST', '/v1/auth/email', { body: { login, password, place: 'admin' }, headers: { 'x-forwarded-for': ip } });

function expectThrottled(res: { status: number; headers: Headers; body: ApiError }) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ code: 'too_many_attempts', message: messages.signIn.tooManyAttempts });
  const retryAfter = res.headers.get('retry-after');
  expect(retryAfter).toMatch(/^[1-9]\d*$/);
  expect(Number(retryAfter)).toBeLessThanOrEqual(t.config.LOGIN_WINDOW_MINUTES * 60);
}

describe('sign-in throttling (LOGIN_MAX_FAILURES=3)', () => {
  it('throttles a login after 3 failures from any addresses, in any letter case', async () => {
    const user = await makeAccount(t, { email: 'victim@example.com' });
    expect((await attempt('victim@example.com', 'Wrong-1-password', '192.0.2.1')).status).toBe(401);
    expect((await attempt('VICTIM@example.com', 'Wrong-2-password', '192.0.2.2')).status).toBe(401);
    expect((await attempt('Victim@Example.com', 'Wrong-3-password', '192.0.2.3')).status).toBe(401);
    // a fresh address, the right password: still refused, as the login itself is throttled
    expectThrottled(await attempt(user.email, testPassword, '192.0.2.4'));
  });

  it('counts an unknown login too', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('ghost@example.com', 'whatever-1', `192.0.2.${20 + i}`)).status).toBe(404);
    expectThrottled(await attempt('ghost@example.com', 'whatever-1', '192.0.2.30'));
  });

  it('throttles an address that failed with different logins, even for a correct sign-in', async () => {
    const user = await makeAccount(t);
    for (const login of ['a@example.com', 'b@example.com', 'c@example.com']) {
      expect((await attempt(login, 'whatever-1', '198.51.100.40')).status).toBe(404);
    }
    expectThrottled(await attempt(user.email, testPassword, '198.51.100.40'));
    // the account itself is fine from another address
    expect((await attempt(user.email, testPassword, '198.51.100.41')).status).toBe(200);
  });

  it('leaves a different address with a different login unaffected', async () => {
    const victim = await makeAccount(t);
    const other = await makeAccount(t);
    for (let i = 0; i < 3; i++) expect((await attempt(victim.email, 'Wrong-password', '203.0.113.50')).status).toBe(401);
    expectThrottled(await attempt(victim.email, testPassword, '203.0.113.50'));
    expect((await attempt(other.email, testPassword, '203.0.113.51')).status).toBe(200);
  });

  it('clears the counter of a login on a successful sign-in', async () => {
    const user = await makeAccount(t);
    const ip = '203.0.113.60';
    expect((await attempt(user.email, 'Wrong-password', ip)).status).toBe(401);
    expect((await attempt(user.email, 'Wrong-password', ip)).status).toBe(401);
    expect((await attempt(user.email, testPassword, ip)).status).toBe(200);
    // without the reset, the fourth failure would already be refused
    expect((await attempt(user.email, 'Wrong-password', ip)).status).toBe(401);
    expect((await attempt(user.email, 'Wrong-password', ip)).status).toBe(401);
    expect((await attempt(user.email, testPassword, ip)).status).toBe(200);
  });

  it('does not count a refused (429) attempt as a new failure window start', async () => {
    const user = await makeAccount(t);
    for (let i = 0; i < 3; i++) expect((await attempt(user.email, 'Wrong-password', '203.0.113.70')).status).toBe(401);
    const first = await attempt(user.email, testPassword, '203.0.113.70');
    const second = await attempt(user.email, testPassword, '203.0.113.70');
    expectThrottled(first);
    expectThrottled(second);
    expect(Number(second.headers.get('retry-after'))).toBeLessThanOrEqual(Number(first.headers.get('retry-after')));
  });
});
