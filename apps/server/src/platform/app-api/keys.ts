import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { apiKeys } from './schema.js';

export type AppClient = { uuid: string; name: string };
export type ApiKeyListing = AppClient & { prefix: string; createdAt: Date; revokedAt: Date | null };

const keyPrefix = 'sks_';
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** Creates a key and gives it back once, in clear; the database keeps its SHA-256 only. */
export async function createApiKey(db: Db, name: string): Promise<AppClient & { key: string }> {
  const key = `${keyPrefix}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiKeys)
    .values({ name, keyHash: hashOf(key), prefix: key.slice(0, keyPrefix.length + 6) })
    .returning({ uuid: apiKeys.uuid, name: apiKeys.name });
  return { ...row, key };
}

/** The client a presented key belongs to, or null when it is unknown or revoked. */
export async function clientOfKey(db: Db, key: string): Promise<AppClient | null> {
  if (!key.startsWith(keyPrefix)) return null;
  const [row] = await db
    .select({ uuid: apiKeys.uuid, name: apiKeys.name })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashOf(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row ?? null;
}

/** Revokes every live key of that name or uuid; answers how many it revoked. */
export async function revokeApiKeys(db: Db, by: { name?: string; uuid?: string }): Promise<number> {
  const which = by.uuid ? eq(apiKeys.uuid, by.uuid) : eq(apiKeys.name, by.name ?? '');
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(which, isNull(apiKeys.revokedAt)))
    .returning({ uuid: apiKeys.uuid });
  return rows.length;
}

export async function listApiKeys(db: Db): Promise<ApiKeyListing[]> {
  return db
    .select({ uuid: apiKeys.uuid, name: apiKeys.name, prefix: apiKeys.prefix, createdAt: apiKeys.createdAt, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .orderBy(asc(apiKeys.createdAt));
}
