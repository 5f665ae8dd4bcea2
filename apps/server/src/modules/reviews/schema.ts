import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema.js';
import { students } from '../universities/schema.js';

/**
 * Student reviews (comments) of partners. The shell counts those awaiting moderation; the partner
 * card lists a partner's; the reviews area adds answers. Partner and student are null only for
 * rows written before the partners area existed.
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
  },
  (t) => [index('reviews_status_idx').on(t.status), index('reviews_partner_idx').on(t.uuidPartner, t.createdAt)],
);
