import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { messages } from '@sks/contract';
import { AppError } from '../errors.js';
import { postgresStore } from './postgres-store.js';

/**
 * Rate limits shared by every instance: counted in Redis when REDIS_URL is set, otherwise in the
 * database (table rate_limits). Only routes whose `config.rateLimit` says so are limited. A
 * store that fails lets the request through (logged): a limit must not take the API down with it.
 */
export async function installRateLimits(app: FastifyInstance): Promise<void> {
  const { config, db } = app.ctx;
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, commandTimeout: 1_000, connectTimeout: 2_000 })
    : null;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'rate limits: redis'));
    app.addHook('onClose', async () => void (await redis.quit()));
  }
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'sks-rate-limit:' } : { store: postgresStore(db, (err) => app.log.error({ err }, 'rate limits: database')) }),
    errorResponseBuilder: (_req, context) =>
      new AppError(429, 'rate_limited', messages.api.rateLimited, { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) }),
  });
}

const configOf = (req: FastifyRequest) => req.server.ctx.config;

/** The password-reset request: RESET_RATE_LIMIT per client address per RESET_RATE_WINDOW_MINUTES. */
export const resetRequestRateLimit: RateLimitOptions = {
  max: (req) => configOf(req).RESET_RATE_LIMIT,
  timeWindow: (req) => configOf(req).RESET_RATE_WINDOW_MINUTES * 60_000,
};

/**
 * Every app API route: APP_API_RATE_LIMIT per key and client address per route per
 * APP_API_RATE_WINDOW_SECONDS (the key's guard runs first, so the client is known).
 */
export const appApiRateLimit: RateLimitOptions = {
  max: (req) => configOf(req).APP_API_RATE_LIMIT,
  timeWindow: (req) => configOf(req).APP_API_RATE_WINDOW_SECONDS * 1_000,
  keyGenerator: (req) => `${req.appClient?.uuid ?? 'no-key'}|${req.ip}`,
};
