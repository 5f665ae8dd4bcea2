import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migratePostgres, migrationsFolder } from './migrations.js';

/** One type for both drivers: repositories accept it, and a transaction is one too. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  pglite?: PGlite;
  pool?: pg.Pool;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const pgliteExtensions = { pg_trgm };

export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: pgliteExtensions });
  return fromPglite(client);
}

/**
 * Named statements (the session check, the lists: prepared.ts) are planned for each call's values:
 * a plan made once for any value would serve a rare status or a short search as it serves a
 * common one, and read a large table where an index would read a few rows. What a named statement
 * saves is the parse and analysis, and the statement's text on the wire.
 */
export const sessionSettings = { options: '-c plan_cache_mode=force_custom_plan' };

/**
 * `onIdleError` hears of an idle connection the server ended (a restart, a terminated backend):
 * the pool drops it and opens another on demand, but without a listener the event would end the process.
 */
export function openPostgres(
  url: string,
  max = 10,
  onIdleError = (err: Error) => console.warn(`database: an idle connection ended: ${err.message}`),
): Database {
  const pool = new pg.Pool({ connectionString: url, max, ...sessionSettings });
  pool.on('error', onIdleError);
  const db = drizzlePg({ client: pool });
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    pool,
    migrate: () => migratePostgres(pool),
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}

/** PostgreSQL when a URL is given, otherwise the embedded database in `<dataDir>/pg`. */
export async function openDatabase(opts: { url?: string; dataDir: string }): Promise<Database> {
  return opts.url ? openPostgres(opts.url) : openPglite(path.join(opts.dataDir, 'pg'));
}
