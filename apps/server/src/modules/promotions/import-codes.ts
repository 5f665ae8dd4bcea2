import { createInterface } from 'node:readline';
import type { Job } from 'pg-boss';
import { z } from 'zod';
import { promoCodePattern, promotionLimits, promotionMessages } from '@sks/contract';
import type { AppContext } from '../../platform/context.js';
import { promoCodeImportQueue } from './jobs.js';
import * as repo from './repo.js';
import type { ImportJobData } from './service.js';

/** Codes staged per transaction: a few MB of short codes, and few enough commits for a million lines. */
export const importBatchSize = 50_000;
/** A malformed line is kept to show cut to this many characters. */
const shownTextMax = 100;

export type ImportOptions = {
  batchSize?: number;
  /** Runs after each batch is staged, with the lines read so far; tests throw here to crash mid-file. */
  afterBatch?: (linesRead: number) => void | Promise<void>;
};

/** Thrown inside a transaction when the import has finished or its checkpoint is not where this run left it. */
class Superseded extends Error {}

/**
 * Imports one promo-code file into its promotion, line by line from the stored file: a blank
 * line is skipped, a line that is no promo code is counted (the first few kept), a code is
 * staged. Each batch is staged together with the number of lines read, the checkpoint, so a run
 * that dies is resumed by the next one after the last committed line; one batch commits while
 * the next is read. At the end every staged code is added to the promotion unless it has it
 * already, in the same transaction that marks the import done: no code is lost or counted twice.
 * A finished, failed or vanished import is left alone; if another run moves the checkpoint
 * meanwhile, this one stops.
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
  let checkpoint = start.linesRead;
  let malformed = start.malformed;
  const malformedLines = [...start.malformedLines];
  let codes: string[] = [];
  let line = 0;

  /** Stages the codes read so far with the checkpoint; takes its figures now, as reading goes on meanwhile. */
  const stage = (): Promise<void> => {
    const batch = codes;
    const progress: repo.ImportProgress = { linesRead: line, malformed, malformedLines: [...malformedLines] };
    codes = [];
    return (async () => {
      await ctx.db.transaction(async (tx) => {
        await repo.stageCodes(tx, uuidImport, batch);
        if (!(await repo.advanceImport(tx, uuidImport, checkpoint, progress))) throw new Superseded();
      });
      checkpoint = progress.linesRead;
      await opts.afterBatch?.(checkpoint);
    })();
  };

  const lines = createInterface({ input: file.stream, crlfDelay: Infinity });
  let staging: Promise<void> = Promise.resolve();
  try {
    for await (const raw of lines) {
      line += 1;
      if (line <= start.linesRead) continue;
      const text = raw.trim();
      if (!text) continue;
      if (promoCodePattern.test(text)) {
        codes.push(text);
        if (codes.length >= batchSize) {
          await staging;
          staging = stage();
          // Handled here so that a failure waits, without an unhandled rejection, for the next await.
          staging.catch(() => {});
        }
      } else {
        malformed += 1;
        if (malformedLines.length < promotionLimits.malformedShown) malformedLines.push({ line, text: text.slice(0, shownTextMax) });
      }
    }
    await staging;
    if (codes.length || line > checkpoint) await stage();
    await ctx.db.transaction(async (tx) => {
      const { staged, added } = await repo.addStagedCodes(tx, uuidImport, start.uuidStock);
      const done = { imported: added, duplicates: staged - added, state: 'done' as const, finishedAt: new Date(), error: null };
      if (!(await repo.advanceImport(tx, uuidImport, checkpoint, { linesRead: checkpoint, malformed, malformedLines, ...done }))) {
        throw new Superseded();
      }
    });
  } catch (err) {
    if (!(err instanceof Superseded)) throw err;
  } finally {
    lines.close();
    file.stream.destroy();
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
