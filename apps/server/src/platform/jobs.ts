import { PgBoss, fromPglite, type Job, type QueueOptions } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.js';

/** Every queue of the app, with how its jobs retry and expire. */
export const queues = {
  promoCodeImport: { name: 'promo-code-import', options: { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 1_800 } },
} as const satisfies Record<string, { name: string; options: QueueOptions }>;
export type QueueName = (typeof queues)[keyof typeof queues]['name'];

export type Jobs = {
  /** Queues a job; it runs once, on whichever instance picks it up, and survives a restart. */
  send(queue: QueueName, data: object, options?: { singletonKey?: string }): Promise<string | null>;
  /** Runs `handler` for each job of `queue` on this instance; a throw retries the job. */
  work<T extends object>(queue: QueueName, handler: (job: Job<T>) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Background jobs in the app's own database (pg-boss, schema `pgboss`): the embedded database
 * through pg-boss's PGlite adapter, PostgreSQL through the app's pool. `pollingSeconds` is how
 * often an idle worker looks for work that another instance sent.
 */
export async function startJobs(database: Database, log: FastifyBaseLogger, pollingSeconds = 2): Promise<Jobs> {
  const db = database.pglite
    ? fromPglite(database.pglite)
    : { executeSql: (text: string, values?: unknown[]) => database.pool!.query(text, values as unknown[]) };
  const boss = new PgBoss({ db, schedule: false, supervise: true });
  boss.on('error', (err) => log.error({ err }, 'jobs'));
  await boss.start();
  for (const queue of Object.values(queues)) {
    if (!(await boss.getQueue(queue.name))) await boss.createQueue(queue.name, queue.options);
  }
  // This instance's workers by queue: a job sent here wakes them at once instead of at their next poll.
  const localWorkers = new Map<QueueName, string[]>();
  return {
    send: async (queue, data, options) => {
      const id = await boss.send(queue, data, options ?? {});
      for (const worker of localWorkers.get(queue) ?? []) boss.notifyWorker(worker);
      return id;
    },
    work: async (queue, handler) => {
      const worker = await boss.work<object>(queue, { pollingIntervalSeconds: pollingSeconds, batchSize: 1 }, async ([job]) => handler(job as Job<never>));
      localWorkers.set(queue, [...(localWorkers.get(queue) ?? []), worker]);
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
