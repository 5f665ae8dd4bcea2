import { asc, inArray } from 'drizzle-orm';
import { adminRoles } from '@sks/contract';
import type { Db } from '../../platform/db/client.js';
import { users } from '../auth/schema.js';
import type { UserRow } from '../auth/repo.js';

export function listAdmins(db: Db): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(inArray(users.role, [...adminRoles]))
    .orderBy(asc(users.surname), asc(users.name), asc(users.uuid));
}
