import { sql } from 'drizzle-orm';
import { bigint, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { partnerNameCopy, partners } from '../partners/schema.js';
import { students } from '../universities/schema.js';
import { byName } from '../../platform/db/collation.js';

/** Promotions (stocks) of partners. Statistics counts them. */
export const stocks = pgTable(
  'stocks',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    uuidPartner: uuid('uuid_partner')
      .notNull()
      .references(() => partners.uuid, { onDelete: 'cascade' }),
    status: text('status', { enum: ['active', 'blocked'] }).notNull().default('active'),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    dateBegin: timestamp('date_begin', { withTimezone: true }),
    dateEnd: timestamp('date_end', { withTimezone: true }),
    reasonBlocked: text('reason_blocked'),
    /** Codes one student may win; null is unlimited. */
    winLimit: integer('win_limit').default(1),
    /** Storage key of the latest promo-code file attached. */
    fileKey: text('file_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    partnerName: partnerNameCopy(),
  },
  (t) => [
    index('stocks_partner_idx').on(t.uuidPartner),
    // 'По дате добавления' orders by creation date with the id as tie-breaker: one index serves both directions.
    index('stocks_created_idx').on(t.createdAt, t.id),
    index('stocks_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('stocks_partner_name_trgm_idx').using('gin', t.partnerName.op('gin_trgm_ops')),
    uniqueIndex('stocks_id_idx').on(t.id),
    index('stocks_name_idx').on(byName(t.name), t.id),
    index('stocks_status_idx').on(t.status),
  ],
);

/** Text compared byte by byte: a code is opaque, and its index is cheaper to fill than under a locale's collation. */
const byteText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * Promo codes of a promotion; a code is unique within its promotion. Granted ones have a student.
 * Files bring a million codes at once, so each row costs as little as it can: the key is the
 * promotion and the code (no surrogate id), and `uuid_stock` has no foreign key, whose per-row
 * check doubled the time of a bulk import. Promotions are never deleted, and codes are written
 * only by an import, whose row does refer to its promotion.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    uuidStock: uuid('uuid_stock').notNull(),
    code: byteText('code').notNull(),
    uuidStudent: uuid('uuid_student').references(() => students.uuid),
    grantedAt: timestamp('granted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.uuidStock, t.code] }),
    index('promo_codes_granted_idx').on(t.uuidStock, t.grantedAt.desc()).where(sql`${t.uuidStudent} IS NOT NULL`),
    // Partial: of a million codes, only those won have a student.
    index('promo_codes_student_idx').on(t.uuidStudent).where(sql`${t.uuidStudent} IS NOT NULL`),
  ],
);

/**
 * One import of a promo-code file into a promotion, run by a background job. `linesRead` is the
 * checkpoint: it is committed with each batch of codes added to the promotion and the counts so
 * far, so a retried job resumes after the last committed line.
 */
export const promoCodeImports = pgTable(
  'promo_code_imports',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    uuidStock: uuid('uuid_stock')
      .notNull()
      .references(() => stocks.uuid, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
    linesRead: integer('lines_read').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    malformed: integer('malformed').notNull().default(0),
    malformedLines: jsonb('malformed_lines').$type<{ line: number; text: string }[]>().notNull().default([]),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('promo_code_imports_stock_idx').on(t.uuidStock, t.createdAt)],
);
