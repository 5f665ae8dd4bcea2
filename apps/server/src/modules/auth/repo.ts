import { and, count, eq, gt, isNull, min, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { loginFailures, passwordResets, refreshTokens, sessions, users } from './schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.trim().toLowerCase())).limit(1);
  return row;
}

export async function findUserByUuid(db: Db, uuid: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.uuid, uuid)).limit(1);
  return row;
}

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

export async function setPasswordHash(db: Db, uuid: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.uuid, uuid));
}

export async function insertSession(db: Db, v: { userUuid: string; ip: string; userAgent: string | null }): Promise<string> {
  const [row] = await db.insert(sessions).values(v).returning({ id: sessions.id });
  return row.id;
}

/** Ends a live session; false when it was already ended (or never existed). */
export async function revokeSession(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

export async function revokeUserSessions(db: Db, userUuid: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userUuid, userUuid), isNull(sessions.revokedAt)));
}

export async function insertRefreshToken(db: Db, v: { tokenHash: string; sessionId: string; expiresAt: Date }): Promise<void> {
  await db.insert(refreshTokens).values(v);
}

/** The token with its session and account, as one row. */
export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: refreshTokens.sessionId,
      usedAt: refreshTokens.usedAt,
      expiresAt: refreshTokens.expiresAt,
      revokedAt: sessions.revokedAt,
      user: users,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.uuid, sessions.userUuid))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks a token used; false when another request used it first (then it is a reuse). */
export async function markRefreshTokenUsed(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ tokenHash: refreshTokens.tokenHash });
  return rows.length === 1;
}

/**
 * Whether a used token is the last one its session used, used less than `graceSeconds` ago: the
 * immediately previous token, presented again by a second tab racing the first.
 */
export async function isLastUsedWithin(db: Db, tokenHash: string, graceSeconds: number): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 AS ok FROM ${refreshTokens} r
    WHERE r.token_hash = ${tokenHash}
      AND r.used_at > now() - make_interval(secs => ${graceSeconds})
      AND NOT EXISTS (SELECT 1 FROM ${refreshTokens} o WHERE o.session_id = r.session_id AND o.used_at > r.used_at)`);
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}

/** Namespaces of the advisory locks that serialise the attempts of one login and of one address. */
const attemptLocks = { login: 8101, ip: 8102 } as const;

/**
 * Counts a sign-in attempt before its password is checked, if the login and the address are both
 * under `max` failures since `since`: the row is the attempt's failure until a success removes it.
 * The check and the insert happen under two transaction-scoped advisory locks (always login,
 * then address, so two attempts cannot deadlock), so parallel attempts take turns for a moment
 * and exactly `max` get through. The id of the counted row, or null when the limit is reached.
 */
export async function reserveLoginAttempt(db: Db, v: { login: string; ip: string; since: Date; max: number }): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${attemptLocks.login}, hashtext(${v.login}))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${attemptLocks.ip}, hashtext(${v.ip}))`);
    const recent = (column: typeof loginFailures.login | typeof loginFailures.ip, value: string) =>
      sql`(SELECT count(*) FROM ${loginFailures} WHERE ${column} = ${value} AND ${loginFailures.at} > ${v.since.toISOString()}::timestamptz)`;
    const result = await tx.execute(sql`
      INSERT INTO ${loginFailures} (login, ip)
      SELECT ${v.login}, ${v.ip}
      WHERE ${recent(loginFailures.login, v.login)} < ${v.max} AND ${recent(loginFailures.ip, v.ip)} < ${v.max}
      RETURNING id`);
    const [row] = (result as unknown as { rows: { id: number | string }[] }).rows;
    return row ? Number(row.id) : null;
  });
}

/** A success: the login's failures go, the attempt's own row (counted for its address too) with them. */
export async function clearLoginFailures(db: Db, login: string, attemptId: number): Promise<void> {
  await db.delete(loginFailures).where(or(eq(loginFailures.login, login), eq(loginFailures.id, attemptId)));
}

/** Failures since `since` for the login and for the address, with the oldest of each (for Retry-After). */
export async function recentLoginFailures(db: Db, login: string, ip: string, since: Date) {
  const stats = async (column: typeof loginFailures.login | typeof loginFailures.ip, value: string) => {
    const [row] = await db
      .select({ n: count(), oldest: min(loginFailures.at) })
      .from(loginFailures)
      .where(and(eq(column, value), gt(loginFailures.at, since)));
    return { n: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
  };
  return { byLogin: await stats(loginFailures.login, login), byIp: await stats(loginFailures.ip, ip) };
}

export async function insertPasswordReset(db: Db, v: { tokenHash: string; userUuid: string; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResets).values(v);
}

/** Whether a reset token is known, unused and unexpired (consumePasswordReset decides for good). */
export async function isLivePasswordReset(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ tokenHash: passwordResets.tokenHash })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
    .limit(1);
  return row !== undefined;
}

/** Uses a reset token once; the account's uuid, or undefined when it is unknown, used or expired. */
export async function consumePasswordReset(db: Db, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
    .returning({ userUuid: passwordResets.userUuid });
  return row?.userUuid;
}

export async function expireUserResets(db: Db, userUuid: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userUuid, userUuid), isNull(passwordResets.usedAt)));
}
