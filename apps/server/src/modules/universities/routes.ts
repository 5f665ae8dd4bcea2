import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  innLookupResultSchema,
  innQuerySchema,
  limits,
  okSchema,
  universityCitySchema,
  universityCityFilterBodySchema,
  universityCreateBodySchema,
  universityCreatedSchema,
  universityListBodySchema,
  universityListHeadersSchema,
  universityParamsSchema,
  universitySchema,
  universityStatusBodySchema,
  universityUpdateBodySchema,
} from '@sks/contract';
import { actorOf } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors.js';
import { pageOf, sendPage } from '../../platform/paging.js';
import * as universities from './service.js';

const tags = ['universities'];
const author = (req: FastifyRequest): universities.Author => ({ actor: actorOf(req), ip: req.ip });

export default async function universitiesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.put(
    apiPaths.universities,
    {
      schema: {
        tags,
        headers: universityListHeadersSchema,
        body: universityListBodySchema,
        response: { 200: z.array(universitySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const { rows, total } = await universities.listUniversities(ctx, req.body, pageOf(req.headers));
      return sendPage(reply, rows, total);
    },
  );

  app.post(
    apiPaths.universities,
    { schema: { tags, body: universityCreateBodySchema, response: { 200: universityCreatedSchema, ...errorResponses(400, 401, 403, 409) } } },
    async (req) => ({ uuidUniver: await universities.createUniversity(ctx, author(req), req.body) }),
  );

  app.put(
    apiPaths.universityInfo,
    { schema: { tags, body: universityUpdateBodySchema, response: { 200: universitySchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (req) => universities.updateUniversity(ctx, author(req), req.body.uuidUniver, req.body),
  );

  app.put(
    apiPaths.universityStatus,
    { schema: { tags, body: universityStatusBodySchema, response: { 200: universitySchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => universities.changeUniversityStatus(ctx, author(req), req.body),
  );

  app.put(
    apiPaths.universityCities,
    {
      schema: {
        tags,
        body: universityCityFilterBodySchema,
        response: { 200: z.array(universityCitySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => universities.filterCities(ctx, req.body.searchString, limits.citySearchMinChars),
  );

  app.get(
    apiPaths.universityInn,
    { schema: { tags, querystring: innQuerySchema, response: { 200: innLookupResultSchema, ...errorResponses(400, 401, 403, 404, 502) } } },
    async (req) => universities.findByInn(ctx.integrations.inn, req.query.inn),
  );

  app.get(
    apiPaths.university,
    { schema: { tags, params: universityParamsSchema, response: { 200: universitySchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => universities.getUniversity(ctx, req.params.uuid),
  );

  app.delete(
    apiPaths.university,
    { schema: { tags, params: universityParamsSchema, response: { 200: okSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (req) => {
      await universities.deleteUniversity(ctx, author(req), req.params.uuid);
      return { ok: true as const };
    },
  );
}
