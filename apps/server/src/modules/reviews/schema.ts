import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Student reviews of partners; the reviews area adds its fields. The shell counts those awaiting moderation. */
export const reviews = pgTable(
  'reviews',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    status: text('status', { enum: ['moderation', 'public', 'rejected'] }).notNull().default('moderation'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reviews_status_idx').on(t.status)],
);
