import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { adminRoles, appApiKeyHeader, messages, type Role } from '@sks/contract';
import { AppError } from '../errors.js';
import { recordAudit } from '../audit/audit.js';
import { clientOfKey, type AppClient } from '../app-api/keys.js';
import { cachedTokenVerifier } from './tokens.js';

export type Actor = { uuid: string; sessionId: string; login: string; name: string; surname: string; role: Role };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'public' for calls without a token; 'app' for the app API (an API key, never a console
     * token); otherwise the console roles allowed (default: the admin roles).
     */
    access?: 'public' | 'app' | readonly Role[];
  }
  interface FastifyRequest {
    actor: Actor | null;
    appClient: AppClient | null;
  }
}

const unauthorized = (message: string = messages.api.tokenInvalid) => new AppError(401, 'unauthorized', message);

/** The signed-in account of a request; routes behind the guard always have one. */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.actor) throw unauthorized(messages.api.unauthorized);
  return req.actor;
}

/** The API key's client of an app API request. */
export function appClientOf(req: FastifyRequest): AppClient {
  if (!req.appClient) throw unauthorized(messages.api.apiKeyMissing);
  return req.appClient;
}

/**
 * Registered in the /api scope: every route there needs a valid access token unless it says
 * `access: 'public'` or `'app'`. The session and account are checked on each call (remembered
 * for SESSION_CHECK_CACHE_SECONDS): sign-out and blocking take effect at once on this instance,
 * within that time on the others. App API calls need a live key and are each recorded in the
 * audit log under the key's name.
 */
export const authGuard = fp(async (app: FastifyInstance) => {
  const verifyToken = cachedTokenVerifier(app.ctx.jwtSecret);
  app.decorateRequest('actor', null);
  app.decorateRequest('appClient', null);
  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config.access;
    if (access === 'public') return;
    if (access === 'app') {
      const key = req.headers[appApiKeyHeader];
      if (typeof key !== 'string' || !key) throw unauthorized(messages.api.apiKeyMissing);
      req.appClient = await clientOfKey(app.ctx.db, key);
      if (!req.appClient) throw unauthorized(messages.api.apiKeyInvalid);
      return;
    }
    const token = req.headers['x-access-token'];
    if (typeof token !== 'string' || !token) throw unauthorized(messages.api.unauthorized);
    const claims = await verifyToken(token);
    if (!claims) throw unauthorized();
    const session = await app.ctx.sessionCheck.state(claims.sid);
    if (!session?.live) throw unauthorized();
    const allowed = access ?? adminRoles;
    if (!allowed.includes(session.role)) throw new AppError(403, 'forbidden', messages.api.forbidden);
    req.actor = { uuid: claims.sub, sessionId: claims.sid, login: claims.login, name: claims.name, surname: claims.surname, role: session.role };
  });
  // Before the answer leaves, so that a client that reads the log after its call finds the call there.
  app.addHook('onSend', async (req, reply, payload) => {
    const client = req.appClient;
    if (!client) return payload;
    await recordAudit(app.ctx.db, {
      actor: { uuid: client.uuid, login: `app:${client.name}` },
      ip: req.ip,
      action: 'app.call',
      entity: 'app_api',
      entityId: req.routeOptions.url ?? null,
      after: { method: req.method, url: req.url, status: reply.statusCode },
    }).catch((err: unknown) => req.log.error({ err }, 'app API audit'));
    return payload;
  });
});
