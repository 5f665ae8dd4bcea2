import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Request counters of the rate limits (when no REDIS_URL is set): one fixed window per key. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);
