import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite, openPostgres, pgliteExtensions } from './client.js';
import { journal, pendingMigrations, prepareSchema, SchemaBehindError } from './migrations.js';

const onPostgres = process.env.TEST_DB === 'postgres';

describe.skipIf(onPostgres)('schema readiness on the embedded database', () => {
  // Migrating a fresh embedded database takes a while on a busy machine.
  it('finds every migration pending on an empty database, none once start-up has migrated it', { timeout: 180_000 }, async () => {
    const database = fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
    try {
      expect((await pendingMigrations(database)).length).toBeGreaterThan(0);
      await prepareSchema(database);
      expect(await pendingMigrations(database)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!onPostgres)('migrations on PostgreSQL', () => {
  const created: string[] = [];
  const admin = () => new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });

  async function emptyDatabase(): Promise<string> {
    const name = `sks_migrate_${randomBytes(4).toString('hex')}`;
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    created.push(name);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    return url.toString();
  }

  afterAll(async () => {
    const client = admin();
    await client.connect();
    for (const name of created) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });

  it('refuses to serve a database that is behind, naming npm run migrate', async () => {
    const database = openPostgres(await emptyDatabase(), 2);
    try {
      const refused = await prepareSchema(database).then(() => null, (err: unknown) => err);
      expect(refused).toBeInstanceOf(SchemaBehindError);
      expect((refused as Error).message).toContain('npm run migrate');
      // Start-up only looked: nothing was created.
      const { rows } = await database.pool!.query(`SELECT to_regclass('drizzle.__drizzle_migrations') AS t`);
      expect(rows[0].t).toBeNull();
    } finally {
      await database.close();
    }
  });

  it('two migrate runs at once end with one schema and no error; start-up then serves it', async () => {
    const url = await emptyDatabase();
    const first = openPostgres(url, 2);
    const second = openPostgres(url, 2);
    try {
      await Promise.all([first.migrate(), second.migrate()]);
      const { rows } = await first.pool!.query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations');
      const expected = journal().length;
      expect(rows).toHaveLength(expected);
      expect(new Set(rows.map((r) => r.hash)).size).toBe(expected);
      await expect(prepareSchema(first)).resolves.toBeUndefined();
    } finally {
      await first.close();
      await second.close();
    }
  });
});
