import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { adminRoles, messages, type Role } from '@sks/contract';
import { AppError } from '../errors.js';
import { verifyAccessToken } from './tokens.js';
import { sessions, users } from '../../modules/auth/schema.js';

export type Actor = { uuid: string; sessionId: string; login: string; name: string; surname: string; role: Role };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'public' for calls without a token; otherwise the roles allowed (default: the admin roles). */
    access?: 'public' | readonly Role[];
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

const unauthorized = (message: string = messages.api.tokenInvalid) => new AppError(401, 'unauthorized', message);

/** The signed-in account of a request; routes behind the guard always have one. */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.actor) throw unauthorized(messages.api.unauthorized);
  return req.actor;
}

/**
 * Registered in the /api scope: every route there needs a valid access token unless it says `access: 'public'`.
 * The session and account are checked on each call, so sign-out and blocking take effect at once.
 */
export const authGuard = fp(async (app: FastifyInstance) => {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config.access;
    if (access === 'public') return;
    const token = req.headers['x-access-token'];
    if (typeof token !== 'string' || !token) throw unauthorized(messages.api.unauthorized);
    const claims = await verifyAccessToken(token, app.ctx.jwtSecret);
    if (!claims) throw unauthorized();
    const [row] = await app.ctx.db
      .select({ status: users.status, role: users.role, revokedAt: sessions.revokedAt })
      .from(sessions)
      .innerJoin(users, eq(users.uuid, sessions.userUuid))
      .where(eq(sessions.id, claims.sid))
      .limit(1);
    if (!row || row.revokedAt || row.status !== 'active') throw unauthorized();
    const allowed = access ?? adminRoles;
    if (!allowed.includes(row.role)) throw new AppError(403, 'forbidden', messages.api.forbidden);
    req.actor = { uuid: claims.sub, sessionId: claims.sid, login: claims.login, name: claims.name, surname: claims.surname, role: row.role };
  });
});
