import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cities } from '../lookups/schema.js';
import { byName } from '../../platform/db/collation.js';

export const universities = pgTable(
  'universities',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    shortName: text('short_name').notNull(),
    nameUniver: text('name_univer').notNull(),
    endContract: date('end_contract', { mode: 'string' }).notNull(),
    uuidCity: uuid('uuid_city')
      .notNull()
      .references(() => cities.uuid),
    address: text('address').notNull(),
    email: text('email').notNull(),
    delegateSurname: text('delegate_surname').notNull(),
    delegateName: text('delegate_name').notNull().default(''),
    delegatePatronymic: text('delegate_patronymic').notNull().default(''),
    phone: text('phone').notNull(),
    inn: text('inn'),
    logo: text('logo'),
    status: text('status', { enum: ['active', 'blocked'] }).notNull().default('active'),
    reasonBlocked: text('reason_blocked'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Own searchable text (names, representative, e-mail) for one trigram index. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(short_name || ' ' || name_univer || ' ' || delegate_surname || ' ' || delegate_name || ' ' || delegate_patronymic || ' ' || email)`,
    ),
  },
  (t) => [
    index('universities_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('universities_city_idx').on(t.uuidCity),
    index('universities_id_idx').on(t.id),
    index('universities_short_name_idx').on(byName(t.shortName), t.id),
    index('universities_end_contract_idx').on(t.endContract),
    index('universities_status_idx').on(t.status),
  ],
);

/** Students of the platform (not users of this console); counted by statistics, listed by later areas. */
export const students = pgTable(
  'students',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    uuidUniver: uuid('uuid_univer')
      .notNull()
      .references(() => universities.uuid),
    surname: text('surname').notNull(),
    name: text('name').notNull(),
    patronymic: text('patronymic').notNull().default(''),
    course: integer('course').notNull().default(1),
    /** The profile the student app sends (PUT /app/v1/students/{uuid}); a review's card shows it. */
    phone: text('phone').notNull().default(''),
    linkVk: text('link_vk').notNull().default(''),
    linkTg: text('link_tg').notNull().default(''),
    photo: text('photo'),
    /** Where the student lives; null means the university's city. */
    uuidCity: uuid('uuid_city').references(() => cities.uuid),
    startEducation: integer('start_education'),
    endEducation: integer('end_education'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('students_univer_idx').on(t.uuidUniver),
    index('students_created_idx').on(t.createdAt),
    // The railway list's sort by full name (the same expression as its fullName column): students in this order, then each one's applications.
    index('students_full_name_idx').on(sql`trim(${t.surname} || ' ' || ${t.name} || ' ' || ${t.patronymic})`),
  ],
);
