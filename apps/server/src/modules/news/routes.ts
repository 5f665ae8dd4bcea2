import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, newsCountSchema } from '@sks/contract';
import { errorResponses } from '../../platform/errors.js';
import * as repo from './repo.js';

export default async function newsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    apiPaths.newsCount,
    { schema: { tags: ['news'], response: { 200: newsCountSchema, ...errorResponses(401) } } },
    async () => ({ count: await repo.countAwaitingModeration(app.ctx.db) }),
  );
}
