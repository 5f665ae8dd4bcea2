/**
 * npm run bench (lists side by side), with BENCH_SCALE=large only, on PostgreSQL only: every list
 * call of the console over the large data set (large-data.ts), each through the HTTP API and as
 * the very statements the server ran for it, straight through the `pg` driver, both at
 * BENCH_CONNECTIONS (16) concurrent connections, interleaved. The server runs in a child process
 * whose pool records the statements of one call (text, parameters, and which of them ran in
 * parallel); the raw side replays them in the same order and parallelism on a pool of its own and
 * checks every statement returns the rows it returned for the server, as the API must return the
 * items it returned then. Prints req/s, p50 and p99 of both, the ratio API/raw, the server
 * process's CPU time per call through the API and the bench's own per call as each side's client,
 * then the calls that miss the targets (first page p99 ≤ 50 ms, API ≥ 0.6 × raw) and, with
 * BENCH_EXPLAIN=1, the plan of the slowest statement of each miss whose raw SQL alone is over the
 * latency target.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { adsPaths, apiBase, apiPath, apiPaths, knowledgePaths, pagingHeaders, promocodePaths, rzdPaths, salePointLimits } from '@sks/contract';
import { forkBuilt } from './fork-built.js';
import { postgresTarget } from './postgres-target.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
/**
 * Untimed load on each side before a call's rounds, as a load generator's warm-up: the call's code
 * compiled by V8 and its statements prepared on every connection of both pools. Without it the
 * first rounds of a call run partly cold (the first list after the server starts: about 750 calls a
 * second in its first 5 s, 930 from then on).
 */
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const targetP99 = 50;
const targetRatio = 0.6;

/** A statement as the server's pool received it (`name`: a prepared one); `parallel`: it started while the one before was still running. */
type Statement = { name?: string; text: string; values: unknown[] | undefined; rowMode: string | undefined; parallel: boolean; rows: number };
/** Start or stop recording statements, or tell the process's CPU time so far (µs). */
type ToServer = { capture: boolean } | { cpu: true };

/** The child: the app on the bench database, its pool's connections recording statements while asked to. */
async function serve(): Promise<void> {
  const { buildApp } = await import('../src/app.js');
  const { benchConfig } = await import('./bench-config.js');
  const { openDatabase } = await import('../src/platform/db/client.js');
  const dataDir = process.env.BENCH_DATA_DIR!;
  // A run lasts longer than an access token's default five minutes.
  const config = benchConfig(dataDir, { ACCESS_TOKEN_TTL_SECONDS: '3600' });
  const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL!, dataDir });
  let log: Statement[] | null = null;
  let inFlight = 0;
  // Only statements of a request count: background jobs query through the same pool.
  const inRequest = new AsyncLocalStorage<true>();
  const pool = database.pool!;
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => Promise<{ rows: unknown[] }>;
  const recording = (...args: unknown[]) => {
    type Config = { name?: string; text: string; values?: unknown[]; rowMode?: string };
    if (!log || !inRequest.getStore() || args.length > 2 || typeof args[1] === 'function') return poolQuery(...args);
    // A bare text too: the readiness check's `select 1`.
    const config = (typeof args[0] === 'string' ? { text: args[0] } : args[0]) as Config;
    const values = args[1] as unknown[] | undefined;
    const entry: Statement = { name: config.name, text: config.text, values: values ?? config.values, rowMode: config.rowMode, parallel: inFlight > 0, rows: -1 };
    log.push(entry);
    inFlight += 1;
    return poolQuery(config, values).then(
      (res) => {
        inFlight -= 1;
        entry.rows = res.rows.length;
        return res;
      },
      (err: unknown) => {
        inFlight -= 1;
        throw err;
      },
    );
  };
  Object.assign(pool, { query: recording });
  const app = await buildApp({ config, database });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const enter = () => inRequest.enterWith(true);
  // Only while capturing: a live AsyncLocalStorage hooks every promise of the server (Node 20),
  // a cost the raw side does not pay.
  process.on('message', (m: ToServer) => {
    if ('cpu' in m) {
      const used = process.cpuUsage();
      process.send!(used.user + used.system);
    } else if (m.capture) {
      log = [];
      app.server.prependListener('request', enter);
      process.send!('capturing');
    } else {
      app.server.off('request', enter);
      inRequest.disable();
      process.send!(log ?? []);
      log = null;
    }
  });
  process.once('disconnect', () => void app.close().then(() => database.close()));
  process.send!(url);
}

type Case = {
  area: string;
  name: string;
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  firstPage?: false;
  /** Not a list: the floor row, measured for comparison and held to no target. */
  reference?: true;
};
/**
 * `clientMs`: the bench's own CPU time per call, as the side's client (node:http for the API, `pg` for raw SQL).
 * `idle`: the share of the machine's CPU time left idle meanwhile (null where /proc/stat is not there).
 */
type Figures = { rps: number; p50: number; p99: number; clientMs: number; idle: number | null };
/** The machine's CPU time, idle (waiting on I/O counted as idle) and in all, in clock ticks. */
type Ticks = { idle: number; all: number };
type Run = { times: number[]; elapsed: number; cpuMs: number; ticks: Ticks | null };
/** `serverMs`: the server process's CPU time per call through the API (its one thread's ceiling is 1000 / serverMs calls a second). */
type Result = { c: Case; api: Figures; raw: Figures; items: number; statements: Statement[]; serverMs: number };

/** The machine's CPU time so far (Linux's /proc/stat). */
function machineTicks(): Ticks | null {
  try {
    const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { idle: ticks[3] + ticks[4], all: ticks.reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
}

/** Items of a list answer: an array, or the array inside the ad lists' `{ result }`. */
const itemsOf = (json: unknown): number => (Array.isArray(json) ? json.length : ((json as { result?: unknown[] }).result?.length ?? -1));

/** Drizzle's own type parsers: dates and times stay text, so the raw side parses what the server parses. */
const asText = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const drizzleTypes = { getTypeParser: (id: number, format?: string) => (asText.has(id) ? (v: string) => v : pg.types.getTypeParser(id, format as 'text')) };

async function main(): Promise<void> {
  if (process.env.BENCH_SCALE !== 'large') {
    console.log('\nlists side by side: skipped; BENCH_SCALE=large runs it, on PostgreSQL, over the large data set');
    return;
  }
  const target = await postgresTarget();
  if (!target) {
    console.error('lists side by side: BENCH_SCALE=large runs on PostgreSQL only (the embedded database is not benched at this scale); set BENCH_DATABASE_URL');
    process.exitCode = 1;
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sks-bench-lists-'));
  const { openDatabase, sessionSettings } = await import('../src/platform/db/client.js');
  const { generateLargeData, benchAdmin } = await import('./large-data.js');
  const database = await openDatabase({ url: target.url, dataDir });
  await database.migrate();
  const pool = database.pool!;
  const one = async <T>(text: string, values: unknown[] = []) => (await pool.query<T & pg.QueryResultRow>(text, values)).rows[0];
  if (await one('SELECT 1 FROM users WHERE email = $1', [benchAdmin.email])) {
    console.log('\nlists side by side: the large data set is already in the database; reusing it');
  } else {
    console.log('\nlists side by side: generating the large data set in PostgreSQL');
    console.log(`large data set generated in ${(await generateLargeData(database)).toFixed(0)} s`);
  }

  const server: ChildProcess = await forkBuilt(import.meta.filename, ['serve'], {
    env: { ...process.env, BENCH_DATA_DIR: dataDir, BENCH_DATABASE_URL: target.url },
    serialization: 'advanced',
  });
  const url = await new Promise<string>((resolve, reject) => {
    server.once('message', (m) => resolve(m as string));
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const ask = <T>(m: ToServer) =>
    new Promise<T>((resolve) => {
      server.once('message', (answer) => resolve(answer as T));
      server.send(m);
    });

  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const signIn = await fetch(`${url}${apiBase}${apiPaths.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: benchAdmin.email, password: benchAdmin.password, place: 'admin' }),
  });
  const token = ((await signIn.json()) as { tokens: { accessToken: string } }).tokens.accessToken;

  /** One call through the API; resolves with the number of items answered. */
  const call = (c: Case) =>
    new Promise<number>((resolve, reject) => {
      const body = c.body === undefined ? undefined : JSON.stringify(c.body);
      const headers = { 'x-access-token': token, ...(body ? { 'content-type': 'application/json' } : {}), ...c.headers };
      const req = http.request(`${url}${apiBase}${c.path}`, { method: c.method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (res.statusCode !== 200) reject(new Error(`${c.area}, ${c.name}: ${res.statusCode} ${text.slice(0, 300)}`));
          else resolve(itemsOf(JSON.parse(text)));
        });
      });
      req.on('error', reject);
      req.end(body);
    });

  // As the server's connections are set, so its named statements replay as named ones here.
  const rawPool = new pg.Pool({ connectionString: target.url, max: connections, ...sessionSettings });
  const configOf = (s: Statement) => ({ ...(s.name ? { name: s.name } : {}), text: s.text, values: s.values, types: drizzleTypes, ...(s.rowMode ? { rowMode: s.rowMode } : {}) }) as pg.QueryConfig;
  /** The server's statements of one call, in its order; those it ran side by side run side by side. */
  const replay = async (statements: Statement[]) => {
    for (let i = 0; i < statements.length; ) {
      let j = i + 1;
      while (j < statements.length && statements[j].parallel) j += 1;
      const group = statements.slice(i, j);
      const results = await Promise.all(
        group.map((s) => rawPool.query(configOf(s))),
      );
      results.forEach((r, k) => {
        if (r.rows.length !== group[k].rows) throw new Error(`raw SQL returned ${r.rows.length} rows where the server's statement returned ${group[k].rows}: ${group[k].text}`);
      });
      i = j;
    }
  };

  /** `work` run by `connections` workers, each starting again as soon as it is done, for `secs`. */
  const load = async (secs: number, work: () => Promise<void>): Promise<Run> => {
    const times: number[] = [];
    const ticks0 = machineTicks();
    const cpu = process.cpuUsage();
    const started = performance.now();
    const until = started + secs * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const t0 = performance.now();
          await work();
          times.push(performance.now() - t0);
        }
      }),
    );
    const used = process.cpuUsage(cpu);
    const ticks1 = machineTicks();
    const ticks = ticks0 && ticks1 ? { idle: ticks1.idle - ticks0.idle, all: ticks1.all - ticks0.all } : null;
    return { times, elapsed: (performance.now() - started) / 1000, cpuMs: (used.user + used.system) / 1000, ticks };
  };
  const figures = (runs: Run[]): Figures => {
    const times = runs.flatMap((r) => r.times).sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
    const sum = (of: (r: Run) => number) => runs.reduce((n, r) => n + of(r), 0);
    const idle = runs.every((r) => r.ticks) ? sum((r) => r.ticks!.idle) / sum((r) => r.ticks!.all) : null;
    return { rps: times.length / sum((r) => r.elapsed), p50: at(0.5), p99: at(0.99), clientMs: sum((r) => r.cpuMs) / times.length, idle };
  };

  // BENCH_ONLY (a regular expression over 'area: call') times some calls only, e.g. while working on them.
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
  const cases = (await casesOf(pool)).filter((c) => !only || only.test(`${c.area}: ${c.name}`));
  const load0 = loadavg();
  console.log(
    `\n${cases.length} calls, ${connections} connections, ${seconds} s through the API and ${seconds} s as raw SQL each, in alternating halves, after ${warmUpSeconds} s of each untimed; ` +
      `load average ${load0.map((l) => l.toFixed(2)).join(' ')}`,
  );
  console.log(`${'call'.padEnd(52)} ${'API req/s'.padStart(9)} ${'p50'.padStart(6)} ${'p99'.padStart(6)} | ${'SQL req/s'.padStart(9)} ${'p50'.padStart(6)} ${'p99'.padStart(6)} | ratio  server ms  client ms API/SQL  idle % API/SQL  items  statements`);
  const results: Result[] = [];
  for (const c of cases) {
    // Captured on the second call: the first may do once what later calls find cached (the session check).
    await call(c);
    await ask<string>({ capture: true });
    const items = await call(c);
    const statements = await ask<Statement[]>({ capture: false });
    const viaApi = async () => {
      const n = await call(c);
      if (n !== items) throw new Error(`${c.area}, ${c.name}: the API answered ${n} items, first ${items}`);
    };
    const viaSql = () => replay(statements);
    await load(warmUpSeconds, viaApi);
    await load(warmUpSeconds, viaSql);
    const apiRuns = [];
    const rawRuns = [];
    let serverCpu = 0;
    for (let half = 0; half < 2; half += 1) {
      const cpu0 = await ask<number>({ cpu: true });
      apiRuns.push(await load(seconds / 2, viaApi));
      serverCpu += (await ask<number>({ cpu: true })) - cpu0;
      rawRuns.push(await load(seconds / 2, viaSql));
    }
    const apiCalls = apiRuns.reduce((n, run) => n + run.times.length, 0);
    const r: Result = { c, api: figures(apiRuns), raw: figures(rawRuns), items, statements, serverMs: serverCpu / 1000 / apiCalls };
    results.push(r);
    const f = (n: number, w = 6) => n.toFixed(1).padStart(w);
    const parallel = statements.filter((s) => s.parallel).length;
    const percent = (share: number | null) => (share === null ? '–' : (share * 100).toFixed(0));
    console.log(
      `${`${c.area}: ${c.name}`.slice(0, 52).padEnd(52)} ${f(r.api.rps, 9)} ${f(r.api.p50)} ${f(r.api.p99)} | ${f(r.raw.rps, 9)} ${f(r.raw.p50)} ${f(r.raw.p99)} | ${(r.api.rps / r.raw.rps).toFixed(2).padStart(5)} ${r.serverMs.toFixed(2).padStart(10)} ${`${r.api.clientMs.toFixed(2)}/${r.raw.clientMs.toFixed(2)}`.padStart(18)} ${`${percent(r.api.idle)}/${percent(r.raw.idle)}`.padStart(15)} ${String(items).padStart(6)}  ${statements.length}${parallel ? ` (${parallel} in parallel)` : ''}`,
    );
  }
  const load1 = loadavg();

  const misses = results.filter((r) => !r.c.reference && ((r.c.firstPage !== false && r.api.p99 > targetP99) || r.api.rps / r.raw.rps < targetRatio));
  console.log(`\nload average at the end ${load1.map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`\n${misses.length} of ${results.filter((r) => !r.c.reference).length} list calls miss a target (first page p99 ≤ ${targetP99} ms through the API, API ≥ ${targetRatio} × raw SQL):`);
  for (const r of misses) {
    const why = [
      r.c.firstPage !== false && r.api.p99 > targetP99 ? `p99 ${r.api.p99.toFixed(1)} ms` : '',
      r.api.rps / r.raw.rps < targetRatio ? `API/raw ${(r.api.rps / r.raw.rps).toFixed(2)}` : '',
    ].filter(Boolean);
    console.log(`  ${r.c.area}: ${r.c.name} — ${why.join(', ')}`);
  }

  console.log('\n| list | call | API req/s | API p50 ms | API p99 ms | SQL req/s | SQL p50 ms | SQL p99 ms | API/SQL | server CPU ms a call |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const miss = misses.includes(r) ? ' ✗' : '';
    const f = (n: number) => n.toFixed(1);
    console.log(
      `| ${r.c.area} | ${r.c.name} | ${r.api.rps.toFixed(0)} | ${f(r.api.p50)} | ${f(r.api.p99)} | ${r.raw.rps.toFixed(0)} | ${f(r.raw.p50)} | ${f(r.raw.p99)} | ${(r.api.rps / r.raw.rps).toFixed(2)}${miss} | ${r.serverMs.toFixed(2)} |`,
    );
  }

  if (process.env.BENCH_EXPLAIN === '1') {
    // Plans only where the SQL alone misses the latency target; the other misses lose their time outside the database.
    for (const r of misses.filter((m) => m.raw.p99 > targetP99)) {
      let slowest = { ms: -1, s: r.statements[0] };
      // The best of three runs of each statement: one run alone is at the mercy of the machine's load.
      for (const s of r.statements) {
        let ms = Infinity;
        for (let i = 0; i < 3; i += 1) {
          const t0 = performance.now();
          await rawPool.query({ text: s.text, values: s.values });
          ms = Math.min(ms, performance.now() - t0);
        }
        if (ms > slowest.ms) slowest = { ms, s };
      }
      const { rows } = await rawPool.query<{ 'QUERY PLAN': string }>({ text: `EXPLAIN (ANALYZE, BUFFERS) ${slowest.s.text}`, values: slowest.s.values });
      console.log(`\n--- ${r.c.area}: ${r.c.name} (slowest statement ${slowest.ms.toFixed(1)} ms, params ${JSON.stringify(slowest.s.values)})\n${slowest.s.text}`);
      console.log(rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
  }

  agent.destroy();
  server.disconnect();
  await new Promise((resolve) => server.once('exit', resolve));
  await rawPool.end();
  await database.close();
  await target.drop?.();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Every list of the console: its default view, each filter, each sort and a search, on rows the data set has. */
async function casesOf(pool: pg.Pool): Promise<Case[]> {
  const one = async (text: string, values: unknown[] = []) => (await pool.query<Record<string, string>>(text, values)).rows[0];
  const city = (await one(`SELECT uuid FROM cities WHERE name = 'Москва'`)).uuid;
  const category = (await one(`SELECT uuid FROM categories WHERE name = 'Еда и напитки'`)).uuid;
  const chain = (await one(`SELECT uuid_partner AS uuid FROM sale_points GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`)).uuid;
  const chainCity = (await one(`SELECT uuid_city AS uuid FROM sale_points WHERE uuid_partner = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`, [chain])).uuid;
  const small = (await one(`SELECT uuid_partner AS uuid FROM sale_points GROUP BY 1 HAVING count(*) BETWEEN 5 AND 15 LIMIT 1`)).uuid;
  const bigStock = (await one(`SELECT uuid_stock AS uuid FROM promo_codes WHERE uuid_student IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`)).uuid;
  const stock = (await one(`SELECT uuid FROM stocks ORDER BY id DESC LIMIT 1`)).uuid;
  const code = (await one(`SELECT r.promocode FROM promocode_registrations p JOIN registration_promocodes r ON r.id = p.id_promocode GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`)).promocode;
  const knowledge = await one(`SELECT uuid, uuid_university FROM knowledge_categories WHERE uuid_university IS NOT NULL ORDER BY id LIMIT 1`);
  const ownCategory = (await one(`SELECT uuid FROM knowledge_categories WHERE uuid_university IS NULL ORDER BY id LIMIT 1`)).uuid;
  const month = (await one(`SELECT to_char(now() - interval '1 month', 'YYYY-MM') AS m`)).m;

  const sort = (field: string, direction = 'ASC') => ({ 'x-sort-field': field, 'x-sort-direction': direction });
  const univer = (name: string, body: unknown = {}, headers?: Record<string, string>): Case => ({ area: 'universities', name, method: 'PUT', path: apiPaths.universities, body, headers });
  const partner = (name: string, body: unknown = {}, headers?: Record<string, string>): Case => ({ area: 'partners', name, method: 'PUT', path: apiPaths.partners, body, headers });
  const points = (name: string, uuidPartner: string, body: unknown = {}, uuidCity?: string): Case => ({
    area: 'trade points',
    name,
    method: 'PUT',
    path: uuidCity ? apiPath(apiPaths.salePointsOfCity, { uuidPartner, uuidCity }) : apiPath(apiPaths.salePointsOfPartner, { uuidPartner }),
    body,
  });
  // The partner card's tab asks as the console does: every city, a few points each.
  const card = (name: string, uuidPartner: string): Case => ({
    ...points(name, uuidPartner, { groupByAlphabet: false, limitPoint: salePointLimits.cardPointsPerCity, emptyCity: false }),
    headers: { [pagingHeaders.offset]: '0', [pagingHeaders.limit]: String(salePointLimits.cardLimit) },
  });
  const promo = (name: string, body: unknown = {}, headers?: Record<string, string>): Case => ({ area: 'promotions', name, method: 'PUT', path: apiPaths.stocks, body, headers });
  const news = (name: string, body: unknown = {}, headers?: Record<string, string>): Case => ({ area: 'news', name, method: 'PUT', path: apiPaths.newsList, body, headers });
  const review = (name: string, body: unknown = {}, headers?: Record<string, string>): Case => ({ area: 'reviews', name, method: 'PUT', path: apiPaths.commentsList, body, headers });
  const rzd = (name: string, query = '', headers?: Record<string, string>): Case => ({ area: 'rzd', name, method: 'GET', path: `${rzdPaths.list}${query}`, headers });
  const question = (name: string, query = ''): Case => ({ area: 'knowledge', name, method: 'GET', path: `${knowledgePaths.questions}${query}` });
  const codes = (name: string, pathAndQuery: string, headers?: Record<string, string>, method: Case['method'] = 'GET'): Case => ({
    area: 'promo codes',
    name,
    method,
    path: pathAndQuery,
    headers,
  });
  const ads = (area: string, name: string, pathAndQuery: string): Case => ({ area, name, method: 'GET', path: pathAndQuery });
  const q = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

  return [
    // The HTTP hop alone: the cheapest call through the server (one `select 1`, no token, no list) against that statement alone.
    { area: 'floor', name: 'readiness check (select 1)', method: 'GET', path: apiPaths.ready, reference: true },
    univer('default (newest first)'),
    univer('status blocked', { status: 'blocked' }),
    univer('contract expired', { contract: 'expired' }),
    univer('contract active', { contract: 'active' }),
    univer('city Москва', { cities: [city] }),
    univer('sort date ASC', {}, sort('date')),
    univer('sort name ASC', {}, sort('name')),
    univer('search "технический"', { searchString: 'технический' }),
    univer('search by city "казан"', { searchString: 'казан' }),
    partner('default (newest first)'),
    partner('status blocked', { status: 'blocked' }),
    partner('category Еда и напитки', { categories: [category] }),
    partner('city Москва', { cities: [city] }),
    partner('sort name ASC', {}, sort('name')),
    partner('sort main city ASC', {}, sort('nameMainCity')),
    partner('search "кофейня"', { searchString: 'кофейня' }),
    card('chain, by city (card)', chain),
    points('chain, its biggest city, by letter', chain, {}, chainCity),
    points('chain, its biggest city, search "ленина"', chain, { searchString: 'ленина' }, chainCity),
    card('small partner, by city (card)', small),
    promo('default (newest first)'),
    promo('status blocked', { status: 'blocked' }),
    promo('city Москва', { cities: [city] }),
    promo('category Еда и напитки', { categories: [category] }),
    promo('sort name ASC', {}, sort('name')),
    promo('sort city ASC', {}, sort('city')),
    promo('sort partner ASC', {}, sort('legalName')),
    promo('search "кофе"', { searchString: 'кофе' }),
    news('default (newest first)'),
    news('awaiting moderation', { approve: 'wait' }),
    news('level region', { typeNews: 'region' }),
    news('mine', { personalization: 'mine' }),
    news('oldest first', {}, { 'x-sort-direction': 'ASC' }),
    news('search "хакатон"', { searchString: 'хакатон' }),
    review('default (newest first)'),
    review('status moderation', { status: 'moderation' }),
    review('federal partners', { isFederalPartner: true }),
    review('sort partner ASC', {}, sort('partnerName')),
    review('search "кофе"', { searchString: 'кофе' }),
    rzd('default (newest first)'),
    rzd('status at work', '', { 'x-filter-status': 'at_work' }),
    rzd('sort full name ASC', '', sort('full_name')),
    rzd('search "иванова"', q({ full_name: 'иванова' })),
    rzd(`month ${month}`, q({ date_send: month })),
    question("programme's (default)"),
    question('a category', q({ uuid: ownCategory })),
    question("a university's", q({ uuidUniversity: knowledge.uuid_university })),
    question('search "карта"', q({ query: 'карта' })),
    codes('registration codes, default', promocodePaths.list),
    codes('registration codes, sort start', promocodePaths.list, sort('startDate', 'DESC')),
    codes('registration codes, sort end', promocodePaths.list, sort('expirationDate', 'DESC')),
    codes('students of the most used code', `${promocodePaths.statistic}${q({ promocode: code })}`),
    codes("granted codes of a big promotion", apiPath(apiPaths.stockStatistic, { id: bigStock }), undefined, 'POST'),
    codes('granted codes of a small promotion', apiPath(apiPaths.stockStatistic, { id: stock }), undefined, 'POST'),
    ads('ad partners', 'default', adsPaths.partners),
    ads('ad partners', 'registered only', `${adsPaths.partners}${q({ success: 'true' })}`),
    ads('ad partners', 'search "зерно"', `${adsPaths.partners}${q({ search: 'зерно' })}`),
    ads('ad contracts', 'default', adsPaths.contracts),
    ads('ad contracts', 'search "Д-2025"', `${adsPaths.contracts}${q({ search: 'Д-2025' })}`),
  ];
}

if (process.argv[2] === 'serve') await serve();
else await main();
