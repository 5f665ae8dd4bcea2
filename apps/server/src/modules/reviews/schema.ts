import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';
import { partnerNameCopy, partners } from '../partners/schema.js';
import { students } from '../universities/schema.js';
import { byName } from '../../platform/db/collation.js';

/**
 * Student reviews (comments) of partners. The shell counts those awaiting moderation; the partner
 * card lists a partner's; the reviews area moderates and answers them. Partner and student are
 * null only for rows written before the partners area existed.
 */
export const reviews = pgTable(
  'reviews',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    status: text('status', { enum: ['moderation', 'public', 'rejected'] }).notNull().default('moderation'),
    uuidPartner: uuid('uuid_partner').references(() => partners.uuid, { onDelete: 'cascade' }),
    uuidStudent: uuid('uuid_student').references(() => students.uuid),
    comment: text('comment').notNull().default(''),
    rating: integer('rating').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    partnerName: partnerNameCopy(),
  },
  (t) => [
    index('reviews_status_idx').on(t.status),
    index('reviews_partner_idx').on(t.uuidPartner, t.createdAt),
    index('reviews_created_idx').on(t.createdAt),
    index('reviews_student_idx').on(t.uuidStudent),
    index('reviews_comment_trgm_idx').using('gin', t.comment.op('gin_trgm_ops')),
    index('reviews_partner_name_trgm_idx').using('gin', t.partnerName.op('gin_trgm_ops')),
    // The list sorted by partner, read in its order (the tie-breaker is the id).
    index('reviews_partner_name_idx').on(byName(t.partnerName), t.id),
  ],
);

/** The staff's answer to a review: one at most (the unique review makes a second one a 409). */
export const reviewAnswers = pgTable('review_answers', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  uuidReview: uuid('uuid_review')
    .notNull()
    .unique()
    .references(() => reviews.uuid, { onDelete: 'cascade' }),
  answer: text('answer').notNull(),
  /** Who answered last; null once that account is gone. */
  uuidAuthor: uuid('uuid_author').references(() => users.uuid, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
