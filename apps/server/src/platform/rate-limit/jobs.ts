import { defineQueue } from '../jobs.js';
import { jobWorker, type AreaJobs } from '../area-jobs.js';
import { deleteEndedWindows } from './repo.js';

/** Hourly removal of ended rate-limit windows (only the database store leaves them). */
export const rateLimitSweepQueue = defineQueue('rate-limit-sweep', { retryLimit: 1, expireInSeconds: 300 });

export const rateLimitJobs: AreaJobs = {
  queues: [rateLimitSweepQueue],
  workers: [jobWorker(rateLimitSweepQueue, async (ctx) => void (await deleteEndedWindows(ctx.db)))],
  schedules: [{ queue: rateLimitSweepQueue, cron: '17 * * * *' }],
};
