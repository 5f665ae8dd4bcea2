import type { AppContext } from '../context.js';
import * as repo from './repo.js';

const dayMs = 86_400_000;

export type SweepResult = { tokens: number; sessions: number; loginFailures: number; photos: number; audit: number };

/**
 * Deletes what has outlived its use: expired tokens, sessions over for a day, failed sign-ins
 * older than a day, news photos never attached within a day (their files too), and audit rows
 * older than AUDIT_RETENTION_DAYS when it is set (by default the audit log is kept forever).
 */
export async function sweepExpired(ctx: AppContext, now = new Date()): Promise<SweepResult> {
  const dayAgo = new Date(now.getTime() - dayMs);
  const tokens = await repo.deleteExpiredTokens(ctx.db, now);
  const sessions = await repo.deleteEndedSessions(ctx.db, dayAgo);
  const loginFailures = await repo.deleteOldLoginFailures(ctx.db, dayAgo);
  // Rows first: a file whose row is gone is never shown, while a row without its file would be.
  const photoKeys = await repo.deleteUnattachedPhotos(ctx.db, dayAgo);
  for (const key of photoKeys) await ctx.storage.delete(key);
  const days = ctx.config.AUDIT_RETENTION_DAYS;
  const audit = days ? await repo.deleteAuditBefore(ctx.db, new Date(now.getTime() - days * dayMs)) : 0;
  return { tokens, sessions, loginFailures, photos: photoKeys.length, audit };
}
