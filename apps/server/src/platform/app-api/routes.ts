import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appApiPaths, appWhoamiSchema } from '@sks/contract';
import { appClientOf } from '../auth/guard.js';
import { errorResponses } from '../errors.js';
import { appRoute } from './route-options.js';

/** Lets an app developer check a key before wiring the real calls. */
export default async function appApiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    appApiPaths.whoami,
    {
      config: appRoute.config,
      schema: {
        ...appRoute.schema,
        summary: 'The client the presented API key belongs to',
        response: { 200: appWhoamiSchema, ...errorResponses(401) },
      },
    },
    async (req) => ({ name: appClientOf(req).name }),
  );
}
