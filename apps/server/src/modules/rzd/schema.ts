import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { students } from '../universities/schema.js';

/** Railway-bonus applications of students; the rzd area adds its fields. Statistics counts them. */
export const rzdApplications = pgTable(
  'rzd_applications',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    uuidStudent: uuid('uuid_student')
      .notNull()
      .references(() => students.uuid, { onDelete: 'cascade' }),
    statusRzd: text('status_rzd', { enum: ['at_work', 'rejected', 'approved'] }).notNull().default('at_work'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rzd_applications_created_idx').on(t.createdAt)],
);
