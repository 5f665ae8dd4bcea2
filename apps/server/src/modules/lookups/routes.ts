import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths, categorySchema, citySchema, citySearchBodySchema, limits } from '@sks/contract';
import { errorResponses } from '../../platform/errors.js';
import * as repo from './repo.js';

const tags = ['lookups'];

export default async function lookupsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(apiPaths.cities, { schema: { tags, response: { 200: z.array(citySchema), ...errorResponses(401) } } }, () => repo.listCities(db));

  app.put(
    apiPaths.citySearch,
    { schema: { tags, body: citySearchBodySchema, response: { 200: z.array(citySchema), ...errorResponses(400, 401) } } },
    async (req) => {
      const text = req.body.nameCity;
      return text.length < limits.citySearchMinChars ? repo.listCities(db) : repo.searchCities(db, text, 50);
    },
  );

  app.get(apiPaths.categories, { schema: { tags, response: { 200: z.array(categorySchema), ...errorResponses(401) } } }, () =>
    repo.listCategories(db),
  );
}
