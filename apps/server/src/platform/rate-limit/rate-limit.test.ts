import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { rateLimits } from './schema.js';
import { deleteEndedWindows } from './repo.js';
import { freshAddress, rateLimitCases, rateLimitTestEnv } from './rate-limit-cases.js';

/** Without REDIS_URL the limits are counted in the database (table rate_limits). */
const t = useTestApp(rateLimitTestEnv);

describe('rate limits in the database', () => {
  rateLimitCases(t);

  it('starts a new window once the old one has ended, and the sweep drops ended windows', async () => {
    const ip = freshAddress();
    const reset = () => t.call('POST', '/v1/auth/password/reset-request', { body: { login: 'a@example.com' }, headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 3; i++) expect((await reset()).status).toBe(200);
    expect((await reset()).status).toBe(429);
    await t.database.db.update(rateLimits).set({ resetAt: new Date(Date.now() - 1000) });
    expect((await reset()).status).toBe(200);
    const rows = await t.database.db.select().from(rateLimits);
    expect(rows.map((r) => r.hits)).toEqual([1]);

    await t.database.db.update(rateLimits).set({ resetAt: new Date(Date.now() - 1000) });
    expect(await deleteEndedWindows(t.database.db)).toBe(1);
    expect(await t.database.db.select().from(rateLimits)).toEqual([]);
  });

  it('counts parallel requests exactly', async () => {
    const ip = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => t.call('POST', '/v1/auth/password/reset-request', { body: { login: 'a@example.com' }, headers: { 'x-forwarded-for': ip } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(9);
  });
});
