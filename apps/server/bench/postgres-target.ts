import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL to bench on: BENCH_DATABASE_URL, or a scratch database on the local server if it answers. */
export async function postgresTarget(): Promise<{ url: string; drop?: () => Promise<void> } | null> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL };
  const adminUrl = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    console.log(`\nno PostgreSQL answers at ${adminUrl}: set BENCH_DATABASE_URL to bench on one`);
    return null;
  }
  const name = `sks_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
