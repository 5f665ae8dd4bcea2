import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adsContractCreateSchema,
  adsContractListQuerySchema,
  adsContractListSchema,
  adsContractRefListSchema,
  adsContractRefQuerySchema,
  adsContractSchema,
  adsContractUpdateSchema,
  adsMessages,
  adsParamsSchema,
  adsPaths,
} from '@sks/contract';
import { errorResponses } from '../../../platform/errors.js';
import { sendPagedBody } from '../../../platform/paging.js';
import { authorOf, registryRoutes } from '../registry/routes.js';
import * as service from './service.js';

const tags = ['ads'];

export default async function adsContractsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get(
    adsPaths.contracts,
    { schema: { tags, querystring: adsContractListQuerySchema, response: { 200: adsContractListSchema, ...errorResponses(400, 401, 403) } } },
    async (req, reply) => {
      const { page, estimated } = await service.listAdsContracts(ctx, req.query);
      return sendPagedBody(reply, page, estimated);
    },
  );
  app.post(
    adsPaths.contracts,
    { schema: { tags, body: adsContractCreateSchema, response: { 200: adsContractSchema, ...errorResponses(400, 401, 403) } } },
    async (req) => service.createAdsContract(ctx, authorOf(req), req.body),
  );
  app.get(
    adsPaths.contract,
    { schema: { tags, params: adsParamsSchema, response: { 200: adsContractSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => service.getAdsContract(ctx, req.params.id),
  );
  app.put(
    adsPaths.contract,
    { schema: { tags, params: adsParamsSchema, body: adsContractUpdateSchema, response: { 200: adsContractSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => service.updateAdsContract(ctx, authorOf(req), req.params.id, req.body),
  );
  app.get(
    adsPaths.partnerContracts,
    {
      schema: {
        tags,
        params: adsParamsSchema,
        querystring: adsContractRefQuerySchema,
        response: { 200: adsContractRefListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => service.contractsOfPartner(ctx, req.params.id, req.query),
  );
  registryRoutes(fastify, {
    kind: 'contract',
    tag: 'ads',
    statusPath: adsPaths.contractStatus,
    sendPath: adsPaths.contractSend,
    missing: adsMessages.contractNotFound,
    schema: adsContractSchema,
    load: service.getAdsContract,
  });
}
