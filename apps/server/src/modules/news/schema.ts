import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** News items; the news area adds its fields. The shell counts those awaiting moderation. */
export const news = pgTable(
  'news',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    approve: text('approve', { enum: ['wait', 'approved', 'blocked', 'declined'] }).notNull().default('wait'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_approve_idx').on(t.approve)],
);
