import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema.js';

/** Promotions (stocks); the partner card lists a partner's, the promotions area adds the rest. Statistics counts them. */
export const stocks = pgTable(
  'stocks',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    uuidPartner: uuid('uuid_partner')
      .notNull()
      .references(() => partners.uuid, { onDelete: 'cascade' }),
    status: text('status').notNull().default('active'),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    dateBegin: timestamp('date_begin', { withTimezone: true }),
    dateEnd: timestamp('date_end', { withTimezone: true }),
    reasonBlocked: text('reason_blocked'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stocks_partner_idx').on(t.uuidPartner), index('stocks_created_idx').on(t.createdAt)],
);
