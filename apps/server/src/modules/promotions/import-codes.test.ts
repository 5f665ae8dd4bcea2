import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import { promotionLimits, promotionMessages } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import type { AppContext } from '../../platform/context.js';
import { promoCodeImports } from './schema.js';
import { importPromoCodes, runImportJob } from './import-codes.js';
import { insertImport, resumeFailedImport } from './repo.js';
import type { ImportJobData } from './service.js';
import { addCodes, codesOf, makePartner, makeStock } from './fixtures.js';

const t = useTestApp();

/** A stored promo-code file and a queued import of it into a new promotion (or into `uuidStock`). */
async function queuedImport(content: string, uuidStock?: string) {
  const stock = uuidStock ?? (await makeStock(t, (await makePartner(t, null)).uuid)).uuid;
  const key = `codes/${randomUUID()}.csv`;
  await t.app.ctx.storage.put(key, Buffer.from(content), 'text/csv');
  const row = await insertImport(t.database.db, stock, key);
  return { uuidStock: stock, uuidImport: row.uuid, key };
}

async function importRow(uuidImport: string) {
  const [row] = await t.database.db.select().from(promoCodeImports).where(eq(promoCodeImports.uuid, uuidImport));
  return row;
}

const sorted = (codes: string[]) => [...codes].sort();

/** Ten lines: blanks, a duplicate, malformed lines, CRLF endings and Cyrillic codes. */
const mixedFile = [
  'AAA1', // 1
  '  BBB2  ', // 2
  '', // 3 blank
  'AAA1', // 4 duplicate in the file
  'bad code!', // 5 malformed: a space and '!'
  'ПРОМО-1_ё', // 6
  'THIS-CODE-IS-TOO-LONG', // 7 malformed: 21 characters
  '\t ', // 8 blank
  'CCC3', // 9
  'ДДД4', // 10
].join('\r\n');

describe('importPromoCodes (the job)', () => {
  it('adds the codes, skipping blank lines, counting duplicates and keeping the malformed lines', async () => {
    const { uuidStock, uuidImport } = await queuedImport(`${mixedFile}\n`);
    await importPromoCodes(t.app.ctx, uuidImport, { batchSize: 2 });
    const row = await importRow(uuidImport);
    expect(row).toMatchObject({
      state: 'done',
      linesRead: 10,
      imported: 5,
      duplicates: 1,
      malformed: 2,
      malformedLines: [
        { line: 5, text: 'bad code!' },
        { line: 7, text: 'THIS-CODE-IS-TOO-LONG' },
      ],
      error: null,
    });
    expect(row.finishedAt).toBeInstanceOf(Date);
    expect(sorted(await codesOf(t, uuidStock))).toEqual(sorted(['AAA1', 'BBB2', 'ПРОМО-1_ё', 'CCC3', 'ДДД4']));
  });

  it('counts a code the promotion already has, from an earlier file, as a duplicate and adds the rest', async () => {
    const first = await queuedImport('X1\nX2\nX3\n');
    await importPromoCodes(t.app.ctx, first.uuidImport);
    await addCodes(t, first.uuidStock, [{ code: 'GIVEN' }]);
    const second = await queuedImport('X2\nY1\nGIVEN\nY1\nX3\nY2', first.uuidStock);
    await importPromoCodes(t.app.ctx, second.uuidImport, { batchSize: 2 });
    expect(await importRow(second.uuidImport)).toMatchObject({ state: 'done', linesRead: 6, imported: 2, duplicates: 4, malformed: 0, malformedLines: [] });
    expect(sorted(await codesOf(t, first.uuidStock))).toEqual(['GIVEN', 'X1', 'X2', 'X3', 'Y1', 'Y2']);
    // The same code in another promotion is no duplicate.
    const other = await queuedImport('X1\nX2');
    await importPromoCodes(t.app.ctx, other.uuidImport);
    expect(await importRow(other.uuidImport)).toMatchObject({ imported: 2, duplicates: 0 });
  });

  it('keeps the first malformed lines only but counts them all', async () => {
    const lines = Array.from({ length: promotionLimits.malformedShown + 5 }, (_, i) => `bad line ${i + 1}`);
    const { uuidImport } = await queuedImport(['OK1', ...lines, 'OK2'].join('\n'));
    await importPromoCodes(t.app.ctx, uuidImport);
    const row = await importRow(uuidImport);
    expect(row).toMatchObject({ state: 'done', imported: 2, malformed: promotionLimits.malformedShown + 5, linesRead: promotionLimits.malformedShown + 7 });
    expect(row.malformedLines).toHaveLength(promotionLimits.malformedShown);
    expect(row.malformedLines[0]).toEqual({ line: 2, text: 'bad line 1' });
    expect(row.malformedLines.at(-1)).toEqual({ line: promotionLimits.malformedShown + 1, text: `bad line ${promotionLimits.malformedShown}` });
  });

  it('resumes after a crash mid-file at the last committed batch: no code lost, none counted twice', async () => {
    const { uuidStock, uuidImport } = await queuedImport(mixedFile);
    let crashes = 0;
    const crashOnce = () => {
      crashes += 1;
      throw new Error('worker killed');
    };
    await expect(importPromoCodes(t.app.ctx, uuidImport, { batchSize: 3, afterBatch: crashOnce })).rejects.toThrow('worker killed');
    expect(crashes).toBe(1);
    // The first batch (AAA1, BBB2, AAA1) ended on line 4 and is in the promotion with its checkpoint and counts;
    // the malformed line 5 is not counted yet.
    expect(await importRow(uuidImport)).toMatchObject({ state: 'running', linesRead: 4, imported: 2, duplicates: 1, malformed: 0, malformedLines: [] });
    expect(sorted(await codesOf(t, uuidStock))).toEqual(['AAA1', 'BBB2']);

    await importPromoCodes(t.app.ctx, uuidImport, { batchSize: 3 });
    expect(await importRow(uuidImport)).toMatchObject({
      state: 'done',
      linesRead: 10,
      imported: 5,
      duplicates: 1,
      malformed: 2,
      malformedLines: [
        { line: 5, text: 'bad code!' },
        { line: 7, text: 'THIS-CODE-IS-TOO-LONG' },
      ],
    });
    expect(sorted(await codesOf(t, uuidStock))).toEqual(sorted(['AAA1', 'BBB2', 'ПРОМО-1_ё', 'CCC3', 'ДДД4']));
  });

  it('resumes after a crash between the last batch and the end: it only marks the import done', async () => {
    const { uuidStock, uuidImport } = await queuedImport('K1\nK2\nK1\nbad!');
    const crash = () => {
      throw new Error('worker killed');
    };
    await expect(importPromoCodes(t.app.ctx, uuidImport, { afterBatch: crash })).rejects.toThrow('worker killed');
    expect(await importRow(uuidImport)).toMatchObject({ state: 'running', linesRead: 4, malformed: 1, imported: 2, duplicates: 1 });
    expect(sorted(await codesOf(t, uuidStock))).toEqual(['K1', 'K2']);

    await importPromoCodes(t.app.ctx, uuidImport);
    expect(await importRow(uuidImport)).toMatchObject({ state: 'done', linesRead: 4, imported: 2, duplicates: 1, malformed: 1 });
    expect(sorted(await codesOf(t, uuidStock))).toEqual(['K1', 'K2']);
  });

  it('leaves a finished import alone when run again', async () => {
    const { uuidStock, uuidImport } = await queuedImport('Z1\nZ2\nZ1');
    await importPromoCodes(t.app.ctx, uuidImport);
    const done = await importRow(uuidImport);
    await importPromoCodes(t.app.ctx, uuidImport);
    expect(await importRow(uuidImport)).toEqual(done);
    expect(done).toMatchObject({ imported: 2, duplicates: 1 });
    expect(sorted(await codesOf(t, uuidStock))).toEqual(['Z1', 'Z2']);
  });

  it('lets two runs of one import go at once: each batch is committed by one of them, and each code counted once', async () => {
    const lines = Array.from({ length: 10 }, (_, i) => `C${i + 1}`).join('\n');
    const { uuidStock, uuidImport } = await queuedImport(lines);
    let second: Promise<void> | undefined;
    // Once the first run has committed a batch a second one (say, after an expiry) starts beside it.
    const overtake = () => {
      second ??= importPromoCodes(t.app.ctx, uuidImport, { batchSize: 4 });
    };
    await importPromoCodes(t.app.ctx, uuidImport, { batchSize: 4, afterBatch: overtake });
    await second;
    expect(await importRow(uuidImport)).toMatchObject({ state: 'done', linesRead: 10, imported: 10, duplicates: 0 });
    expect(await codesOf(t, uuidStock)).toHaveLength(10);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')('fails a batch that waits too long for a code another transaction holds, and goes on from its checkpoint when run again', async () => {
    const { uuidStock, uuidImport } = await queuedImport('A1\nA2\nHELD\nA3');
    const holder = await t.database.pool!.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`INSERT INTO promo_codes (uuid_stock, code) VALUES ($1, 'HELD')`, [uuidStock]);
      await expect(importPromoCodes(t.app.ctx, uuidImport, { batchSize: 2, lockWaitMs: 100 })).rejects.toMatchObject({ cause: { code: '55P03' } });
      expect(await importRow(uuidImport)).toMatchObject({ state: 'running', linesRead: 2, imported: 2 });
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
    }
    await importPromoCodes(t.app.ctx, uuidImport, { batchSize: 2, lockWaitMs: 100 });
    expect(await importRow(uuidImport)).toMatchObject({ state: 'done', linesRead: 4, imported: 4, duplicates: 0 });
    expect(sorted(await codesOf(t, uuidStock))).toEqual(['A1', 'A2', 'A3', 'HELD']);
  });

  it('fails an import whose file is gone, with the reason', async () => {
    const { uuidImport, key } = await queuedImport('A1');
    await t.app.ctx.storage.delete(key);
    await importPromoCodes(t.app.ctx, uuidImport);
    const row = await importRow(uuidImport);
    expect(row).toMatchObject({ state: 'failed', error: promotionMessages.fileNotFound, imported: 0, linesRead: 0 });
    expect(row.finishedAt).toBeInstanceOf(Date);
  });
});

describe('runImportJob (the queue worker)', () => {
  const job = (uuidImport: string, retryCount: number) => ({ id: randomUUID(), name: 'promo-code-import', data: { uuidImport }, retryCount }) as unknown as Job<ImportJobData>;

  it('does nothing for an import that no longer exists or for bad job data', async () => {
    await expect(runImportJob(t.app.ctx, job(randomUUID(), 0))).resolves.toBeUndefined();
    await expect(runImportJob(t.app.ctx, job('not-a-uuid', 0))).resolves.toBeUndefined();
    expect(await t.database.db.select().from(promoCodeImports)).toEqual([]);
  });

  it('rethrows an error so that pg-boss retries, and marks the import failed on the last attempt', async () => {
    const { uuidImport } = await queuedImport('A1');
    const broken: AppContext = {
      ...t.app.ctx,
      storage: { ...t.app.ctx.storage, get: () => Promise.reject(new Error('storage unreachable')) },
    };
    await expect(runImportJob(broken, job(uuidImport, 0))).rejects.toThrow('storage unreachable');
    expect(await importRow(uuidImport)).toMatchObject({ state: 'running', error: null, finishedAt: null });
    await expect(runImportJob(broken, job(uuidImport, 5))).rejects.toThrow('storage unreachable');
    // Staff read a message of their own; the internal reason went to the log with the throw.
    expect(await importRow(uuidImport)).toMatchObject({ state: 'failed', error: promotionMessages.importFailed });
    // A later attempt (a job sent twice) does not revive it.
    await runImportJob(t.app.ctx, job(uuidImport, 0));
    expect(await importRow(uuidImport)).toMatchObject({ state: 'failed', imported: 0 });
  });

  it('keeps what a failed import had added, and its retry goes on from the checkpoint', async () => {
    const { uuidStock, uuidImport } = await queuedImport('S1\nS2\nS1\nS3');
    const crash = () => {
      throw new Error('worker killed');
    };
    await expect(importPromoCodes(t.app.ctx, uuidImport, { batchSize: 2, afterBatch: crash })).rejects.toThrow('worker killed');
    const broken: AppContext = { ...t.app.ctx, storage: { ...t.app.ctx.storage, get: () => Promise.reject(new Error('storage unreachable')) } };
    await expect(runImportJob(broken, job(uuidImport, 5))).rejects.toThrow('storage unreachable');
    expect(await importRow(uuidImport)).toMatchObject({ state: 'failed', linesRead: 2, imported: 2, duplicates: 0 });
    expect(sorted(await codesOf(t, uuidStock))).toEqual(['S1', 'S2']);

    expect(await resumeFailedImport(t.database.db, uuidImport)).toBe(true);
    expect(await resumeFailedImport(t.database.db, uuidImport)).toBe(false);
    await importPromoCodes(t.app.ctx, uuidImport, { batchSize: 2 });
    expect(await importRow(uuidImport)).toMatchObject({ state: 'done', linesRead: 4, imported: 3, duplicates: 1, error: null, finishedAt: expect.any(Date) });
    expect(sorted(await codesOf(t, uuidStock))).toEqual(['S1', 'S2', 'S3']);
  });
});
