import { createInterface } from 'node:readline';
import type { Job } from 'pg-boss';
import { z } from 'zod';
import { promoCodePattern, promotionLimits, promotionMessages } from '@sks/contract';
import type { AppContext } from '../../platform/context.js';
import { promoCodeImportQueue } from './jobs.js';
import * as repo from './repo.js';
import type { ImportJobData } from './service.js';

/** Codes added per transaction: a few MB of short codes, and few enough commits for a million lines. */
export const importBatchSize = 50_000;
/**
 * Batches whose transactions run at once: the database inserts the next batch's codes while the
 * one before commits, on two connections (on two cores a million codes go in about 1.5 times as
 * fast as one batch after another).
 */
const batchesAtOnce = 2;
/**
 * How long a batch waits for a row another transaction holds. Two imports into one promotion with
 * codes in common could each hold a code the other waits for while waiting for their own batch
 * before: a circle no database sees. Past this the batch fails and the job retries from its checkpoint.
 */
const lockWaitMs = 30_000;
/** A malformed line is kept to show cut to this many characters. */
const shownTextMax = 100;

export type ImportOptions = {
  batchSize?: number;
  /**
   * Runs after each batch is committed, before the next one's checkpoint moves, with the lines
   * read so far; tests throw here to crash mid-file.
   */
  afterBatch?: (linesRead: number) => void | Promise<void>;
  /** `lockWaitMs`, shorter in tests. */
  lockWaitMs?: number;
};

/** Thrown inside a transaction when the import has finished or its checkpoint is not where this run left it. */
class Superseded extends Error {}

/**
 * Imports one promo-code file into its promotion, line by line from the stored file: a blank
 * line is skipped, a line that is no promo code is counted (the first few kept), a code is
 * batched. Each batch is added to the promotion (a code it has already counts as a duplicate) in
 * one transaction with the counts and the number of lines read, the checkpoint, so a run that
 * dies is resumed by the next one after the last committed line and no code is lost or counted
 * twice. Reading goes on while batches are written, `batchesAtOnce` of them side by side; their
 * checkpoints move in file order, each transaction waiting for the one before to commit (and is
 * undone if that one is). A finished, failed or vanished import is left alone; if another run
 * moves the checkpoint meanwhile, this one stops and its batches are undone.
 */
export async function importPromoCodes(ctx: AppContext, uuidImport: string, opts: ImportOptions = {}): Promise<void> {
  const start = await repo.findImport(ctx.db, uuidImport);
  if (!start || start.state === 'done' || start.state === 'failed') return;
  await repo.setImportState(ctx.db, uuidImport, 'running');
  const file = await ctx.storage.get(start.fileKey);
  if (!file) {
    await repo.setImportState(ctx.db, uuidImport, 'failed', promotionMessages.fileNotFound);
    return;
  }
  const batchSize = opts.batchSize ?? importBatchSize;
  /** The last committed line, and the counts committed with it. */
  let checkpoint = start.linesRead;
  let { imported, duplicates } = start;
  let malformed = start.malformed;
  const malformedLines = [...start.malformedLines];
  let codes: string[] = [];
  let line = 0;
  /** The last line of the last batch sent; the commit (and hook) of that batch. */
  let sentLine = start.linesRead;
  let lastBatch: Promise<void> = Promise.resolve();
  const writing: Promise<void>[] = [];

  /** Sends the codes read so far with their checkpoint; takes its figures now, as reading goes on meanwhile. */
  let lastCodes = new Set<string>();
  const sendBatch = (): void => {
    const batch = codes;
    const progress: repo.ImportProgress = { linesRead: line, malformed, malformedLines: [...malformedLines] };
    const before = lastBatch;
    // A code of the batch before, which may still be writing, is a duplicate here whatever it
    // becomes (if that batch is undone, so is this one). Left in, this batch would lock its new
    // row while waiting below for that batch, which would wait for the row: a circle no database
    // sees.
    const earlier = lastCodes;
    const fresh = batch.filter((code) => !earlier.has(code));
    lastCodes = new Set(fresh);
    codes = [];
    sentLine = line;
    lastBatch = (async () => {
      await ctx.db.transaction(async (tx) => {
        await repo.limitLockWait(tx, opts.lockWaitMs ?? lockWaitMs);
        const added = await repo.addCodes(tx, start.uuidStock, fresh);
        await before;
        const totals = { imported: imported + added, duplicates: duplicates + batch.length - added };
        if (!(await repo.advanceImport(tx, uuidImport, checkpoint, { ...progress, ...totals }))) throw new Superseded();
        ({ imported, duplicates } = totals);
      });
      checkpoint = progress.linesRead;
      await opts.afterBatch?.(checkpoint);
    })();
    // Handled here so that a failure waits, without an unhandled rejection, for the await below.
    lastBatch.catch(() => {});
    writing.push(lastBatch);
  };

  const lines = createInterface({ input: file.stream, crlfDelay: Infinity });
  try {
    for await (const raw of lines) {
      line += 1;
      if (line <= start.linesRead) continue;
      const text = raw.trim();
      if (!text) continue;
      if (promoCodePattern.test(text)) {
        codes.push(text);
        if (codes.length >= batchSize) {
          if (writing.length >= batchesAtOnce) await writing.shift();
          sendBatch();
        }
      } else {
        malformed += 1;
        if (malformedLines.length < promotionLimits.malformedShown) malformedLines.push({ line, text: text.slice(0, shownTextMax) });
      }
    }
    if (codes.length || line > sentLine) {
      // As above: a batch never goes beside more than the one before it.
      if (writing.length >= batchesAtOnce) await writing.shift();
      sendBatch();
    }
    await lastBatch;
    const done = { state: 'done' as const, finishedAt: new Date(), error: null };
    if (!(await repo.advanceImport(ctx.db, uuidImport, checkpoint, { linesRead: checkpoint, malformed, malformedLines, imported, duplicates, ...done }))) {
      throw new Superseded();
    }
  } catch (err) {
    if (!(err instanceof Superseded)) throw err;
  } finally {
    lines.close();
    file.stream.destroy();
    // Nothing of this run writes after it has ended.
    await Promise.allSettled(writing);
  }
}

const jobDataSchema = z.object({ uuidImport: z.uuid() });

/**
 * The worker of the promo-code import queue. A throw lets pg-boss retry the job (it resumes at
 * the checkpoint); on the last attempt the import is marked failed first, with a message for
 * staff (the internal reason goes to the log with the throw).
 */
export async function runImportJob(ctx: AppContext, job: Job<ImportJobData>): Promise<void> {
  const data = jobDataSchema.safeParse(job.data);
  if (!data.success) return;
  try {
    await importPromoCodes(ctx, data.data.uuidImport);
  } catch (err) {
    if (job.retryCount >= promoCodeImportQueue.options.retryLimit!) {
      await repo.setImportState(ctx.db, data.data.uuidImport, 'failed', promotionMessages.importFailed);
    }
    throw err;
  }
}

/**
 * The worker of the dead-letter queue: an import job that died on its last attempt (a crash or
 * the time limit, where runImportJob could not say so itself) leaves its import failed, so the
 * card stops waiting and offers to retry. An import already finished is left alone.
 */
export async function markImportSpent(ctx: AppContext, job: Job<ImportJobData>): Promise<void> {
  const data = jobDataSchema.safeParse(job.data);
  if (data.success) await repo.setImportState(ctx.db, data.data.uuidImport, 'failed', promotionMessages.importFailed);
}
