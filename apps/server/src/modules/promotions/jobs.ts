import { defineQueue } from '../../platform/jobs.js';
import { jobWorker, type AreaJobs } from '../../platform/area-jobs.js';
import { markImportSpent, runImportJob } from './import-codes.js';
import type { ImportJobData } from './service.js';
import { requeueWaitingImports } from './service.js';

/**
 * Import jobs that used up their attempts, whatever ended the last one (a throw, a crash, the
 * time limit): pg-boss moves them here, and the worker marks their import failed.
 */
export const promoCodeImportSpentQueue = defineQueue<ImportJobData>('promo-code-import-spent', {
  retryLimit: 3,
  retryDelay: 10,
  expireInSeconds: 60,
});

/**
 * Imports of promo-code files; a retry resumes at the import's last checkpoint. The worker beats
 * every heartbeatSeconds/2: a run whose instance died misses its beat and is retried once the
 * supervisor (JOBS_SUPERVISE_SECONDS) sees it, well within a minute.
 */
export const promoCodeImportQueue = defineQueue<ImportJobData>('promo-code-import', {
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 1_800,
  heartbeatSeconds: 20,
  deadLetter: promoCodeImportSpentQueue.name,
});

export const promotionsJobs: AreaJobs = {
  // The dead-letter queue first: pg-boss wants it to exist before a queue names it.
  queues: [promoCodeImportSpentQueue, promoCodeImportQueue],
  workers: [jobWorker(promoCodeImportQueue, runImportJob), jobWorker(promoCodeImportSpentQueue, markImportSpent)],
  onStart: requeueWaitingImports,
};
