import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  okSchema,
  vacancyCreateBodySchema,
  vacancyInputSchema,
  vacancyParamsSchema,
  vacancyPartnerParamsSchema,
  vacancySchema,
} from '@sks/contract';
import { actorOf } from '../../../platform/auth/guard.js';
import { errorResponses } from '../../../platform/errors.js';
import * as vacancies from './service.js';

const tags = ['partners'];
const author = (req: FastifyRequest): vacancies.Author => ({ actor: actorOf(req), ip: req.ip });

export default async function vacanciesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  // GET /v1/vacancies/:uuidPartner and PUT/DELETE /v1/vacancies/:uuidVacancy share a path shape;
  // find-my-way keeps one tree per method, so the two parameter names do not clash.
  app.get(
    apiPaths.partnerVacancies,
    {
      schema: {
        tags,
        summary: "A partner's vacancies, in the order they were created",
        params: vacancyPartnerParamsSchema,
        response: { 200: z.array(vacancySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => vacancies.listVacancies(ctx, req.params.uuidPartner),
  );

  app.post(
    apiPaths.vacancies,
    { schema: { tags, body: vacancyCreateBodySchema, response: { 200: vacancySchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => vacancies.createVacancy(ctx, author(req), req.body.uuidPartner, req.body.vacancy),
  );

  app.put(
    apiPaths.vacancy,
    {
      schema: {
        tags,
        params: vacancyParamsSchema,
        body: vacancyInputSchema,
        response: { 200: vacancySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => vacancies.updateVacancy(ctx, author(req), req.params.uuidVacancy, req.body),
  );

  app.delete(
    apiPaths.vacancy,
    { schema: { tags, params: vacancyParamsSchema, response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => {
      await vacancies.deleteVacancy(ctx, author(req), req.params.uuidVacancy);
      return { ok: true as const };
    },
  );
}
