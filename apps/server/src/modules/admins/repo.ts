import { asc, inArray } from 'drizzle-orm';
import { adminRoles } from '@sks/contract';
import type { Db } from '../../platform/db/client.js';
import { users } from '../auth/schema.js';
import type { UserRow } from '../auth/repo.js';
import { byName } from '../../platform/db/collation.js';

export function listAdmins(db: Db): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(inArray(users.role, [...adminRoles]))
    .orderBy(asc(byName(users.surname)), asc(byName(users.name)), asc(users.uuid));
}
