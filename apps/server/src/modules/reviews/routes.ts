import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, commentsCountSchema } from '@sks/contract';
import { errorResponses } from '../../platform/errors.js';
import * as repo from './repo.js';

export default async function reviewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    apiPaths.commentsCount,
    { schema: { tags: ['reviews'], response: { 200: commentsCountSchema, ...errorResponses(401) } } },
    async () => ({ countComments: await repo.countAwaitingModeration(app.ctx.db) }),
  );
}
