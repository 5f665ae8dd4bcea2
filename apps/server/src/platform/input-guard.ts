import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appApiKeyHeader, findInputFault, messages, pagingHeaders } from '@sks/contract';
import { AppError } from './errors.js';

/** Headers the platform itself reads on any route, besides those a route's schema declares. */
const platformHeaders = [pagingHeaders.accessToken, appApiKeyHeader, 'user-agent'];

/**
 * The headers a route reads: those its schema declares and the platform's own. Other headers
 * (cookies of other sites on the same host, say) are not the API's input and are left alone:
 * Node decodes header bytes as Latin-1, so a UTF-8 value there would look like C1 controls.
 */
function readHeaders(req: FastifyRequest): Record<string, unknown> {
  const declared = (req.routeOptions.schema?.headers as { shape?: Record<string, unknown> } | undefined)?.shape;
  const names = [...platformHeaders, ...Object.keys(declared ?? {})];
  return Object.fromEntries(names.filter((n) => req.headers[n] !== undefined).map((n) => [n, req.headers[n]]));
}

function assertClean(part: string, value: unknown): void {
  const fault = findInputFault(value);
  if (!fault) return;
  const field = [part, ...fault.path].join('.');
  throw new AppError(400, 'validation', messages.api.badRequest, {}, [{ field, message: fault.message }]);
}

/**
 * The contract's input rule (`findInputFault`) applied to every request in one place: path
 * parameters, query string and the headers read as soon as the request is routed (before the
 * auth guard, which reads headers too), the body once parsed and before schema validation.
 * Registered on the root instance, so every route of every area is covered, present or future.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    assertClean('params', req.params);
    assertClean('querystring', req.query);
    assertClean('headers', readHeaders(req));
  });
  app.addHook('preValidation', async (req) => {
    assertClean('body', req.body);
  });
}
