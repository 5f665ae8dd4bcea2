import type { FastifyInstance } from 'fastify';
import type { Job } from 'pg-boss';
import type { AppContext } from './context.js';
import type { QueueSpec } from './jobs.js';

/** A queue's handler on every instance; a throw lets pg-boss retry the job. */
export type JobWorker = { queue: QueueSpec; run(ctx: AppContext, job: Job<object>): Promise<void> };

/** What an area's `jobs.ts` declares: its queues, their workers, their schedules. */
export type AreaJobs = {
  queues: readonly QueueSpec[];
  workers?: readonly JobWorker[];
  /** Cron expressions in Moscow time; pg-boss sends one job per tick across all instances. */
  schedules?: readonly { queue: QueueSpec; cron: string; data?: object }[];
  /** Runs once this instance's workers are up, e.g. to queue again what a crash left waiting. */
  onStart?(ctx: AppContext): Promise<void>;
};

/** Types a worker's job data by its queue. */
export function jobWorker<T extends object>(queue: QueueSpec<T>, run: (ctx: AppContext, job: Job<T>) => Promise<void>): JobWorker {
  return { queue, run: run as JobWorker['run'] };
}

/**
 * Brings every area's queues up to date now (a request may send to them as soon as the app
 * listens) and starts the workers, schedules and start hooks once the app is ready.
 */
export async function registerAreaJobs(app: FastifyInstance, areas: readonly AreaJobs[]): Promise<void> {
  const { ctx } = app;
  await ctx.jobs.ensureQueues(areas.flatMap((a) => a.queues));
  app.addHook('onReady', async () => {
    for (const area of areas) {
      for (const w of area.workers ?? []) await ctx.jobs.work(w.queue, (job) => w.run(ctx, job));
      for (const s of area.schedules ?? []) await ctx.jobs.schedule(s.queue, s.cron, s.data);
      await area.onStart?.(ctx);
    }
  });
}
