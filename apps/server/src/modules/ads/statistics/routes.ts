import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adsMessages, adsParamsSchema, adsPaths, adsStatisticCreateSchema, adsStatisticSchema, adsStatisticUpdateSchema } from '@sks/contract';
import { errorResponses } from '../../../platform/errors.js';
import { authorOf, registryRoutes } from '../registry/routes.js';
import * as service from './service.js';

const tags = ['ads'];

export default async function adsStatisticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get(
    adsPaths.creativeStatistics,
    { schema: { tags, params: adsParamsSchema, response: { 200: z.array(adsStatisticSchema), ...errorResponses(400, 401, 403, 404) } } },
    async (req) => service.statisticsOfCreative(ctx, req.params.id),
  );
  app.post(
    adsPaths.statistics,
    { schema: { tags, body: adsStatisticCreateSchema, response: { 200: adsStatisticSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (req) => service.createAdsStatistic(ctx, authorOf(req), req.body),
  );
  app.put(
    adsPaths.statistic,
    { schema: { tags, params: adsParamsSchema, body: adsStatisticUpdateSchema, response: { 200: adsStatisticSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (req) => service.updateAdsStatistic(ctx, authorOf(req), req.params.id, req.body),
  );
  registryRoutes(fastify, {
    kind: 'statistic',
    tag: 'ads',
    statusPath: adsPaths.statisticStatus,
    sendPath: adsPaths.statisticSend,
    missing: adsMessages.statisticNotFound,
    schema: adsStatisticSchema,
    load: service.getAdsStatistic,
  });
}
