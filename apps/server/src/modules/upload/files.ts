import type { FastifyInstance } from 'fastify';
import { filesBase, messages } from '@sks/contract';
import { isPublicKey } from '../../platform/storage/storage.js';

/**
 * Serves stored files at /files/<key>, outside /api and without a token (the console shows them
 * in <img>). Keys are random and never reused, so the answer may be cached forever. Private
 * keys are not found here: their files go out only through routes that check the caller.
 */
export default async function filesRoutes(app: FastifyInstance) {
  app.get<{ Params: { '*': string } }>(`${filesBase}/*`, { schema: { hide: true } }, async (req, reply) => {
    const key = req.params['*'];
    const file = isPublicKey(key) ? await app.ctx.storage.get(key) : null;
    if (!file) return reply.status(404).send({ code: 'not_found', message: messages.api.notFound });
    reply.type(file.contentType).header('cache-control', 'public, max-age=31536000, immutable');
    if (file.size !== null) reply.header('content-length', String(file.size));
    return reply.send(file.stream);
  });
}
