import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Keys of the student app (and other trusted clients) for `/api/app/v1`; only a hash is kept. */
export const apiKeys = pgTable('api_keys', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  /** The key's first characters, to tell keys apart in a listing. */
  prefix: text('prefix').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
