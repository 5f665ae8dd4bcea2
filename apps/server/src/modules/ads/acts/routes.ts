import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adsActCreateSchema, adsActSchema, adsActUpdateSchema, adsMessages, adsParamsSchema, adsPaths } from '@sks/contract';
import { errorResponses } from '../../../platform/errors.js';
import { authorOf, registryRoutes } from '../registry/routes.js';
import * as service from './service.js';

const tags = ['ads'];

export default async function adsActsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get(
    adsPaths.creativeActs,
    { schema: { tags, params: adsParamsSchema, response: { 200: z.array(adsActSchema), ...errorResponses(400, 401, 403, 404) } } },
    async (req) => service.actsOfCreative(ctx, req.params.id),
  );
  app.post(
    adsPaths.acts,
    { schema: { tags, body: adsActCreateSchema, response: { 200: adsActSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => service.createAdsAct(ctx, authorOf(req), req.body),
  );
  app.put(
    adsPaths.act,
    { schema: { tags, params: adsParamsSchema, body: adsActUpdateSchema, response: { 200: adsActSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => service.updateAdsAct(ctx, authorOf(req), req.params.id, req.body),
  );
  registryRoutes(fastify, {
    kind: 'act',
    tag: 'ads',
    statusPath: adsPaths.actStatus,
    sendPath: adsPaths.actSend,
    missing: adsMessages.actNotFound,
    schema: adsActSchema,
    load: service.getAdsAct,
  });
}
