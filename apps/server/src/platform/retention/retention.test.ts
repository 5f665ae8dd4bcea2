import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../test/harness.js';
import { makeAccount } from '../../test/factories.js';
import { loginFailures, passwordResets, refreshTokens, sessions } from '../../modules/auth/schema.js';
import { news, newsPhotos } from '../../modules/news/schema.js';
import { auditLog } from '../audit/schema.js';
import type { AppContext } from '../context.js';
import { sweepExpired } from './service.js';

const t = useTestApp();

const now = new Date('2026-06-15T12:00:00Z');
const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

/** One of each kind of row to keep and to delete; answers the ids that must survive. */
async function fill() {
  const user = await makeAccount(t);
  const db = t.database.db;
  const [live, signedOut, signedOutJustNow, lapsed, fresh] = await db
    .insert(sessions)
    .values([
      { userUuid: user.uuid, createdAt: ago(48) },
      { userUuid: user.uuid, createdAt: ago(72), revokedAt: ago(30) },
      { userUuid: user.uuid, createdAt: ago(72), revokedAt: ago(2) },
      { userUuid: user.uuid, createdAt: ago(24 * 40) },
      { userUuid: user.uuid, createdAt: ago(1) },
    ])
    .returning();
  await db.insert(refreshTokens).values([
    { tokenHash: 'live', sessionId: live.id, expiresAt: later(24) },
    { tokenHash: 'expired', sessionId: lapsed.id, expiresAt: ago(24) },
  ]);
  await db.insert(passwordResets).values([
    { tokenHash: 'reset-live', userUuid: user.uuid, expiresAt: later(1) },
    { tokenHash: 'reset-expired', userUuid: user.uuid, expiresAt: ago(1) },
  ]);
  await db.insert(loginFailures).values([
    { login: 'old@example.com', ip: '10.0.0.1', at: ago(25) },
    { login: 'new@example.com', ip: '10.0.0.1', at: ago(1) },
  ]);
  const [item] = await db.insert(news).values({ title: 'Новость', uuidAuthor: user.uuid } as typeof news.$inferInsert).returning();
  for (const key of ['news/orphan-old.png', 'news/orphan-new.png', 'news/attached.png']) await t.app.ctx.storage.put(key, Buffer.from('png'), 'image/png');
  await db.insert(newsPhotos).values([
    { keyFile: 'news/orphan-old.png', createdAt: ago(25) },
    { keyFile: 'news/orphan-new.png', createdAt: ago(2) },
    { keyFile: 'news/attached.png', uuidNews: item.uuid, createdAt: ago(24 * 30) },
  ]);
  await db.insert(auditLog).values([
    { action: 'old', entity: 'x', at: ago(24 * 400) },
    { action: 'recent', entity: 'x', at: ago(24 * 10) },
  ]);
  return { kept: [live.id, signedOutJustNow.id, fresh.id].sort(), gone: [signedOut.id, lapsed.id] };
}

describe('the nightly clean-up', () => {
  it('deletes expired tokens, ended sessions, old failed sign-ins and unattached photos with their files; keeps the audit log by default', async () => {
    const { kept } = await fill();
    const result = await sweepExpired(t.app.ctx, now);
    expect(result).toEqual({ tokens: 2, sessions: 2, loginFailures: 1, photos: 1, audit: 0 });

    const db = t.database.db;
    expect((await db.select({ id: sessions.id }).from(sessions)).map((s) => s.id).sort()).toEqual(kept);
    expect((await db.select().from(refreshTokens)).map((r) => r.tokenHash)).toEqual(['live']);
    expect((await db.select().from(passwordResets)).map((r) => r.tokenHash)).toEqual(['reset-live']);
    expect((await db.select().from(loginFailures)).map((r) => r.login)).toEqual(['new@example.com']);
    expect((await db.select().from(newsPhotos)).map((p) => p.keyFile).sort()).toEqual(['news/attached.png', 'news/orphan-new.png']);
    expect(await t.app.ctx.storage.get('news/orphan-old.png')).toBeNull();
    const attached = await t.app.ctx.storage.get('news/attached.png');
    attached?.stream.destroy();
    expect(attached).not.toBeNull();
    expect(await db.select().from(auditLog).where(eq(auditLog.entity, 'x'))).toHaveLength(2);

    // A second run finds nothing more.
    expect(await sweepExpired(t.app.ctx, now)).toEqual({ tokens: 0, sessions: 0, loginFailures: 0, photos: 0, audit: 0 });
  });

  it('deletes audit rows older than AUDIT_RETENTION_DAYS when it is set', async () => {
    await fill();
    const ctx: AppContext = { ...t.app.ctx, config: { ...t.app.ctx.config, AUDIT_RETENTION_DAYS: 365 } };
    expect((await sweepExpired(ctx, now)).audit).toBe(1);
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'x'))).map((a) => a.action)).toEqual(['recent']);
  });
});
