import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { students } from '../universities/schema.js';

/**
 * Registration promo codes (spec 03): a student enters one when signing up. The spec names them
 * by a number (idPromocode), so the identity is the key. A code is unique regardless of case,
 * kept by the index on lower(promocode), which also settles parallel creates.
 */
export const registrationPromocodes = pgTable(
  'registration_promocodes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    promocode: text('promocode').notNull(),
    content: text('content').notNull().default(''),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    expirationDate: timestamp('expiration_date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('registration_promocodes_code_idx').on(sql`lower(${t.promocode})`),
    // The list's sorts, with the tie-breaker of its order.
    index('registration_promocodes_start_idx').on(t.startDate, t.id),
    index('registration_promocodes_expiration_idx').on(t.expirationDate, t.id),
  ],
);

/**
 * Students who signed up with a code. A student signs up once, so one row per student; the
 * count per code is the code's statcount, read from the index (exact under any concurrency).
 */
export const promocodeRegistrations = pgTable(
  'promocode_registrations',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    idPromocode: bigint('id_promocode', { mode: 'number' })
      .notNull()
      .references(() => registrationPromocodes.id, { onDelete: 'cascade' }),
    uuidStudent: uuid('uuid_student')
      .notNull()
      .references(() => students.uuid, { onDelete: 'cascade' }),
    /** The phone the student signed up with, as the app reported it. */
    login: text('login').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promocode_registrations_student_idx').on(t.uuidStudent),
    // In the order of the code's list of students (newest first, then uuid), so a page reads only its rows.
    index('promocode_registrations_code_idx').on(t.idPromocode, t.createdAt.desc().nullsFirst(), t.uuid.desc().nullsFirst()),
  ],
);
