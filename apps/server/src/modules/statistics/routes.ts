import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, statisticsHeadersSchema, statisticsSchema } from '@sks/contract';
import { errorResponses } from '../../platform/errors.js';
import { generalStatistics } from './service.js';

export default async function statisticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    apiPaths.statistics,
    {
      schema: {
        tags: ['statistics'],
        summary: 'General counters for the period of the X-Period header (all or month)',
        headers: statisticsHeadersSchema,
        response: { 200: statisticsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => generalStatistics(app.ctx, req.headers['x-period']),
  );
}
