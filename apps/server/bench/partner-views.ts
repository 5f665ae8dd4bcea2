/**
 * npm run bench (partner views): on PostgreSQL only (BENCH_DATABASE_URL, or a scratch database on
 * the local server). (a) BENCH_VIEW_PARTNERS partners (100 000) and BENCH_VIEW_EVENTS view events
 * (50 000 000) over a year, skewed towards a few partners, generated in SQL and rolled up; then
 * pages of the rating through the HTTP API, p50/p95. (b) The app API's ingest: BENCH_INGEST_CLIENTS
 * clients posting batches of 1 000 events for BENCH_INGEST_SECONDS; events a second. Prints figures.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db/client.js';
import { hashPassword } from '../src/platform/auth/passwords.js';
import { insertUser } from '../src/modules/auth/repo.js';
import { createApiKey } from '../src/platform/app-api/keys.js';
import { partners } from '../src/modules/partners/schema.js';
import { partnerViews } from '../src/modules/statistics/schema.js';
import { rebuildRollups } from '../src/modules/statistics/views-repo.js';
import { monthFromOf } from '../src/modules/statistics/views-service.js';
import { postgresTarget } from './postgres-target.js';

const partnerCount = Number(process.env.BENCH_VIEW_PARTNERS ?? 100_000);
const eventCount = Number(process.env.BENCH_VIEW_EVENTS ?? 50_000_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 40);
const ingestClients = Number(process.env.BENCH_INGEST_CLIENTS ?? 8);
const ingestSeconds = Number(process.env.BENCH_INGEST_SECONDS ?? 15);

const target = await postgresTarget();
if (!target) process.exit(0);
const dataDir = mkdtempSync(path.join(tmpdir(), 'sks-bench-views-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  WEB_DIST: dataDir,
  APP_API_RATE_LIMIT: '1000000',
});
const database = await openDatabase({ url: target.url, dataDir });
await database.migrate();
const { db } = database;
const seconds = (t0: number) => ((performance.now() - t0) / 1000).toFixed(1);

// Partner i has the uuid md5(i) with a version-4 variant-1 stamp (the API checks uuids): events name their partner without a join.
const uuidSql = (i: ReturnType<typeof sql>) => sql`overlay(overlay(md5(${i}) placing '4' from 13) placing '8' from 17)::uuid`;
let t0 = performance.now();
await db.execute(sql`
  INSERT INTO ${partners} (uuid, name, legal_name, is_federal_partner)
  SELECT ${uuidSql(sql`i::text`)}, 'Партнёр ' || i, 'ООО «Партнёр ' || i || '»', true FROM generate_series(1, ${partnerCount}) AS i`);
console.log(`\npartner views on PostgreSQL: ${partnerCount} partners in ${seconds(t0)} s`);
t0 = performance.now();
// A cube of a uniform number skews the partners: the first percent gets a fifth of the views.
await db.execute(sql`
  INSERT INTO ${partnerViews} (uuid_partner, kind, at)
  SELECT ${uuidSql(sql`(1 + floor(power(random(), 3) * ${partnerCount}))::int::text`)},
         CASE WHEN random() < 0.35 THEN 'barcode' ELSE 'card' END,
         now() - random() * interval '365 days'
  FROM generate_series(1, ${eventCount})`);
console.log(`${eventCount} events generated in ${seconds(t0)} s`);
t0 = performance.now();
await rebuildRollups(db, monthFromOf(new Date()));
await db.execute(sql`VACUUM ANALYZE partner_views_daily`);
await db.execute(sql`VACUUM ANALYZE partner_view_totals`);
const [sizes] = (
  (await db.execute(sql`SELECT (SELECT count(*) FROM partner_views_daily) AS daily, (SELECT count(*) FROM partner_view_totals) AS totals`)) as unknown as {
    rows: { daily: string; totals: string }[];
  }
).rows;
console.log(`rolled up into ${sizes.daily} partner-days and ${sizes.totals} period totals in ${seconds(t0)} s`);

await insertUser(db, { role: 'admin', status: 'active', email: 'bench@example.org', name: 'Бенч', surname: 'Замеров', passwordHash: await hashPassword('bench-password-1') });
const app = await buildApp({ config, database });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const signIn = await fetch(`${base}/api/v1/auth/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ login: 'bench@example.org', password: 'bench-password-1', place: 'admin' }),
});
const { tokens } = (await signIn.json()) as { tokens: { accessToken: string } };

const cases: { name: string; headers: Record<string, string> }[] = [
  { name: 'rating, barcode, all, page 1', headers: { 'x-period': 'all' } },
  { name: 'rating, card, all, page 1', headers: { 'x-period': 'all', 'x-sort-field': 'cViewCard' } },
  { name: 'rating, barcode, month, page 1', headers: { 'x-period': 'month' } },
  { name: 'rating, card, month, ASC, page 1', headers: { 'x-period': 'month', 'x-sort-field': 'cViewCard', 'x-sort-direction': 'ASC' } },
  { name: 'rating, barcode, all, offset 5 000', headers: { 'x-period': 'all', 'x-offset': '5000' } },
  { name: 'rating, barcode, all, last page', headers: { 'x-period': 'all', 'x-offset': String(Math.max(0, partnerCount - 50)) } },
];
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
console.log(`\n${'call'.padEnd(40)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}  rows/total`);
for (const c of cases) {
  const times: number[] = [];
  let summary = '';
  for (let i = 0; i < rounds; i += 1) {
    t0 = performance.now();
    const res = await fetch(`${base}/api/v2/statistics/partner`, { headers: { 'x-access-token': tokens.accessToken, ...c.headers } });
    const rows = (await res.json()) as unknown[];
    times.push(performance.now() - t0);
    summary = `${rows.length}/${res.headers.get('x-record-count')}`;
  }
  times.sort((a, b) => a - b);
  console.log(`${c.name.padEnd(40)} ${pct(times, 50).toFixed(1).padStart(8)} ${pct(times, 95).toFixed(1).padStart(8)} ${times.at(-1)!.toFixed(1).padStart(8)}  ${summary}`);
}

// (b) ingest: each client posts its next batch as soon as the last is answered.
const { key } = await createApiKey(db, 'bench app');
const batchOf = (seed: number) =>
  JSON.stringify({
    events: Array.from({ length: 1000 }, (_, i) => ({
      // The same skew as the generated events: a cube of an evenly spread number.
      uuidPartner: uuidOfPartner(1 + Math.floor((((seed * 7919 + i * 104_729) % 1_000_003) / 1_000_003) ** 3 * partnerCount)),
      kind: i % 3 ? 'card' : 'barcode',
      at: new Date(Date.now() - ((i * 61_000) % 86_400_000)).toISOString(),
    })),
  });
function uuidOfPartner(i: number) {
  const h = createHash('md5').update(String(Math.min(partnerCount, i))).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20)}`;
}
const bodies = Array.from({ length: 32 }, (_, i) => batchOf(i));
let accepted = 0;
let failed = 0;
const until = performance.now() + ingestSeconds * 1000;
t0 = performance.now();
await Promise.all(
  Array.from({ length: ingestClients }, async (_, c) => {
    for (let n = c; performance.now() < until; n += ingestClients) {
      const res = await fetch(`${base}/api/app/v1/partner-views`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: bodies[n % bodies.length],
      });
      if (res.status === 200) accepted += ((await res.json()) as { accepted: number }).accepted;
      else {
        failed += 1;
        await res.text();
      }
    }
  }),
);
const elapsed = (performance.now() - t0) / 1000;
console.log(`\ningest: ${accepted} events in ${elapsed.toFixed(1)} s by ${ingestClients} clients = ${Math.round(accepted / elapsed)} events/s; ${failed} failed calls`);

await app.close();
await database.close();
await target.drop?.();
rmSync(dataDir, { recursive: true, force: true });
