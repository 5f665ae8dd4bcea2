import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Database } from './client.js';

/**
 * The migrations folder: next to the sources (apps/server/src/platform/db -> apps/server/migrations)
 * or next to the bundle (apps/server/dist -> apps/server/migrations); MIGRATIONS_DIR overrides both.
 */
function findMigrationsFolder(): string {
  const candidates = [
    process.env.MIGRATIONS_DIR,
    path.resolve(import.meta.dirname, '../../../migrations'),
    path.resolve(import.meta.dirname, '../migrations'),
  ].filter((c): c is string => !!c);
  return candidates.find((c) => existsSync(path.join(c, 'meta/_journal.json'))) ?? candidates[0]!;
}

export const migrationsFolder = findMigrationsFolder();

/** Any number, the same in every instance: the session that holds it is the only one migrating. */
const migrationLockKey = 7_301_017;

/**
 * Applies the pending migrations on PostgreSQL holding an advisory lock on one connection, so
 * instances (or `npm run migrate` runs) started together take turns: the second finds nothing left to do.
 */
export async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } catch (err) {
    broken = err as Error;
    throw err;
  } finally {
    // A connection that failed mid-way may still hold the lock: destroy it rather than pool it.
    client.release(broken);
  }
}

type JournalEntry = { tag: string; when: number };

/** The journal's migrations in the order they apply. */
export function journal(): JournalEntry[] {
  const text = readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/** The migrations the database lacks, by the rule drizzle applies them: each newer than the last applied one. */
export async function pendingMigrations(database: Database): Promise<string[]> {
  const { rows } = (await database.db.execute(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS "exists"`,
  )) as unknown as { rows: { exists: boolean }[] };
  let last = -Infinity;
  if (rows[0]?.exists) {
    const applied = (await database.db.execute(sql`SELECT max(created_at)::text AS "last" FROM drizzle.__drizzle_migrations`)) as unknown as {
      rows: { last: string | null }[];
    };
    if (applied.rows[0]?.last) last = Number(applied.rows[0].last);
  }
  return journal()
    .filter((m) => m.when > last)
    .map((m) => m.tag);
}

export class SchemaBehindError extends Error {}

/**
 * Makes the schema ready to serve: the embedded database migrates itself (it is one process's
 * own); PostgreSQL must have been migrated by `npm run migrate`, so that instances starting
 * together never race, and an old instance never meets a newer schema mid-deploy unannounced.
 */
export async function prepareSchema(database: Database): Promise<void> {
  if (database.kind === 'pglite') return database.migrate();
  const pending = await pendingMigrations(database);
  if (pending.length) {
    throw new SchemaBehindError(
      `The database is behind this version: ${pending.length} migration(s) not applied (${pending.join(', ')}).\n` +
        'Run `npm run migrate` with the same DATABASE_URL, then start the server again.',
    );
  }
}
