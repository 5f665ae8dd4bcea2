import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  geocodeQuerySchema,
  geocodeResultSchema,
  limits,
  mapConfigSchema,
  okSchema,
  pagingHeaders,
  reverseGeocodeQuerySchema,
  reverseGeocodeResultSchema,
  salePointAddBodySchema,
  salePointCardBodySchema,
  salePointCityGroupSchema,
  salePointCityParamsSchema,
  salePointEditBodySchema,
  salePointLetterGroupSchema,
  salePointLimits,
  salePointParamsSchema,
  salePointPartnerParamsSchema,
  salePointSchema,
  salePointSearchBodySchema,
} from '@sks/contract';
import { actorOf } from '../../../platform/auth/guard.js';
import { errorResponses } from '../../../platform/errors.js';
import { sendPage } from '../../../platform/paging.js';
import * as salePoints from './service.js';

const tags = ['sale points'];
const author = (req: FastifyRequest): salePoints.Author => ({ actor: actorOf(req), ip: req.ip });

/** The card pages the cities, not the points; it has no sort. */
const cardHeadersSchema = z.object({
  [pagingHeaders.offset]: z.coerce.number().int().min(0).default(0),
  [pagingHeaders.limit]: z.coerce.number().int().min(1).max(limits.maxListLimit).default(salePointLimits.cardLimit),
});

export default async function salePointsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.put(
    apiPaths.salePointsOfCity,
    {
      schema: {
        tags,
        params: salePointCityParamsSchema,
        body: salePointSearchBodySchema,
        response: { 200: z.array(salePointLetterGroupSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => salePoints.searchInCity(ctx, req.params.uuidPartner, req.params.uuidCity, req.body),
  );

  app.put(
    apiPaths.salePointsOfPartner,
    {
      schema: {
        tags,
        params: salePointPartnerParamsSchema,
        headers: cardHeadersSchema,
        body: salePointCardBodySchema,
        response: { 200: z.array(salePointCityGroupSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const page = { offset: req.headers[pagingHeaders.offset], limit: req.headers[pagingHeaders.limit] };
      const { rows, total } = await salePoints.pointsByCity(ctx, req.params.uuidPartner, req.body, page);
      return sendPage(reply, rows, total);
    },
  );

  app.post(
    apiPaths.salePointsAdd,
    { schema: { tags, body: salePointAddBodySchema, response: { 200: z.array(salePointSchema), ...errorResponses(400, 401, 403, 404) } } },
    async (req) => salePoints.addPoints(ctx, author(req), req.body),
  );

  app.put(
    apiPaths.salePointsEdit,
    { schema: { tags, body: salePointEditBodySchema, response: { 200: z.array(salePointSchema), ...errorResponses(400, 401, 403, 404) } } },
    async (req) => salePoints.editPoints(ctx, author(req), req.body),
  );

  app.delete(
    apiPaths.salePoint,
    { schema: { tags, params: salePointParamsSchema, response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => {
      await salePoints.deletePoint(ctx, author(req), req.params.uuidSalePoint);
      return { ok: true as const };
    },
  );

  app.get(
    apiPaths.geocode,
    { schema: { tags, querystring: geocodeQuerySchema, response: { 200: geocodeResultSchema, ...errorResponses(400, 401, 403, 404, 503) } } },
    async (req) => salePoints.geocode(ctx.integrations.geocoder, req.query.address),
  );

  app.get(
    apiPaths.geocodeReverse,
    {
      schema: { tags, querystring: reverseGeocodeQuerySchema, response: { 200: reverseGeocodeResultSchema, ...errorResponses(400, 401, 403, 404, 503) } },
    },
    async (req) => salePoints.reverseGeocode(ctx.integrations.geocoder, req.query.latitude, req.query.longitude),
  );

  app.get(
    apiPaths.mapConfig,
    { schema: { tags, response: { 200: mapConfigSchema, ...errorResponses(401, 403) } } },
    async () => ({ tileUrl: ctx.config.MAP_TILE_URL, attribution: ctx.config.MAP_TILE_ATTRIBUTION }),
  );
}
