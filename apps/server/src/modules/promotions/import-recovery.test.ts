import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { PgBoss, fromPglite, type SendOptions } from 'pg-boss';
import type { FastifyInstance } from 'fastify';
import { apiPath, apiPaths, promotionMessages, type ApiError, type Promotion } from '@sks/contract';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/client.js';
import { openTestDatabase, truncateAll } from '../../test/databases.js';
import { signedIn } from '../../test/factories.js';
import type { TestApp } from '../../test/harness.js';
import { promoCodeImports } from './schema.js';
import { promoCodeImportQueue } from './jobs.js';
import { importPromoCodes } from './import-codes.js';
import { insertImport } from './repo.js';
import { codesOf, makePartner, makeStock } from './fixtures.js';

/**
 * An instance that dies mid-import, then the restart: so the harness's always-running app is not
 * used here, the dying instance must claim its job before any other worker exists.
 */
let database: Database;
let dataDir = '';
const running: FastifyInstance[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sks-recovery-'));
  database = await openTestDatabase();
});
beforeEach(async () => {
  for (const app of running.splice(0)) await app.close();
  await truncateAll(database);
});
afterAll(async () => {
  for (const app of running.splice(0)) await app.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The restarted instance: workers poll and the supervisor looks every second, as pg-boss allows. */
async function restart(): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    JOBS_POLL_SECONDS: '1',
    JOBS_SUPERVISE_SECONDS: '1',
  });
  const app = await buildApp({ config, database, mailer: { send: async () => {} } });
  running.push(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const call: TestApp['call'] = async (method, p, opts = {}) => {
    const headers: Record<string, string> = opts.token ? { 'x-access-token': opts.token } : {};
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const res = await fetch(`${url}/api${p}`, { method, headers, body });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as never };
  };
  return { app, database, config, url, mails: [], call, file: () => Promise.reject(new Error('unused')) };
}

/**
 * What a crashed instance leaves behind: the job claimed (active) by a worker that never beats
 * again nor finishes. The queue is made by an instance started once before, as in production.
 */
async function claimAndDie(uuidImport: string, options: SendOptions = {}): Promise<void> {
  const first = await restart();
  await first.app.close();
  running.splice(0);
  const db = database.pglite ? fromPglite(database.pglite) : { executeSql: (text: string, values?: unknown[]) => database.pool!.query(text, values) };
  const dying = new PgBoss({ db, supervise: false, schedule: false });
  await dying.start();
  await dying.send(promoCodeImportQueue.name, { uuidImport }, { heartbeatSeconds: 10, ...options });
  const [job] = await dying.fetch(promoCodeImportQueue.name);
  expect(job?.data).toEqual({ uuidImport });
  await dying.stop({ graceful: false, close: false });
}

/** A promotion with a stored file and an import that a first run left mid-file (state running, checkpoint at line 4). */
async function halfDoneImport(t: TestApp) {
  const stock = await makeStock(t, (await makePartner(t, null)).uuid);
  const key = `private/codes/recovery-${stock.uuid}.csv`;
  await t.app.ctx.storage.put(key, Buffer.from('R1\nR2\nR3\nR4\nR5\nR6\n'), 'text/csv');
  const { uuid } = await insertImport(database.db, stock.uuid, key);
  const crash = () => {
    throw new Error('instance killed');
  };
  await expect(importPromoCodes(t.app.ctx, uuid, { batchSize: 2, afterBatch: crash })).rejects.toThrow('instance killed');
  return { uuidStock: stock.uuid, uuidImport: uuid };
}

const importRow = async (uuid: string) => (await database.db.select().from(promoCodeImports).where(eq(promoCodeImports.uuid, uuid)))[0];

describe('promo-code imports whose instance died', () => {
  it('resume within a minute of the restart, from the checkpoint, every code once', { timeout: 90_000 }, async () => {
    const seeding = await restart();
    const { uuidStock, uuidImport } = await halfDoneImport(seeding);
    await claimAndDie(uuidImport);
    expect(await importRow(uuidImport)).toMatchObject({ state: 'running', linesRead: 2 });

    const restartedAt = Date.now();
    const t = await restart();
    await vi.waitFor(async () => expect((await importRow(uuidImport)).state).toBe('done'), { timeout: 60_000, interval: 200 });
    expect(Date.now() - restartedAt).toBeLessThan(60_000);
    expect(await importRow(uuidImport)).toMatchObject({ linesRead: 6, imported: 6, duplicates: 0, error: null });
    expect((await codesOf(t, uuidStock)).sort()).toEqual(['R1', 'R2', 'R3', 'R4', 'R5', 'R6']);
  });

  it('is marked failed with a message for staff once its last attempt dies; the card stops waiting and staff retry it', { timeout: 90_000 }, async () => {
    const seeding = await restart();
    const { uuidStock, uuidImport } = await halfDoneImport(seeding);
    await claimAndDie(uuidImport, { retryLimit: 0 });

    const t = await restart();
    await vi.waitFor(async () => expect((await importRow(uuidImport)).state).toBe('failed'), { timeout: 60_000, interval: 200 });
    const failed = await importRow(uuidImport);
    expect(failed.error).toBe(promotionMessages.importFailed);
    // The batch committed before the death stays in the promotion, counted; the retry goes on after it.
    expect(failed).toMatchObject({ linesRead: 2, imported: 2 });
    expect((await codesOf(t, uuidStock)).sort()).toEqual(['R1', 'R2']);

    const { tokens } = await signedIn(t);
    const token = tokens.accessToken;
    const card = await t.call<Promotion>('GET', apiPath(apiPaths.stock, { id: uuidStock }), { token });
    expect(card.body.lastImport).toMatchObject({ state: 'failed', error: promotionMessages.importFailed });

    const retry = (id: string) => t.call<Promotion & ApiError>('POST', apiPath(apiPaths.stockImportRetry, { id }), { token });
    const retried = await retry(uuidStock);
    expect(retried.status).toBe(200);
    expect(retried.body.lastImport?.state).toMatch(/^(queued|running|done)$/);
    await vi.waitFor(async () => expect((await importRow(uuidImport)).state).toBe('done'), { timeout: 30_000, interval: 200 });
    expect(await importRow(uuidImport)).toMatchObject({ linesRead: 6, imported: 6, duplicates: 0 });
    expect((await codesOf(t, uuidStock)).sort()).toEqual(['R1', 'R2', 'R3', 'R4', 'R5', 'R6']);

    const again = await retry(uuidStock);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'conflict', message: promotionMessages.importNotFailed });
    const withoutImport = await makeStock(t, (await makePartner(t, null)).uuid);
    expect((await retry(withoutImport.uuid)).body).toEqual({ code: 'not_found', message: promotionMessages.importNotFound });
    expect((await retry('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.call('POST', apiPath(apiPaths.stockImportRetry, { id: uuidStock }))).status).toBe(401);
  });
});
