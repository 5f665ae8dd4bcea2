import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adsAppPaths,
  adsCreativeActiveSchema,
  adsCreativeCreateSchema,
  adsCreativeSchema,
  adsImpressionsBodySchema,
  adsMessages,
  adsParamsSchema,
  adsPaths,
  adsUploadResponseSchema,
  imageUpload,
} from '@sks/contract';
import { actorOf } from '../../../platform/auth/guard.js';
import { errorResponses } from '../../../platform/errors.js';
import { appRoute } from '../../../platform/app-api/route-options.js';
import { multipartBody } from '../../../platform/multipart.js';
import { acceptImageUploads, readImageField } from '../../upload/image-field.js';
import { storeImage } from '../../upload/service.js';
import { authorOf, registryRoutes } from '../registry/routes.js';
import * as service from './service.js';

const tags = ['ads'];

export default async function adsCreativesRoutes(fastify: FastifyInstance) {
  // In this scope only: the banner upload takes one image, as the other image uploads do.
  await acceptImageUploads(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post(
    adsPaths.creativeUpload,
    {
      schema: {
        tags,
        summary: `Upload a banner (multipart field ${imageUpload.field}): JPEG, PNG, GIF or WebP, at most 5 MB`,
        consumes: ['multipart/form-data'],
        body: multipartBody(imageUpload.field),
        response: { 200: adsUploadResponseSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (req) => ({ urlFile: (await storeImage(ctx, actorOf(req), await readImageField(req), req.ip)).urlFile }),
  );
  app.post(
    adsPaths.creatives,
    { schema: { tags, body: adsCreativeCreateSchema, response: { 200: adsCreativeSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (req) => service.createAdsCreative(ctx, authorOf(req), req.body),
  );
  app.get(
    adsPaths.contractCreatives,
    { schema: { tags, params: adsParamsSchema, response: { 200: z.array(adsCreativeSchema), ...errorResponses(400, 401, 403, 404) } } },
    async (req) => service.creativesOfContract(ctx, req.params.id),
  );
  app.get(
    adsPaths.creative,
    { schema: { tags, params: adsParamsSchema, response: { 200: adsCreativeSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => service.getAdsCreative(ctx, req.params.id),
  );
  app.post(
    adsPaths.creativeActive,
    { schema: { tags, params: adsParamsSchema, body: adsCreativeActiveSchema, response: { 200: adsCreativeSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => service.setCreativeActive(ctx, authorOf(req), req.params.id, req.body.active),
  );
  app.post(
    adsAppPaths.impressions,
    {
      config: appRoute.config,
      schema: {
        ...appRoute.schema,
        summary: 'Count displays of a creative, by its erid (the statistics of its month take them)',
        body: adsImpressionsBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (req, reply) => {
      await service.countCreativeImpressions(ctx, req.body.erid, req.body.count);
      return reply.status(204).send(null);
    },
  );
  registryRoutes(fastify, {
    kind: 'creative',
    tag: 'ads',
    statusPath: adsPaths.creativeStatus,
    sendPath: adsPaths.creativeSend,
    missing: adsMessages.creativeNotFound,
    schema: adsCreativeSchema,
    load: service.getAdsCreative,
  });
}
