import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { users } from '../auth/schema.js';
import type { UserRow } from '../auth/repo.js';

export type AccountPatch = Partial<Omit<typeof users.$inferInsert, 'uuid' | 'createdAt'>>;

/** Whether another account already has this e-mail, compared case-insensitively. */
export async function emailTaken(db: Db, email: string, exceptUuid?: string): Promise<boolean> {
  const byEmail = eq(sql`lower(${users.email})`, email.trim().toLowerCase());
  const [row] = await db
    .select({ uuid: users.uuid })
    .from(users)
    .where(exceptUuid ? and(byEmail, ne(users.uuid, exceptUuid)) : byEmail)
    .limit(1);
  return Boolean(row);
}

/** The account row locked until the end of the transaction. */
export async function lockAccount(db: Db, uuid: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.uuid, uuid)).limit(1).for('update');
  return row;
}

/**
 * Locks every active superadmin in one fixed order, so that two superadmins blocking each other
 * at once wait for one another instead of deadlocking; answers their uuids.
 */
export async function lockActiveSuperadmins(db: Db): Promise<string[]> {
  const rows = await db
    .select({ uuid: users.uuid })
    .from(users)
    .where(and(eq(users.role, 'superadmin'), eq(users.status, 'active')))
    .orderBy(asc(users.uuid))
    .for('update');
  return rows.map((r) => r.uuid);
}

export async function updateAccount(db: Db, uuid: string, patch: AccountPatch): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.uuid, uuid))
    .returning();
  return row;
}

/** A unique index refused the row (two saves of the same e-mail at once). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** What the audit log keeps of an account: every field but the password hash. */
export function accountSnapshot(row: UserRow): Omit<UserRow, 'passwordHash'> & { hasPassword: boolean } {
  const { passwordHash, ...rest } = row;
  return { ...rest, hasPassword: passwordHash !== null };
}
