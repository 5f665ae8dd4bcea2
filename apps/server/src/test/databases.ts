import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite, openPostgres, type Database } from '../platform/db/client.js';

/** A fresh migrated database for one test file, on the engine this project runs (TEST_DB). */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const template = inject('postgresTemplate');
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    url.pathname = `/${name}`;
    // Dropping the database on close may still meet connections the pool is ending: expected here.
    const database = openPostgres(url.toString(), 4, () => {});
    const close = database.close;
    return { ...database, close: async () => {
      await close();
      const drop = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    } };
  }
  const snapshot = await readFile(inject('pgliteSnapshot'));
  const { pgliteExtensions } = await import('../platform/db/client.js');
  const client = await PGlite.create({ loadDataDir: new Blob([snapshot]), extensions: pgliteExtensions });
  return fromPglite(client);
}

/** Empties every table of the app (the migrations' own bookkeeping lives in another schema). */
export async function truncateAll(database: Database): Promise<void> {
  const sqlText = `DO $$ DECLARE t text; BEGIN
    SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') INTO t FROM pg_tables WHERE schemaname = 'public';
    IF t IS NOT NULL THEN EXECUTE 'TRUNCATE ' || t || ' RESTART IDENTITY CASCADE'; END IF; END $$;`;
  if (database.pglite) await database.pglite.exec(sqlText);
  else await database.pool!.query(sqlText);
}
