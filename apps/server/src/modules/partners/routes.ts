import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  discountCreateBodySchema,
  discountInputSchema,
  discountParamsSchema,
  discountSchema,
  okSchema,
  partnerCityFilterBodySchema,
  partnerCitySchema,
  partnerCreatedSchema,
  partnerCreateSchema,
  partnerListBodySchema,
  partnerListHeadersSchema,
  partnerParamsSchema,
  partnerRowSchema,
  partnerSchema,
  partnerStatusBodySchema,
  partnerUpdateSchema,
} from '@sks/contract';
import { actorOf } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors.js';
import { pageOf, sendPage } from '../../platform/paging.js';
import * as partners from './service.js';

const tags = ['partners'];
const author = (req: FastifyRequest): partners.Author => ({ actor: actorOf(req), ip: req.ip });

export default async function partnersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.put(
    apiPaths.partners,
    {
      schema: {
        tags,
        headers: partnerListHeadersSchema,
        body: partnerListBodySchema,
        response: { 200: z.array(partnerRowSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const { rows, total } = await partners.listPartners(ctx, req.body, pageOf(req.headers));
      return sendPage(reply, rows, total);
    },
  );

  app.put(
    apiPaths.partnerCities,
    { schema: { tags, body: partnerCityFilterBodySchema, response: { 200: z.array(partnerCitySchema), ...errorResponses(400, 401, 403) } } },
    async (req) => partners.filterCities(ctx, req.body.searchString),
  );

  app.post(
    apiPaths.partnerCreate,
    { schema: { tags, body: partnerCreateSchema, response: { 200: partnerCreatedSchema, ...errorResponses(400, 401, 403) } } },
    async (req) => ({ uuidPartner: await partners.createPartner(ctx, author(req), req.body) }),
  );

  app.get(
    apiPaths.partner,
    { schema: { tags, params: partnerParamsSchema, response: { 200: partnerSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => partners.getPartner(ctx, req.params.id),
  );

  app.put(
    apiPaths.partner,
    {
      schema: { tags, params: partnerParamsSchema, body: partnerUpdateSchema, response: { 200: partnerSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (req) => partners.updatePartner(ctx, author(req), req.params.id, req.body),
  );

  app.put(
    apiPaths.partnerStatus,
    {
      schema: {
        tags,
        params: partnerParamsSchema,
        body: partnerStatusBodySchema,
        response: { 200: partnerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => partners.changePartnerStatus(ctx, author(req), req.params.id, req.body),
  );

  app.post(
    apiPaths.discounts,
    {
      schema: {
        tags,
        body: discountCreateBodySchema,
        response: { 200: z.array(discountSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => partners.addDiscounts(ctx, author(req), req.body.uuidPartner, req.body.discounts),
  );

  app.put(
    apiPaths.discount,
    {
      schema: { tags, params: discountParamsSchema, body: discountInputSchema, response: { 200: discountSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (req) => partners.updateDiscount(ctx, author(req), req.params.uuidDiscount, req.body),
  );

  app.delete(
    apiPaths.discount,
    { schema: { tags, params: discountParamsSchema, response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => {
      await partners.deleteDiscount(ctx, author(req), req.params.uuidDiscount);
      return { ok: true as const };
    },
  );
}
