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
    /**
     * The student's full name in lower case, kept by triggers (migration 0024) as the student's
     * name changes: the search reads the applications' own trigram index instead of every
     * student whose name matches (a common surname is tens of thousands of students).
     */
    searchName: text('search_name').notNull().default(''),
  },
  (t) => [
    index('rzd_applications_created_idx').on(t.createdAt),
    index('rzd_applications_status_created_idx').on(t.statusRzd, t.createdAt),
    index('rzd_applications_student_idx').on(t.uuidStudent),
    index('rzd_applications_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    // One open application per student, held by the database so that parallel requests cannot both pass.
    uniqueIndex('rzd_applications_open_student_idx').on(t.uuidStudent).where(sql`status_rzd = 'at_work'`),
  ],
);
