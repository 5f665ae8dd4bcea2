import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { universities } from '../universities/schema.js';

/** Every account: administrators now, university operators later (role column). */
export const users = pgTable(
  'users',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    role: text('role', { enum: ['superadmin', 'admin', 'operator'] }).notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    patronymic: text('patronymic').notNull().default(''),
    phone: text('phone').notNull().default(''),
    job: text('job').notNull().default(''),
    status: text('status', { enum: ['active', 'blocked'] }).notNull().default('active'),
    reasonBlocked: text('reason_blocked'),
    passwordHash: text('password_hash'),
    support: boolean('support').notNull().default(false),
    /** Operators only: their university, chairman flag and direction. */
    uuidUniversity: uuid('uuid_university').references(() => universities.uuid, { onDelete: 'cascade' }),
    isChairman: boolean('is_chairman').notNull().default(false),
    direction: text('direction', { enum: ['operator_student', 'operator_univer', 'operator_all'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`), index('users_university_idx').on(t.uuidUniversity)],
);

/** A sign-in; revoking it ends every token of it at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userUuid)],
);

/** Refresh tokens are stored hashed; each works once, a second use revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userUuid)],
);

/** Failed sign-ins, counted per login and per address for the 429 rule. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    login: text('login').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_login_idx').on(t.login, t.at), index('login_failures_ip_idx').on(t.ip, t.at)],
);
