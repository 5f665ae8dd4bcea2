import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';
import { cities } from '../lookups/schema.js';
import { universities } from '../universities/schema.js';

/** News items with moderation. The shell counts those awaiting moderation. */
export const news = pgTable(
  'news',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    typeNews: text('type_news', { enum: ['federal', 'region', 'university'] }).notNull().default('federal'),
    uuidCity: uuid('uuid_city').references(() => cities.uuid),
    uuidUniversity: uuid('uuid_university').references(() => universities.uuid, { onDelete: 'cascade' }),
    approve: text('approve', { enum: ['wait', 'approved', 'blocked', 'declined'] }).notNull().default('wait'),
    /** Why it was declined or blocked. */
    reason: text('reason'),
    status: text('status', { enum: ['enabled', 'disabled'] }).notNull().default('enabled'),
    publishBegin: timestamp('publish_begin', { withTimezone: true }).notNull().defaultNow(),
    publishEnd: timestamp('publish_end', { withTimezone: true }),
    fixToDate: timestamp('fix_to_date', { withTimezone: true }),
    uuidAuthor: uuid('uuid_author').references(() => users.uuid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_approve_idx').on(t.approve),
    index('news_type_idx').on(t.typeNews),
    // The list's order with its tie-breakers, and the pinned items it puts first.
    index('news_publish_idx').on(t.publishBegin, t.createdAt, t.uuid),
    index('news_fix_idx').on(t.fixToDate).where(sql`${t.fixToDate} IS NOT NULL`),
    index('news_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('news_author_idx').on(t.uuidAuthor),
    index('news_city_idx').on(t.uuidCity),
    index('news_university_idx').on(t.uuidUniversity),
  ],
);

/** Cover photos; uploaded before the item exists (uuidNews null) and attached when it is saved. */
export const newsPhotos = pgTable(
  'news_photos',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    uuidNews: uuid('uuid_news').references(() => news.uuid, { onDelete: 'cascade' }),
    keyFile: text('key_file').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('news_photos_key_key').on(t.keyFile), index('news_photos_news_idx').on(t.uuidNews)],
);

/** The poll of a survey (one per item) and its answers. */
export const newsPolls = pgTable('news_polls', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  uuidNews: uuid('uuid_news')
    .notNull()
    .unique()
    .references(() => news.uuid, { onDelete: 'cascade' }),
  question: text('question').notNull(),
  endPooling: timestamp('end_pooling', { withTimezone: true }).notNull(),
});

export const newsPollAnswers = pgTable(
  'news_poll_answers',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    uuidPoll: uuid('uuid_poll')
      .notNull()
      .references(() => newsPolls.uuid, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    votes: integer('votes').notNull().default(0),
  },
  (t) => [index('news_poll_answers_poll_idx').on(t.uuidPoll)],
);

/** The event of an event item (one per item). */
export const newsEvents = pgTable('news_events', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  uuidNews: uuid('uuid_news')
    .notNull()
    .unique()
    .references(() => news.uuid, { onDelete: 'cascade' }),
  title: text('title').notNull().default(''),
  description: text('description').notNull().default(''),
  date: timestamp('date', { withTimezone: true }).notNull(),
  address: text('address').notNull(),
  endRegistration: timestamp('end_registration', { withTimezone: true }).notNull(),
  placesCount: integer('places_count').notNull(),
  registered: integer('registered').notNull().default(0),
});
