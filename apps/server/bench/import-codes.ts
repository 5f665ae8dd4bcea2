/**
 * npm run bench (second part): a 1 000 000-line promo-code file, generated on the fly with some
 * duplicates, blank and malformed lines, uploaded through the real HTTP API and imported by the
 * background job. The server runs in a child process, so that its memory is measured alone:
 * its RSS is read from /proc while the upload and the import run. Prints figures; asserts
 * nothing. Runs on the embedded database in a temporary folder, then on PostgreSQL: the empty
 * database at BENCH_DATABASE_URL or, when the local server answers at BENCH_POSTGRES_ADMIN_URL,
 * a scratch database made there and dropped after.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { apiBase, apiPath, apiPaths, codesUpload, type Promotion } from '@sks/contract';
import { forkBuilt } from './fork-built.js';
import { postgresTarget } from './postgres-target.js';

const lines = Number(process.env.BENCH_CODE_LINES ?? 1_000_000);
const password = 'bench-password-1';
const email = 'bench@example.org';

type Ready = { url: string; uuidPartner: string; database: string };

/** The child: a fresh database, one admin and one partner, the app listening on a random port. */
async function serve(): Promise<void> {
  const { buildApp } = await import('../src/app.js');
  const { loadConfig } = await import('../src/platform/config.js');
  const { openDatabase } = await import('../src/platform/db/client.js');
  const { hashPassword } = await import('../src/platform/auth/passwords.js');
  const { insertUser } = await import('../src/modules/auth/repo.js');
  const { partners } = await import('../src/modules/partners/schema.js');
  const { promoCodeImports } = await import('../src/modules/promotions/schema.js');
  const { eq, sql } = await import('drizzle-orm');

  const dataDir = process.env.BENCH_DATA_DIR!;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    WEB_DIST: dataDir,
  });
  const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL || undefined, dataDir });
  await database.migrate();
  await insertUser(database.db, { role: 'admin', status: 'active', email, name: 'Бенч', surname: 'Замеров', passwordHash: await hashPassword(password) });
  const [partner] = await database.db
    .insert(partners)
    .values({ name: 'Партнёр для замера', legalName: 'ООО «Замер»', isFederalPartner: true, phone: '79990000000', email: 'p@example.org' })
    .returning();
  const app = await buildApp({ config, database });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send!({ url, uuidPartner: partner.uuid, database: database.kind } satisfies Ready);
  // Asked for a promotion, answers how long its import took by the database's own clock, to the millisecond.
  process.on('message', (uuidStock: string) => {
    void database.db
      .select({ ms: sql<number>`extract(epoch from ${promoCodeImports.finishedAt} - ${promoCodeImports.createdAt}) * 1000` })
      .from(promoCodeImports)
      .where(eq(promoCodeImports.uuidStock, uuidStock))
      .then(([row]) => process.send!(Number(row.ms)));
  });
  process.once('disconnect', () => {
    void app.close().then(() => database.close()).then(() => process.exit(0));
  });
}

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** Samples a process's RSS every 50 ms until stopped; answers the highest seen. */
function sampleRss(pid: number) {
  let max = memoryOf(pid).rss;
  const timer = setInterval(() => (max = Math.max(max, memoryOf(pid).rss)), 50);
  return () => {
    clearInterval(timer);
    return Math.max(max, memoryOf(pid).rss);
  };
}

/**
 * The file's lines: distinct random-looking codes (as real ones are), every 50th line repeats an
 * earlier code, every 1 000th is malformed and every 2 000th blank. Answers the expected counts too.
 */
function codeFile() {
  const expected = { imported: 0, duplicates: 0, malformed: 0, blank: 0 };
  // Multiplying by an odd constant modulo 2^32 is a bijection, so distinct lines give distinct codes.
  const code = (i: number) => `S${(Math.imul(i, 0x9e3779b1) >>> 0).toString(36).toUpperCase().padStart(7, '0')}`;
  const lineAt = (i: number): string => {
    if (i % 2_000 === 0) return (expected.blank++, '   ');
    if (i % 1_000 === 0) return (expected.malformed++, `bad code #${i}`);
    if (i % 50 === 0) return (expected.duplicates++, code(i - 25));
    return (expected.imported++, code(i));
  };
  return { lineAt, expected };
}

/** A multipart body with one file part, produced line by line as the upload goes: the file never exists whole. */
function multipartBody(count: number, lineAt: (i: number) => string, boundary: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${codesUpload.field}"; filename="codes.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  let i = 0;
  let sentHead = false;
  return new ReadableStream({
    pull(controller) {
      if (!sentHead) {
        sentHead = true;
        controller.enqueue(encoder.encode(head));
        return;
      }
      if (i >= count) {
        controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
        controller.close();
        return;
      }
      const chunk: string[] = [];
      for (const end = Math.min(count, i + 20_000); i < end; ) {
        i += 1;
        chunk.push(lineAt(i));
      }
      controller.enqueue(encoder.encode(`${chunk.join('\n')}\n`));
    },
  });
}

async function benchOn(databaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sks-bench-codes-'));
  const env = { ...process.env, BENCH_DATA_DIR: dataDir, BENCH_DATABASE_URL: databaseUrl ?? '' };
  const server: ChildProcess = await forkBuilt(import.meta.filename, ['serve'], { env });
  const ready = await new Promise<Ready>((resolve, reject) => {
    server.once('message', (m) => resolve(m as Ready));
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const api = `${ready.url}${apiBase}`;
  const signIn = await fetch(`${api}${apiPaths.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: email, password, place: 'admin' }),
  });
  const token = ((await signIn.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
  const idle = memoryOf(server.pid!);

  const { lineAt, expected } = codeFile();
  const boundary = `bench${Date.now()}`;
  const t0 = performance.now();
  let stopSampling = sampleRss(server.pid!);
  const upload = await fetch(`${api}${apiPaths.stockUploadCodes}`, {
    method: 'POST',
    headers: { 'x-access-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: multipartBody(lines, lineAt, boundary),
    duplex: 'half',
  } as RequestInit);
  const { fileUrl } = (await upload.json()) as { fileUrl: string };
  if (!upload.ok) throw new Error(`upload: ${upload.status} ${JSON.stringify(fileUrl)}`);
  const uploadSeconds = (performance.now() - t0) / 1000;
  const uploadRss = stopSampling();

  stopSampling = sampleRss(server.pid!);
  const created = await fetch(`${api}${apiPaths.stockCreate}`, {
    method: 'POST',
    headers: { 'x-access-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({
      uuidPartner: ready.uuidPartner,
      name: 'Замер импорта',
      description: 'Миллион строк',
      dateBegin: '2026-01-01 00:00:00',
      dateEnd: '2026-12-31 23:59:59',
      fileUrl,
      winLimit: 1,
    }),
  });
  const { uuidStock } = (await created.json()) as { uuidStock: string };
  let card: Promotion;
  // Polled every 2 s, as the console polls the card while an import runs; each poll counts the
  // promotion's codes. The time itself is the database's, from the enqueue to the last commit.
  for (;;) {
    await new Promise((r) => setTimeout(r, 2_000));
    const res = await fetch(`${api}${apiPath(apiPaths.stock, { id: uuidStock })}`, { headers: { 'x-access-token': token } });
    card = (await res.json()) as Promotion;
    if (card.lastImport?.state === 'done' || card.lastImport?.state === 'failed') break;
  }
  server.send(uuidStock);
  const importSeconds = (await new Promise<number>((resolve) => server.once('message', (ms) => resolve(ms as number)))) / 1000;
  const importRss = stopSampling();
  const peak = memoryOf(server.pid!).hwm;

  const i = card.lastImport!;
  const mb = (n: number) => `${n.toFixed(0)} MB`;
  console.log(`\n${ready.database}: promo-code file of ${lines.toLocaleString('en')} lines`);
  console.log(`  upload (streamed, checked, stored)   ${uploadSeconds.toFixed(1)} s, server RSS max ${mb(uploadRss)}`);
  console.log(`  import, from enqueue to done         ${importSeconds.toFixed(1)} s (${Math.round(i.linesRead / importSeconds).toLocaleString('en')} lines/s), server RSS max ${mb(importRss)}`);
  console.log(`  server RSS idle before ${mb(idle.rss)}, peak over its whole life ${mb(peak)}`);
  console.log(`  import ${i.state}: lines ${i.linesRead}, imported ${i.imported}, duplicates ${i.duplicates}, malformed ${i.malformed}${i.error ? `, error ${i.error}` : ''}`);
  console.log(`  expected:      lines ${lines}, imported ${expected.imported}, duplicates ${expected.duplicates}, malformed ${expected.malformed} (blank ${expected.blank})`);
  console.log(`  card: remaining ${card.remainingCodesCount}, used ${card.usedCodesCount}`);

  server.disconnect();
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

if (process.argv[2] === 'serve') await serve();
else {
  console.log('\ntarget: 1 000 000 lines imported in 5 s on PostgreSQL, server RSS under 300 MB while it runs');
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
