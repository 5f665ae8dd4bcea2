import { createInterface } from 'node:readline';
import type { Job } from 'pg-boss';
import { z } from 'zod';
import { promoCodePattern, promotionLimits, promotionMessages, type CodeImport } from '@sks/contract';
import type { AppContext } from '../../platform/context.js';
import { queues } from '../../platform/jobs.js';
import * as repo from './repo.js';
import type { ImportJobData } from './service.js';

/**
 * Codes per transaction: sorted, a big batch adds many codes to each index page it touches (five
 * times 10 000 took a quarter longer in the benchmark); 50 000 short codes are still a few MB.
 */
export const importBatchSize = 50_000;
/** A malformed line is kept to show cut to this many characters. */
const shownTextMax = 100;

export type ImportOptions = {
  batchSize?: number;
  /** Runs after each committed batch but the last, with the lines read so far; tests throw here to crash mid-file. */
  afterBatch?: (linesRead: number) => void | Promise<void>;
};

/** Thrown inside a batch's transaction when the checkpoint is not where this run left it. */
class Superseded extends Error {}

type Counts = Pick<CodeImport, 'linesRead' | 'imported' | 'duplicates' | 'malformed' | 'malformedLines'>;

/**
 * Imports one promo-code file into its promotion, line by line from the stored file: a blank
 * line is skipped, a line that is no promo code is counted (the first few kept), a code is
 * added unless the promotion has it already. Each batch of codes commits together with the
 * counts and the number of lines read, so a run that dies is resumed by the next one after the
 * last committed line, and no code is lost or counted twice. A finished, failed or vanished
 * import is left alone; if another run moves the checkpoint meanwhile, this one stops.
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
  let saved: Counts = { ...start, malformedLines: [...start.malformedLines] };
  let malformed = saved.malformed;
  const malformedLines = [...saved.malformedLines];
  let codes: string[] = [];
  let line = 0;

  /** Commits the codes read so far with the checkpoint; takes its figures now, as reading goes on meanwhile. */
  const commit = (finished: boolean): Promise<void> => {
    const batch = codes;
    const counts = { linesRead: line, malformed, malformedLines: [...malformedLines] };
    codes = [];
    return (async () => {
      saved = await ctx.db.transaction(async (tx) => {
        const added = await repo.insertCodes(tx, start.uuidStock, batch);
        const next: Counts = { ...counts, imported: saved.imported + added, duplicates: saved.duplicates + batch.length - added };
        const state = finished ? { state: 'done' as const, finishedAt: new Date(), error: null } : {};
        if (!(await repo.advanceImport(tx, uuidImport, saved.linesRead, { ...next, ...state }))) throw new Superseded();
        return next;
      });
      if (!finished) await opts.afterBatch?.(counts.linesRead);
    })();
  };

  const lines = createInterface({ input: file.stream, crlfDelay: Infinity });
  // One batch commits while the next is read: the database and this process work at once.
  let committing: Promise<void> = Promise.resolve();
  try {
    for await (const raw of lines) {
      line += 1;
      if (line <= start.linesRead) continue;
      const text = raw.trim();
      if (!text) continue;
      if (promoCodePattern.test(text)) {
        codes.push(text);
        if (codes.length >= batchSize) {
          await committing;
          committing = commit(false);
          // Handled here so that a failure waits, without an unhandled rejection, for the next await.
          committing.catch(() => {});
        }
      } else {
        malformed += 1;
        if (malformedLines.length < promotionLimits.malformedShown) malformedLines.push({ line, text: text.slice(0, shownTextMax) });
      }
    }
    await committing;
    await commit(true);
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
 * the checkpoint); on the last attempt the import is marked failed with the reason first.
 */
export async function runImportJob(ctx: AppContext, job: Job<ImportJobData>): Promise<void> {
  const data = jobDataSchema.safeParse(job.data);
  if (!data.success) return;
  try {
    await importPromoCodes(ctx, data.data.uuidImport);
  } catch (err) {
    if (job.retryCount >= queues.promoCodeImport.options.retryLimit) {
      await repo.setImportState(ctx.db, data.data.uuidImport, 'failed', err instanceof Error ? err.message : String(err));
    }
    throw err;
  }
}
