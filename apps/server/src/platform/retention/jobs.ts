import { defineQueue } from '../jobs.js';
import { jobWorker, type AreaJobs } from '../area-jobs.js';
import { sweepExpired } from './service.js';

/** The nightly clean-up; one job per night across all instances (pg-boss schedules it once). */
export const retentionSweepQueue = defineQueue('retention-sweep', { retryLimit: 2, retryDelay: 300, expireInSeconds: 1_800 });

export const retentionJobs: AreaJobs = {
  queues: [retentionSweepQueue],
  workers: [jobWorker(retentionSweepQueue, async (ctx) => void (await sweepExpired(ctx)))],
  schedules: [{ queue: retentionSweepQueue, cron: '41 3 * * *' }],
};
