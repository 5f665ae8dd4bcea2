import type { Db } from '../db/client.js';
import { auditLog } from './schema.js';

export type AuditEntry = {
  actor: { uuid: string; login: string } | null;
  ip?: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
};

const secretFields = new Set(['passwordHash', 'password', 'tokenHash']);

/** Drops secrets so the log never holds a password hash or a token. */
function redact(value: unknown): unknown {
  if (value === undefined || value === null || typeof value !== 'object') return value ?? null;
  return Object.fromEntries(Object.entries(value).filter(([k]) => !secretFields.has(k)));
}

/** Records one change; call it with the transaction that makes the change. */
export async function recordAudit(db: Db, e: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUuid: e.actor?.uuid ?? null,
    actorLogin: e.actor?.login ?? null,
    ip: e.ip ?? null,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId ?? null,
    before: redact(e.before),
    after: redact(e.after),
  });
}
