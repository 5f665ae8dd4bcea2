import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  logoutBodySchema,
  okSchema,
  refreshBodySchema,
  resetBodySchema,
  resetRequestBodySchema,
  meSchema,
  signInBodySchema,
  signInResponseSchema,
  tokenPairSchema,
} from '@sks/contract';
import { actorOf } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors.js';
import { resetRequestRateLimit } from '../../platform/rate-limit/index.js';
import * as auth from './service.js';

const meta = (req: FastifyRequest): auth.RequestMeta => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? null });
const publicRoute = { access: 'public' } as const;
const tags = ['auth'];

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    apiPaths.signIn,
    {
      config: publicRoute,
      schema: { tags, security: [], body: signInBodySchema, response: { 200: signInResponseSchema, ...errorResponses(400, 401, 403, 404, 429) } },
    },
    async (req) => ({ tokens: await auth.signIn(app.ctx, req.body, meta(req)) }),
  );

  app.put(
    apiPaths.refresh,
    { config: publicRoute, schema: { tags, security: [], body: refreshBodySchema, response: { 200: tokenPairSchema, ...errorResponses(400, 401) } } },
    async (req) => auth.refresh(app.ctx, req.body.refreshToken, meta(req)),
  );

  app.post(
    apiPaths.logout,
    { config: publicRoute, schema: { tags, body: logoutBodySchema, response: { 200: okSchema, ...errorResponses(400, 401) } } },
    async (req) => {
      const accessToken = req.headers['x-access-token'];
      await auth.logout(app.ctx, { refreshToken: req.body?.refreshToken, accessToken: typeof accessToken === 'string' ? accessToken : undefined }, meta(req));
      return { ok: true as const };
    },
  );

  app.get(apiPaths.me, { schema: { tags, response: { 200: meSchema, ...errorResponses(401, 403) } } }, async (req) =>
    auth.currentAccount(app.ctx, actorOf(req)),
  );

  app.post(
    apiPaths.resetRequest,
    {
      config: { ...publicRoute, rateLimit: resetRequestRateLimit },
      schema: { tags, security: [], body: resetRequestBodySchema, response: { 200: okSchema, ...errorResponses(400, 429) } },
      onResponse: async () => auth.wakePasswordResetWorker(app.ctx),
    },
    async (req) => {
      await auth.requestPasswordReset(app.ctx, req.body.login, meta(req));
      return { ok: true as const };
    },
  );

  app.post(
    apiPaths.reset,
    { config: publicRoute, schema: { tags, security: [], body: resetBodySchema, response: { 200: okSchema, ...errorResponses(400) } } },
    async (req) => {
      await auth.resetPassword(app.ctx, req.body.token, req.body.password, meta(req));
      return { ok: true as const };
    },
  );
}
