import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCreateBodySchema, adminSchema, adminUpdateBodySchema, apiPaths, uuidUserResponseSchema } from '@sks/contract';
import { actorOf } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors.js';
import * as admins from './service.js';

const tags = ['admins'];
const superadminOnly = { access: ['superadmin'] } as const;

export default async function adminsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(apiPaths.admin, { schema: { tags, response: { 200: z.array(adminSchema), ...errorResponses(401, 403) } } }, async () =>
    admins.listAdmins(app.ctx),
  );

  app.post(
    apiPaths.admin,
    {
      config: superadminOnly,
      schema: {
        tags,
        summary: 'Add an administrator (superadmin only); they get a link to set a password',
        body: adminCreateBodySchema,
        response: { 200: uuidUserResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (req) =>
      admins.createAdmin(app.ctx, actorOf(req), req.body, { ip: req.ip, userAgent: req.headers['user-agent'] ?? null, log: req.log }),
  );

  app.put(
    apiPaths.admin,
    {
      config: superadminOnly,
      schema: {
        tags,
        summary: 'Edit an administrator (superadmin only); the e-mail does not change',
        body: adminUpdateBodySchema,
        response: { 200: uuidUserResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => admins.updateAdmin(app.ctx, actorOf(req), req.body, req.ip),
  );
}
