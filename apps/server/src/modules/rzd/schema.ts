import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { students } from '../universities/schema.js';

/** Railway-bonus applications of students (spec 03); statistics counts them. */
export const rzdApplications = pgTable(
  'rzd_applications',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    uuidStudent: uuid('uuid_student')
      .notNull()
      .references(() => students.uuid, { onDelete: 'cascade' }),
    statusRzd: text('status_rzd', { enum: ['at_work', 'rejected', 'approved'] }).notNull().default('at_work'),
    /** The rejection reason; null unless the status is rejected. */
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rzd_applications_created_idx').on(t.createdAt),
    index('rzd_applications_status_created_idx').on(t.statusRzd, t.createdAt),
    index('rzd_applications_student_idx').on(t.uuidStudent),
    // One open application per student, held by the database so that parallel requests cannot both pass.
    uniqueIndex('rzd_applications_open_student_idx').on(t.uuidStudent).where(sql`status_rzd = 'at_work'`),
  ],
);
