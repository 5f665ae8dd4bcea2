import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { users } from '../auth/schema.js';
import type { UserRow } from '../auth/repo.js';
import { universities } from '../universities/schema.js';
import { byName } from '../../platform/db/collation.js';

export async function universityExists(db: Db, uuid: string): Promise<boolean> {
  const [row] = await db.select({ uuid: universities.uuid }).from(universities).where(eq(universities.uuid, uuid)).limit(1);
  return Boolean(row);
}

/**
 * Locks the university row for the transaction: saves of one university's operators take turns,
 * so two chairmen cannot be set at once. The weakest lock that conflicts with itself.
 */
export async function lockUniversity(db: Db, uuid: string): Promise<boolean> {
  const [row] = await db
    .select({ uuid: universities.uuid })
    .from(universities)
    .where(eq(universities.uuid, uuid))
    .limit(1)
    .for('no key update');
  return Boolean(row);
}

/** The chairman first, then by surname. */
export function listOperators(db: Db, uuidUniversity: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.role, 'operator'), eq(users.uuidUniversity, uuidUniversity)))
    .orderBy(desc(users.isChairman), asc(byName(users.surname)), asc(byName(users.name)), asc(users.uuid));
}

/** The university's current chairmen other than `exceptUuid`, locked. */
export function lockChairmen(db: Db, uuidUniversity: string, exceptUuid: string | null): Promise<UserRow[]> {
  const ofUniversity = and(eq(users.role, 'operator'), eq(users.uuidUniversity, uuidUniversity), eq(users.isChairman, true));
  return db
    .select()
    .from(users)
    .where(exceptUuid ? and(ofUniversity, ne(users.uuid, exceptUuid)) : ofUniversity)
    .for('update');
}
