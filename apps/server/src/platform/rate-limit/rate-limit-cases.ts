import { randomInt } from 'node:crypto';
import { expect, it } from 'vitest';
import { apiPaths, messages, type ApiError } from '@sks/contract';
import { buildApp } from '../../app.js';
import type { TestApp } from '../../test/harness.js';
import { appKey } from '../../test/factories.js';

/** Small limits for the tests of both stores. */
export const rateLimitTestEnv = { RESET_RATE_LIMIT: '3', APP_API_RATE_LIMIT: '3' };

/** A client address of its own per call (documentation range, its own /64, written as the limiter normalises it): counts never meet across runs. */
const group = () => randomInt(0x1000, 0x10000).toString(16);
export const freshAddress = () => `2001:db8:${group()}:${group()}::1`;

const whoami = '/app/v1/whoami';

function expectLimited(res: { status: number; headers: Headers; body: unknown }, windowSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ code: 'rate_limited', message: messages.api.rateLimited } satisfies ApiError);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

/** The cases every store must pass, on the test app `t` (built with rateLimitTestEnv). */
export function rateLimitCases(t: TestApp) {
  const resetRequest = (ip: string, url = t.url) =>
    fetch(`${url}/api${apiPaths.resetRequest}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ login: 'someone@example.com' }),
    }).then(async (r) => ({ status: r.status, headers: r.headers, body: (await r.json()) as unknown }));

  it('lets RESET_RATE_LIMIT reset requests through per address, then answers 429 with Retry-After', async () => {
    const ip = freshAddress();
    for (let i = 0; i < 3; i++) expect((await resetRequest(ip)).status).toBe(200);
    expectLimited(await resetRequest(ip), t.config.RESET_RATE_WINDOW_MINUTES * 60);
    expect((await resetRequest(freshAddress())).status, 'another address is not limited').toBe(200);
  });

  it('limits every app API route per key and address', async () => {
    const { headers } = await appKey(t);
    const ip = freshAddress();
    const call = (h: Record<string, string>) => t.call('GET', whoami, { headers: { ...h, 'x-forwarded-for': ip } });
    for (let i = 0; i < 3; i++) expect((await call(headers)).status).toBe(200);
    expectLimited(await call(headers), t.config.APP_API_RATE_WINDOW_SECONDS);
    expect((await call((await appKey(t, 'other app')).headers)).status, 'another key is not limited').toBe(200);
  });

  it('shares the counts between instances', async () => {
    const second = await buildApp({ config: t.config, database: t.database, mailer: { send: async () => undefined } });
    try {
      const secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
      const ip = freshAddress();
      expect((await resetRequest(ip)).status).toBe(200);
      expect((await resetRequest(ip, secondUrl)).status).toBe(200);
      expect((await resetRequest(ip)).status).toBe(200);
      expectLimited(await resetRequest(ip, secondUrl), t.config.RESET_RATE_WINDOW_MINUTES * 60);
    } finally {
      await second.close();
    }
  });
}
