import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messages } from '@sks/contract';

/** Serves the built console at / with history fallback; unknown /api paths stay JSON 404s. */
export async function serveWeb(app: FastifyInstance, webDist: string) {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, index: 'index.html' });
  } else {
    app.log.warn(`console build not found at ${webDist}; run "npm run build" to serve it`);
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url === '/api' || req.url.startsWith('/api/');
    if (isApi || !hasWeb || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send({ code: 'not_found', message: messages.api.notFound });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
