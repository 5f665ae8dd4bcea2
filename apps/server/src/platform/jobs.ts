import { PgBoss, fromPglite, type Job, type Queue, type SendOptions } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.js';

/** A queue and the options its jobs retry and expire by; `T` is the shape of its jobs' data. */
export type QueueSpec<T extends object = object> = { name: string; options: Omit<Queue, 'name'>; readonly data?: T };

/** Declares a queue in an area's jobs.ts; the platform creates it, or updates its options, on start. */
export function defineQueue<T extends object>(name: string, options: Omit<Queue, 'name'>): QueueSpec<T> {
  return { name, options };
}

export type Jobs = {
  /**
   * Queues a job; it runs once, on whichever instance picks it up, and survives a restart. This
   * instance's workers of the queue are woken at once unless `wake: false` (then at `wake()` or
   * their next poll).
   */
  send<T extends object>(queue: QueueSpec<T>, data: T, options?: SendOptions & { wake?: boolean }): Promise<string | null>;
  /** Wakes this instance's workers of `queue`, e.g. once an answer that queued a job has left. */
  wake(queue: QueueSpec): void;
  /** Runs `handler` for each job of `queue` on this instance; a throw retries the job. */
  work<T extends object>(queue: QueueSpec<T>, handler: (job: Job<T>) => Promise<void>): Promise<void>;
  /** Sends a job to `queue` by a cron expression in Moscow time; every instance may say it, one job is sent. */
  schedule(queue: QueueSpec, cron: string, data?: object): Promise<void>;
  /** Creates each queue, or brings an existing queue's options up to date. */
  ensureQueues(queues: readonly QueueSpec[]): Promise<void>;
  stop(): Promise<void>;
};

export type JobsOptions = { pollingSeconds?: number; superviseSeconds?: number; schedule?: boolean };

/**
 * Background jobs in the app's own database (pg-boss, schema `pgboss`): the embedded database
 * through pg-boss's PGlite adapter, PostgreSQL through the app's pool. `pollingSeconds` is how
 * often an idle worker looks for work that another instance sent; `superviseSeconds` how often
 * jobs whose worker stopped beating (a crashed instance) or ran out of time are failed for a retry.
 */
export async function startJobs(database: Database, log: FastifyBaseLogger, opts: JobsOptions = {}): Promise<Jobs> {
  const pollingSeconds = opts.pollingSeconds ?? 2;
  const db = database.pglite
    ? fromPglite(database.pglite)
    : { executeSql: (text: string, values?: unknown[]) => database.pool!.query(text, values as unknown[]) };
  const superviseSeconds = opts.superviseSeconds ?? 15;
  const boss = new PgBoss({
    db,
    schedule: opts.schedule ?? true,
    supervise: true,
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
  });
  boss.on('error', (err) => log.error({ err }, 'jobs'));
  await boss.start();
  // This instance's workers by queue: a job sent here wakes them at once instead of at their next poll.
  const localWorkers = new Map<string, string[]>();
  const wakeWorkers = (queue: QueueSpec) => {
    for (const worker of localWorkers.get(queue.name) ?? []) boss.notifyWorker(worker);
  };
  return {
    send: async (queue, data, options) => {
      const { wake = true, ...sendOptions } = options ?? {};
      const id = await boss.send(queue.name, data, sendOptions);
      if (wake) wakeWorkers(queue);
      return id;
    },
    wake: (queue) => wakeWorkers(queue),
    work: async (queue, handler) => {
      const worker = await boss.work<object>(queue.name, { pollingIntervalSeconds: pollingSeconds, batchSize: 1 }, async ([job]) =>
        handler(job as never),
      );
      localWorkers.set(queue.name, [...(localWorkers.get(queue.name) ?? []), worker]);
    },
    schedule: (queue, cron, data) => boss.schedule(queue.name, cron, data ?? null, { tz: 'Europe/Moscow' }),
    ensureQueues: async (queues) => {
      for (const queue of queues) {
        if (await boss.getQueue(queue.name)) {
          const { policy: _policy, partition: _partition, deadLetter, heartbeatSeconds, ...options } = queue.options;
          await boss.updateQueue(queue.name, { ...options, deadLetter: deadLetter ?? null, heartbeatSeconds: heartbeatSeconds ?? null });
        } else {
          await boss.createQueue(queue.name, queue.options);
        }
      }
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
