import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  operatorCreateBodySchema,
  operatorListParamsSchema,
  operatorSchema,
  operatorUpdateBodySchema,
  uuidUserResponseSchema,
} from '@sks/contract';
import { actorOf } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors.js';
import * as operators from './service.js';

const tags = ['operators'];
const meta = (req: FastifyRequest): operators.Meta => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? null, log: req.log });

export default async function operatorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    apiPaths.operatorList,
    { schema: { tags, params: operatorListParamsSchema, response: { 200: z.array(operatorSchema), ...errorResponses(400, 401, 403, 404) } } },
    async (req) => operators.listOperators(app.ctx, req.params.uuidUniversity),
  );

  app.post(
    apiPaths.operator,
    {
      schema: {
        tags,
        summary: 'Add an operator to a university; the operator gets a link to set a password',
        body: operatorCreateBodySchema,
        response: { 200: uuidUserResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => operators.createOperator(app.ctx, actorOf(req), req.body, meta(req)),
  );

  app.put(
    apiPaths.operator,
    {
      schema: {
        tags,
        body: operatorUpdateBodySchema,
        response: { 200: uuidUserResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => operators.updateOperator(app.ctx, actorOf(req), req.body, meta(req)),
  );
}
