import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adsMessages,
  adsParamsSchema,
  adsPartnerCreateSchema,
  adsPartnerListQuerySchema,
  adsPartnerListSchema,
  adsPartnerSchema,
  adsPartnerUpdateSchema,
  adsPaths,
} from '@sks/contract';
import { errorResponses } from '../../../platform/errors.js';
import { sendPagedBody } from '../../../platform/paging.js';
import { authorOf, registryRoutes } from '../registry/routes.js';
import * as service from './service.js';

const tags = ['ads'];

export default async function adsPartnersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get(
    adsPaths.partners,
    { schema: { tags, querystring: adsPartnerListQuerySchema, response: { 200: adsPartnerListSchema, ...errorResponses(400, 401, 403) } } },
    async (req, reply) => {
      const { page, estimated } = await service.listAdsPartners(ctx, req.query);
      return sendPagedBody(reply, page, estimated);
    },
  );
  app.post(
    adsPaths.partners,
    { schema: { tags, body: adsPartnerCreateSchema, response: { 200: adsPartnerSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (req) => service.createAdsPartner(ctx, authorOf(req), req.body),
  );
  app.get(
    adsPaths.partner,
    { schema: { tags, params: adsParamsSchema, response: { 200: adsPartnerSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => service.getAdsPartner(ctx, req.params.id),
  );
  app.put(
    adsPaths.partner,
    { schema: { tags, params: adsParamsSchema, body: adsPartnerUpdateSchema, response: { 200: adsPartnerSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => service.updateAdsPartner(ctx, authorOf(req), req.params.id, req.body),
  );
  registryRoutes(fastify, {
    kind: 'partner',
    tag: 'ads',
    statusPath: adsPaths.partnerStatus,
    sendPath: adsPaths.partnerSend,
    missing: adsMessages.partnerNotFound,
    schema: adsPartnerSchema,
    load: service.getAdsPartner,
  });
}
