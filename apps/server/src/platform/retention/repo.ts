import { and, lt, isNull, isNotNull, or, sql, notExists, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginFailures, passwordResets, refreshTokens, sessions } from '../../modules/auth/schema.js';
import { newsPhotos } from '../../modules/news/schema.js';
import { auditLog } from '../audit/schema.js';

const count = (rows: unknown[]) => rows.length;

/** Refresh and password-reset tokens past their expiry: no request can use them any more. */
export async function deleteExpiredTokens(db: Db, now: Date): Promise<number> {
  const refresh = await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now)).returning({ k: refreshTokens.tokenHash });
  const resets = await db.delete(passwordResets).where(lt(passwordResets.expiresAt, now)).returning({ k: passwordResets.tokenHash });
  return count(refresh) + count(resets);
}

/**
 * Sessions over for longer than `before`: signed out (revoked), or left with no refresh token
 * (all expired and deleted), so no access token of theirs is still alive either.
 */
export async function deleteEndedSessions(db: Db, before: Date): Promise<number> {
  const noToken = notExists(db.select({ one: sql`1` }).from(refreshTokens).where(eq(refreshTokens.sessionId, sessions.id)));
  const rows = await db
    .delete(sessions)
    .where(or(and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before)), and(isNull(sessions.revokedAt), lt(sessions.createdAt, before), noToken)))
    .returning({ id: sessions.id });
  return count(rows);
}

/** Failed sign-ins older than `before`: the 429 rule counts only those of its window (minutes). */
export async function deleteOldLoginFailures(db: Db, before: Date): Promise<number> {
  return count(await db.delete(loginFailures).where(lt(loginFailures.at, before)).returning({ id: loginFailures.id }));
}

/** Cover photos uploaded for a news item that was never saved; answers their file keys to delete. */
export async function deleteUnattachedPhotos(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .delete(newsPhotos)
    .where(and(isNull(newsPhotos.uuidNews), lt(newsPhotos.createdAt, before)))
    .returning({ keyFile: newsPhotos.keyFile });
  return rows.map((r) => r.keyFile);
}

export async function deleteAuditBefore(db: Db, before: Date): Promise<number> {
  return count(await db.delete(auditLog).where(lt(auditLog.at, before)).returning({ id: auditLog.id }));
}
