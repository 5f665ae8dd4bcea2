import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import { messages } from '@sks/contract';

/** Vite names every file under assets/ by its content hash, so a cached copy never goes stale. */
const hashedAssets = `${path.sep}assets${path.sep}`;
export const cacheControl = {
  hashed: 'public, max-age=31536000, immutable',
  /** index.html names the current hashes: always revalidated so a deploy is seen at once. */
  other: 'no-cache',
} as const;

function setCacheControl(res: SetHeadersResponse, file: string) {
  res.setHeader('cache-control', file.includes(hashedAssets) ? cacheControl.hashed : cacheControl.other);
}

/**
 * Serves the built console at / with history fallback; unknown /api paths stay JSON 404s.
 * The build writes brotli and gzip copies beside each file (apps/web/build/precompress.ts),
 * sent as they are to a browser that accepts them.
 */
export async function serveWeb(app: FastifyInstance, webDist: string) {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: 'index.html',
      preCompressed: true,
      cacheControl: false,
      setHeaders: setCacheControl,
    });
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
