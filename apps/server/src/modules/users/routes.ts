import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, userStatusBodySchema, userStatusResponseSchema } from '@sks/contract';
import { actorOf } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors.js';
import { setUserStatus } from './service.js';

export default async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.put(
    apiPaths.userStatus,
    {
      schema: {
        tags: ['users'],
        summary: 'Block or unblock an operator or an administrator',
        body: userStatusBodySchema,
        response: { 200: userStatusResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => setUserStatus(app.ctx, actorOf(req), req.body, req.ip),
  );
}
