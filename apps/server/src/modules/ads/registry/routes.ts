import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { adsParamsSchema } from '@sks/contract';
import { actorOf } from '../../../platform/auth/guard.js';
import { errorResponses } from '../../../platform/errors.js';
import type { AppContext } from '../../../platform/context.js';
import { enqueueSend } from '../jobs.js';
import { queueSend, refreshStatus, type Author } from './service.js';
import type { AdsKind } from './tables.js';

export const authorOf = (req: FastifyRequest): Author => ({ actor: actorOf(req), ip: req.ip });

/**
 * The two registry calls every ad entity has: GET …/status (asks the operator, stores the
 * answer) and POST …/send (queues the registration); both answer the object.
 */
export function registryRoutes(
  app: FastifyInstance,
  spec: { kind: AdsKind; tag: string; statusPath: string; sendPath: string; missing: string; schema: z.ZodType; load: (ctx: AppContext, id: string) => Promise<unknown> },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const options = { schema: { tags: [spec.tag], params: adsParamsSchema, response: { 200: spec.schema, ...errorResponses(400, 401, 403, 404, 502) } } };
  // The answer is the entity's, checked by its response schema.
  typed.get(spec.statusPath, options, async (req) => {
    await refreshStatus(app.ctx, authorOf(req), spec.kind, req.params.id, spec.missing);
    return spec.load(app.ctx, req.params.id);
  });
  typed.post(spec.sendPath, options, async (req) => {
    await queueSend(app.ctx, authorOf(req), spec.kind, req.params.id, spec.missing, enqueueSend);
    return spec.load(app.ctx, req.params.id);
  });
}
