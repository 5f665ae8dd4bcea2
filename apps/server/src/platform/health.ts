import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, messages } from '@sks/contract';
import { AppError } from './errors.js';

const statusSchema = z.object({ status: z.literal('ok') });

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const hide = { hide: true, security: [] };
  app.get(apiPaths.health, { config: { access: 'public' }, schema: { ...hide, response: { 200: statusSchema } } }, async () => ({
    status: 'ok' as const,
  }));
  app.get(apiPaths.ready, { config: { access: 'public' }, schema: { ...hide, response: { 200: statusSchema } } }, async (req) => {
    try {
      await app.ctx.database.ping();
    } catch (err) {
      req.log.warn({ err }, 'database not ready');
      throw new AppError(503, 'not_ready', messages.api.databaseUnavailable);
    }
    return { status: 'ok' as const };
  });
}
