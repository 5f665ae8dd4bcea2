import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Partners and their trade points; the partners area adds their fields. Statistics counts them. */
export const partners = pgTable(
  'partners',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    status: text('status', { enum: ['active', 'blocked'] }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partners_created_idx').on(t.createdAt)],
);

export const salePoints = pgTable(
  'sale_points',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    uuidPartner: uuid('uuid_partner')
      .notNull()
      .references(() => partners.uuid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sale_points_partner_idx').on(t.uuidPartner), index('sale_points_created_idx').on(t.createdAt)],
);
