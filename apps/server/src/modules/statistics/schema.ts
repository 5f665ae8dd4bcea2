import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partnerViewKinds, statisticsPeriods } from '@sks/contract';
import { partners } from '../partners/schema.js';

/**
 * Every view the student app reports: a card opened or a barcode shown at the till. The log the
 * roll-ups below are made from; nothing reads it on a request. No foreign key: the ingest checks
 * the partners once per batch, and 50 million rows need no per-row trigger.
 */
export const partnerViews = pgTable('partner_views', {
  uuidPartner: uuid('uuid_partner').notNull(),
  kind: text('kind', { enum: partnerViewKinds }).notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Events written but not yet added to the roll-ups: the ingest appends here (no upsert, so parallel
 * batches never wait on each other) and a flush moves them into the roll-ups. No index: a flush
 * takes the whole table.
 */
export const partnerViewsPending = pgTable('partner_views_pending', {
  uuidPartner: uuid('uuid_partner').notNull(),
  kind: text('kind', { enum: partnerViewKinds }).notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

const counts = () => ({
  cViewCard: bigint('c_view_card', { mode: 'number' }).notNull().default(0),
  cViewBarcode: bigint('c_view_barcode', { mode: 'number' }).notNull().default(0),
});

/** Views per partner and Moscow day, added to by each flush of the pending events. */
export const partnerViewsDaily = pgTable(
  'partner_views_daily',
  {
    uuidPartner: uuid('uuid_partner')
      .notNull()
      .references(() => partners.uuid, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    ...counts(),
  },
  (t) => [primaryKey({ columns: [t.uuidPartner, t.day] }), index('partner_views_daily_day_idx').on(t.day)],
);

/**
 * Views per partner for each period of the rating ('all' and 'month', the last 30 Moscow days),
 * so that a page of the rating is an index range, whatever the number of events.
 */
export const partnerViewTotals = pgTable(
  'partner_view_totals',
  {
    period: text('period', { enum: statisticsPeriods }).notNull(),
    uuidPartner: uuid('uuid_partner')
      .notNull()
      .references(() => partners.uuid, { onDelete: 'cascade' }),
    ...counts(),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.uuidPartner] }),
    index('partner_view_totals_barcode_idx').on(t.period, t.cViewBarcode, t.uuidPartner),
    index('partner_view_totals_card_idx').on(t.period, t.cViewCard, t.uuidPartner),
  ],
);

/** The first day of the 'month' totals; one row. Flushes share-lock it, moving the window locks it. */
export const partnerViewWindow = pgTable(
  'partner_view_window',
  {
    id: boolean('id').primaryKey().default(true),
    monthFrom: date('month_from', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('partner_view_window_one_row', sql`${t.id}`)],
);
