import { expect, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { QueueSpec } from '../platform/jobs.js';
import type { TestApp } from './harness.js';

/** Waits until no job of `queue` is waiting, retrying or running (pg-boss's own table). */
export async function jobsSettled(t: TestApp, queue: QueueSpec, timeout = 15_000): Promise<void> {
  await vi.waitFor(
    async () => {
      const result = await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${queue.name} AND state IN ('created', 'retry', 'active')`,
      );
      expect((result as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    },
    { timeout, interval: 25 },
  );
}
