import { defineQueue } from '../../platform/jobs.js';
import { jobWorker, type AreaJobs } from '../../platform/area-jobs.js';
import { ensurePlatform } from './registry/platform.js';
import { refreshWaiting, runSend, type EnqueueSend, type SendJobData } from './registry/service.js';

const sendRetries = 5;
/** Sending objects to the operator; one job per object at a time (policy exclusive, keyed by the object). */
export const adsSendQueue = defineQueue<SendJobData>('ads-send', {
  policy: 'exclusive',
  retryLimit: sendRetries,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 300,
});
/** The scheduled re-read of every object that waits for the registry; one run at a time. */
export const adsRefreshQueue = defineQueue<object>('ads-refresh', { policy: 'exclusive', retryLimit: 0, expireInSeconds: 900 });

export const enqueueSend: EnqueueSend = async (ctx, data) => {
  await ctx.jobs.send(adsSendQueue, data, { singletonKey: `${data.kind}:${data.id}` });
};

export const adsJobs: AreaJobs = {
  queues: [adsSendQueue, adsRefreshQueue],
  workers: [
    jobWorker(adsSendQueue, (ctx, job) => runSend(ctx, job.data, job.retryCount >= sendRetries)),
    jobWorker(adsRefreshQueue, (ctx) => refreshWaiting(ctx, enqueueSend)),
  ],
  schedules: [{ queue: adsRefreshQueue, cron: '*/2 * * * *' }],
  /** The product's own organisation and platform are registered once, before any contract needs them. */
  onStart: async (ctx) => {
    const platform = await ensurePlatform(ctx);
    if (platform.ordState === 'new') await enqueueSend(ctx, { kind: 'platform', id: platform.orgId });
  },
};
