import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  okSchema,
  promocodeAppPaths,
  promocodeAppRegisteredSchema,
  promocodeAppRegistrationSchema,
  promocodeCreateSchema,
  promocodeDeleteBodySchema,
  promocodeGetQuerySchema,
  promocodeListHeadersSchema,
  promocodePaths,
  promocodeRegistrationSchema,
  promocodeSchema,
  promocodeStatisticHeadersSchema,
  promocodeStatisticQuerySchema,
  promocodeUpdateSchema,
} from '@sks/contract';
import { actorOf } from '../../platform/auth/guard.js';
import { appRoute } from '../../platform/app-api/route-options.js';
import { errorResponses } from '../../platform/errors.js';
import { pageOf, sendPage } from '../../platform/paging.js';
import * as service from './service.js';

const tags = ['promocodes'];
const author = (req: FastifyRequest): service.Author => ({ actor: actorOf(req), ip: req.ip });

/** Registration promo codes (spec 03): superadmin and admin only, the default access of the API. */
export default async function promocodesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get(
    promocodePaths.list,
    { schema: { tags, headers: promocodeListHeadersSchema, response: { 200: z.array(promocodeSchema), ...errorResponses(400, 401, 403) } } },
    async (req, reply) => {
      const { rows, total } = await service.listPromocodes(ctx, pageOf(req.headers));
      return sendPage(reply, rows, total);
    },
  );

  app.get(
    promocodePaths.get,
    { schema: { tags, querystring: promocodeGetQuerySchema, response: { 200: promocodeSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => service.getPromocode(ctx, req.query.idPromocode),
  );

  app.post(
    promocodePaths.write,
    { schema: { tags, body: promocodeCreateSchema, response: { 200: promocodeSchema, ...errorResponses(400, 401, 403, 409) } } },
    async (req) => service.createPromocode(ctx, author(req), req.body),
  );

  app.put(
    promocodePaths.write,
    {
      schema: {
        tags,
        summary: 'Edit the end and the description; the code and the start cannot change',
        body: promocodeUpdateSchema,
        response: { 200: promocodeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => service.updatePromocode(ctx, author(req), req.body),
  );

  app.delete(
    promocodePaths.delete,
    { schema: { tags, body: promocodeDeleteBodySchema, response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => {
      await service.deletePromocodes(ctx, author(req), req.body.key);
      return { ok: true as const };
    },
  );

  app.get(
    promocodePaths.statistic,
    {
      schema: {
        tags,
        querystring: promocodeStatisticQuerySchema,
        headers: promocodeStatisticHeadersSchema,
        response: { 200: z.array(promocodeRegistrationSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const { rows, total } = await service.registrationsOf(ctx, req.query.promocode, req.headers['x-offset'], req.headers['x-limit']);
      return sendPage(reply, rows, total);
    },
  );

  app.post(
    promocodeAppPaths.registrations,
    {
      config: appRoute.config,
      schema: {
        ...appRoute.schema,
        summary: 'A student signed up with a promo code: 404 unknown code or student, 409 outside its validity or already registered',
        body: promocodeAppRegistrationSchema,
        response: { 200: promocodeAppRegisteredSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (req) => service.registerWithPromocode(ctx, req.body),
  );
}
