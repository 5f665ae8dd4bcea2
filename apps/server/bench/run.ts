/**
 * npm run bench: the list calls of the console over a large data set, through the real HTTP API.
 * Prints figures (latency per call, memory); asserts nothing. Embedded database in a temporary
 * folder by default; BENCH_DATABASE_URL points it at an empty PostgreSQL database instead.
 * With BENCH_SCALE=large it leaves the lists to lists-side-by-side.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db/client.js';
import { createStorage } from '../src/platform/storage/index.js';
import { seedDemo } from '../src/seed/demo.js';
import { seedSynthetic } from '../src/seed/synthetic.js';
import { demoAccounts, demoPassword } from '../src/seed/demo-accounts.js';

if (process.env.BENCH_SCALE === 'large') {
  console.log('BENCH_SCALE=large: the list calls are timed over the large data set by lists-side-by-side.ts, on PostgreSQL');
  process.exit(0);
}

const universities = Number(process.env.BENCH_UNIVERSITIES ?? 20_000);
const studentsPer = Number(process.env.BENCH_STUDENTS_PER_UNIVERSITY ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 40);

const dataDir = mkdtempSync(path.join(tmpdir(), 'sks-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', JWT_SECRET: 'bench-secret-bench-secret-bench-secret', WEB_DIST: dataDir });
const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL, dataDir });
await database.migrate();

let t0 = performance.now();
await seedDemo(database.db, await createStorage(config));
await seedSynthetic(database.db, { universities, studentsPer });
console.log(`${database.kind}: seeded ${universities + 68} universities, ${universities * studentsPer + 5_400} students in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const app = await buildApp({ config, database });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const signIn = await fetch(`${base}/api/v1/auth/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ login: demoAccounts[0].email, password: demoPassword, place: 'admin' }),
});
const { tokens } = (await signIn.json()) as { tokens: { accessToken: string } };
const moscow = (await (await fetch(`${base}/api/v1/city`, { headers: { 'x-access-token': tokens.accessToken } })).json()) as { uuid: string; name: string }[];
const city = moscow.find((c) => c.name === 'Москва')!.uuid;

type Case = { name: string; path: string; method: string; headers?: Record<string, string>; body?: unknown };
const cases: Case[] = [
  { name: 'universities, page 1, newest first', method: 'PUT', path: '/api/v1/univer', body: {} },
  { name: 'universities, search "номер 1234"', method: 'PUT', path: '/api/v1/univer', body: { searchString: 'номер 1234' } },
  { name: 'universities, search by city "казан"', method: 'PUT', path: '/api/v1/univer', body: { searchString: 'казан' } },
  { name: 'universities, blocked in Moscow', method: 'PUT', path: '/api/v1/univer', body: { status: 'blocked', cities: [city] } },
  { name: 'universities, by name A-Z, page 500', method: 'PUT', path: '/api/v1/univer', headers: { 'x-sort-field': 'name', 'x-sort-direction': 'ASC', 'x-offset': '7485' }, body: {} },
  { name: 'universities, contract expired', method: 'PUT', path: '/api/v1/univer', body: { contract: 'expired' } },
  { name: 'statistics, month', method: 'GET', path: '/api/v2/statistics', headers: { 'x-period': 'month' } },
];

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
console.log(`\n${'call'.padEnd(42)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}  rows/total`);
for (const c of cases) {
  const times: number[] = [];
  let summary = '';
  for (let i = 0; i < rounds; i += 1) {
    t0 = performance.now();
    const res = await fetch(`${base}${c.path}`, {
      method: c.method,
      headers: { 'x-access-token': tokens.accessToken, 'content-type': 'application/json', ...c.headers },
      body: c.body === undefined ? undefined : JSON.stringify(c.body),
    });
    const json: unknown = await res.json();
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`${c.name}: ${res.status} ${JSON.stringify(json)}`);
    summary = Array.isArray(json) ? `${json.length}/${res.headers.get('x-record-count')}` : 'object';
  }
  times.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(8);
  console.log(`${c.name.padEnd(42)} ${f(pct(times, 50))} ${f(pct(times, 95))} ${f(times.at(-1)!)}  ${summary}`);
}
const mem = process.memoryUsage();
console.log(`\nserver process: rss ${(mem.rss / 2 ** 20).toFixed(0)} MB, heap ${(mem.heapUsed / 2 ** 20).toFixed(0)} MB (${rounds} rounds per call)`);

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
