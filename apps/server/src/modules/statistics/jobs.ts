import { defineQueue } from '../../platform/jobs.js';
import { jobWorker, type AreaJobs } from '../../platform/area-jobs.js';
import { flushViews } from './views-service.js';

/**
 * Adds the pending view events to the roll-ups. Sent after ingests (debounced) and every minute,
 * in case a send was lost; flushes take turns under a lock, so a job more is only a cheap no-op.
 */
export const partnerViewsRollupQueue = defineQueue<object>('partner-views-rollup', { retryLimit: 3, retryDelay: 5, expireInSeconds: 300 });

export const statisticsJobs: AreaJobs = {
  queues: [partnerViewsRollupQueue],
  workers: [jobWorker(partnerViewsRollupQueue, async (ctx) => void (await flushViews(ctx)))],
  schedules: [{ queue: partnerViewsRollupQueue, cron: '* * * * *' }],
};
