/**
 * npm run bench (third part): does the password-reset request's time tell whether a login exists?
 * The server runs in a process of its own (as a remote client sees it: the work it does after an
 * answer has left is not counted in that answer); requests for a known and for an unknown login
 * go interleaved in random order, each timed from send to answer. Prints the median of each,
 * their difference and how often the known login was the slower of a pair (50% is a coin toss).
 * Embedded database, then PostgreSQL as the import bench finds it. Asserts nothing.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { apiBase, apiPaths } from '@sks/contract';
import { postgresTarget } from './postgres-target.js';

const pairs = Number(process.env.BENCH_RESET_PAIRS ?? 200);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
type Ready = { url: string; known: string; database: string };

/** The child: a fresh database with one account, the app listening on a random port. */
async function serve(): Promise<void> {
  const { buildApp } = await import('../src/app.js');
  const { loadConfig } = await import('../src/platform/config.js');
  const { openDatabase } = await import('../src/platform/db/client.js');
  const { createAccountWithPassword } = await import('../src/modules/auth/service.js');
  const dataDir = process.env.BENCH_DATA_DIR!;
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error', JWT_SECRET: 'bench-secret-bench-secret-bench-secret', WEB_DIST: dataDir, RESET_RATE_LIMIT: '100000000' });
  const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL || undefined, dataDir });
  await database.migrate();
  const app = await buildApp({ config, database, mailer: { send: async () => undefined } });
  const known = `reset-bench-${randomBytes(4).toString('hex')}@example.org`;
  await createAccountWithPassword(app.ctx, { email: known, password: 'bench-password-1', role: 'admin', name: 'Анна', surname: 'Смирнова' });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send!({ url, known, database: database.kind } satisfies Ready);
  process.once('disconnect', () => {
    void app.close().then(() => database.close()).then(() => process.exit(0));
  });
}

async function benchOn(databaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sks-bench-reset-'));
  const server = fork(import.meta.filename, ['serve'], { env: { ...process.env, BENCH_DATA_DIR: dataDir, BENCH_DATABASE_URL: databaseUrl ?? '' } });
  const ready = await new Promise<Ready>((resolve, reject) => {
    server.once('message', (m) => resolve(m as Ready));
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const timed = async (login: string) => {
    const t0 = performance.now();
    const res = await fetch(`${ready.url}${apiBase}${apiPaths.resetRequest}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login }) });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`reset request answered ${res.status}`);
    return performance.now() - t0;
  };
  for (let i = 0; i < 20; i++) await timed(i % 2 ? ready.known : `warm-${i}@example.org`);
  const times = { known: [] as number[], unknown: [] as number[] };
  let knownSlower = 0;
  for (let i = 0; i < pairs; i++) {
    const unknown = `nobody-${randomBytes(4).toString('hex')}@example.org`;
    const knownFirst = Math.random() < 0.5;
    const first = await timed(knownFirst ? ready.known : unknown);
    const second = await timed(knownFirst ? unknown : ready.known);
    const [k, u] = knownFirst ? [first, second] : [second, first];
    times.known.push(k);
    times.unknown.push(u);
    if (k > u) knownSlower += 1;
  }
  const [mk, mu] = [median(times.known), median(times.unknown)];
  console.log(
    `reset request on ${ready.database}: median ${mk.toFixed(2)} ms for a known login, ${mu.toFixed(2)} ms for an unknown one ` +
      `(difference ${(mk - mu).toFixed(2)} ms); the known login was slower in ${Math.round((100 * knownSlower) / pairs)}% of ${pairs} interleaved pairs`,
  );
  server.disconnect();
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

if (process.argv[2] === 'serve') await serve();
else {
  console.log('\ntarget: the known and unknown medians of the password-reset request within 1 ms of each other');
  await benchOn(undefined);
  const postgres = await postgresTarget();
  if (postgres) {
    try {
      await benchOn(postgres.url);
    } finally {
      await postgres.drop?.();
    }
  }
}
