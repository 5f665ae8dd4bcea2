import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite, openPostgres, pgliteExtensions } from '../platform/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/** Migrates once per run: a PGlite data-dir dump, or a PostgreSQL template database, that each test file copies. */
export default async function setup(project: TestProject) {
  const env = project.config.env ?? {};
  if (env.TEST_DB === 'postgres') {
    const url = String(env.TEST_DATABASE_URL);
    const template = `sks_tmpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const u = new URL(url);
    u.pathname = `/${template}`;
    const db = openPostgres(u.toString(), 1);
    await db.migrate();
    await db.close();
    project.provide('postgresTemplate', template);
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
        [template, `${template}_%`],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'sks-pglite-'));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const db = fromPglite(client);
  await db.migrate();
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'snapshot.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
