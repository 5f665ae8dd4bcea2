import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { SocialNetwork, TimeWorkDay } from '@sks/contract';
import { categories, cities } from '../lookups/schema.js';
import { students } from '../universities/schema.js';
import { byName } from '../../platform/db/collation.js';

/** Partners: businesses that give students discounts. Statistics counts them. */
export const partners = pgTable(
  'partners',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    status: text('status', { enum: ['active', 'blocked'] }).notNull().default('active'),
    name: text('name').notNull().default(''),
    legalName: text('legal_name').notNull().default(''),
    inn: text('inn'),
    uuidCategory: uuid('uuid_category').references(() => categories.uuid),
    /** Null for a federal partner, which works in every city. */
    uuidMainCity: uuid('uuid_main_city').references(() => cities.uuid),
    description: text('description').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    linkToSite: text('link_to_site'),
    /** Storage key of the logo. */
    keyImg: text('key_img'),
    socialNetworks: jsonb('social_networks').$type<SocialNetwork[]>().notNull().default([]),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    isFederalPartner: boolean('is_federal_partner').notNull().default(false),
    reasonBlocked: text('reason_blocked'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('partners_created_idx').on(t.createdAt),
    index('partners_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('partners_legal_name_trgm_idx').using('gin', t.legalName.op('gin_trgm_ops')),
    index('partners_city_idx').on(t.uuidMainCity),
    index('partners_category_idx').on(t.uuidCategory),
    uniqueIndex('partners_id_idx').on(t.id),
    index('partners_status_idx').on(t.status),
    index('partners_name_idx').on(byName(t.name), t.id),
    // Promotions sorted by their partner's legal name read partners in this order, then each one's promotions.
    index('partners_legal_name_idx').on(byName(t.legalName), t.id),
    // Partial: the city filter's other side (a federal partner is in every city), a few rows of many.
    index('partners_federal_idx').on(t.id).where(sql`${t.isFederalPartner}`),
  ],
);

/**
 * The partner's name copied onto a row that names the partner (a promotion, a review, an ad
 * partner), kept by triggers (migration 0029) when the row is written and when the partner is
 * renamed: a search on the row's text or its partner's name is then an OR of two trigram indexes
 * on one table, where the partners matching by name were read first (thousands of rows for a
 * common word, the whole of such a search's time). Empty without a partner.
 */
export const partnerNameCopy = () => text('partner_name').notNull().default('');

export const discounts = pgTable(
  'discounts',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    uuidPartner: uuid('uuid_partner')
      .notNull()
      .references(() => partners.uuid, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    type: text('type', { enum: ['fix', 'free'] }).notNull(),
    description: text('description').notNull(),
    size: integer('size').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('discounts_partner_idx').on(t.uuidPartner)],
);

/** Trade points; `timeWork` is the weekly grid, `workTime` the text derived from it. */
export const salePoints = pgTable(
  'sale_points',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    uuidPartner: uuid('uuid_partner')
      .notNull()
      .references(() => partners.uuid, { onDelete: 'cascade' }),
    uuidCity: uuid('uuid_city')
      .notNull()
      .references(() => cities.uuid),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeWork: jsonb('time_work').$type<TimeWorkDay[]>().notNull(),
    workTime: text('work_time').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // In each city by address too: the card reads a city's first points in order (pointsOfCities).
    // No trigram index on the address: the popup's search is always of one partner's points in one
    // city, which this index finds; a bitmap of the address trigrams of every point cost more.
    index('sale_points_partner_idx').on(t.uuidPartner, t.uuidCity, byName(t.address), t.id),
    index('sale_points_created_idx').on(t.createdAt),
  ],
);

export const partnerPhotos = pgTable(
  'partner_photos',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    uuidPartner: uuid('uuid_partner')
      .notNull()
      .references(() => partners.uuid, { onDelete: 'cascade' }),
    keyImg: text('key_img').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_photos_partner_idx').on(t.uuidPartner)],
);

export const vacancies = pgTable(
  'vacancies',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    uuidPartner: uuid('uuid_partner')
      .notNull()
      .references(() => partners.uuid, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    link: text('link').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vacancies_partner_idx').on(t.uuidPartner)],
);

/** Complaints students file about a partner (written by the student app, read here). */
export const complaints = pgTable(
  'complaints',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    uuidPartner: uuid('uuid_partner')
      .notNull()
      .references(() => partners.uuid, { onDelete: 'cascade' }),
    uuidStudent: uuid('uuid_student')
      .notNull()
      .references(() => students.uuid),
    msg: text('msg').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complaints_partner_idx').on(t.uuidPartner, t.createdAt), index('complaints_student_idx').on(t.uuidStudent)],
);
