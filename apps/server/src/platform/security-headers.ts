import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers on every answer. They follow from the options alone, never from the request,
 * so helmet runs once at start-up and every answer gets the headers it set then. (The Fastify
 * plugin runs helmet anew on each request, parsing the policy's directives every time: some 3 %
 * of a cheap list call's server CPU in a profile.) A directive that changes per request (a nonce,
 * a function) would be evaluated once here, against no request: such a policy needs helmet per request.
 */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
