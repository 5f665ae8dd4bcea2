import { eq, sql } from 'drizzle-orm';
import type { Role } from '@sks/contract';
import type { Db } from '../db/client.js';
import { sessions, users } from '../../modules/auth/schema.js';

/** What the guard needs to know of a token's session: whether it still opens the console, and as whom. */
export type SessionState = { userUuid: string; live: boolean; role: Role };

export type SessionCheck = {
  /** The session's state, from memory when looked up less than the TTL ago; null when there is no such session. */
  state(sessionId: string): Promise<SessionState | null>;
  /** Call after a commit that ends the session, so this instance refuses it at once. */
  forgetSession(sessionId: string): void;
  /** Call after a commit that changes the account's status or ends its sessions. */
  forgetUser(userUuid: string): void;
};

/** Sessions remembered at most; the least recently used go first. */
export const sessionCheckEntries = 10_000;

type Entry = { state: SessionState | null; until: number };

/**
 * The guard's session lookup, prepared once, with a short in-process cache: a console call
 * otherwise pays a database round trip to learn that nothing changed. Revocation on this instance
 * clears the entry after its commit; another instance sees it within `ttlMs`. A lookup that was
 * under way when something was forgotten is not stored, so it cannot bring back a state older
 * than the forgetting.
 */
export function createSessionCheck(db: Db, ttlMs: number, now: () => number = Date.now): SessionCheck {
  const lookup = db
    .select({ userUuid: users.uuid, status: users.status, role: users.role, revokedAt: sessions.revokedAt })
    .from(sessions)
    .innerJoin(users, eq(users.uuid, sessions.userUuid))
    .where(eq(sessions.id, sql.placeholder('sid')))
    .limit(1)
    .prepare('session_check');
  const entries = new Map<string, Entry>();
  let forgotten = 0;

  const remember = (sessionId: string, state: SessionState | null) => {
    if (ttlMs <= 0) return;
    entries.delete(sessionId);
    if (entries.size >= sessionCheckEntries) entries.delete(entries.keys().next().value!);
    entries.set(sessionId, { state, until: now() + ttlMs });
  };

  return {
    async state(sessionId) {
      const entry = entries.get(sessionId);
      if (entry && entry.until > now()) {
        entries.delete(sessionId);
        entries.set(sessionId, entry);
        return entry.state;
      }
      const before = forgotten;
      const [row] = await lookup.execute({ sid: sessionId });
      const state = row ? { userUuid: row.userUuid, live: !row.revokedAt && row.status === 'active', role: row.role } : null;
      if (before === forgotten) remember(sessionId, state);
      return state;
    },
    forgetSession(sessionId) {
      forgotten += 1;
      entries.delete(sessionId);
    },
    forgetUser(userUuid) {
      forgotten += 1;
      for (const [sessionId, entry] of entries) if (entry.state?.userUuid === userUuid) entries.delete(sessionId);
    },
  };
}
