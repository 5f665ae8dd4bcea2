import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { useTestApp } from '../../test/harness.js';
import { rateLimits } from './schema.js';
import { freshAddress, rateLimitCases, rateLimitTestEnv } from './rate-limit-cases.js';

/** With REDIS_URL the limits are counted in Redis (TEST_REDIS_URL, by default the local server). */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const t = useTestApp({ ...rateLimitTestEnv, REDIS_URL: redisUrl });
const redis = new Redis(redisUrl);
afterAll(() => redis.quit());

describe('rate limits in Redis', () => {
  rateLimitCases(t);

  it('counts in Redis, not in the database', async () => {
    const ip = freshAddress();
    const res = await t.call('POST', '/v1/auth/password/reset-request', { body: { login: 'a@example.com' }, headers: { 'x-forwarded-for': ip } });
    expect(res.status).toBe(200);
    const keys = await redis.keys(`sks-rate-limit:*${ip.split('::')[0]}*`);
    expect(keys).toHaveLength(1);
    expect(await redis.get(keys[0])).toBe('1');
    expect(await t.database.db.select().from(rateLimits)).toEqual([]);
  });
});
