import { bigint, boolean, date, index, numeric, pgSchema, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ordStates } from '@sks/contract';
import { partnerNameCopy, partners } from '../partners/schema.js';

const tz = { withTimezone: true } as const;
const money = (name: string) => numeric(name, { precision: 16, scale: 2, mode: 'number' }).notNull();
const day = (name: string) => date(name, { mode: 'string' }).notNull();

/** Where an object stands with the advertising-data operator (every ad table has these). */
const registry = () => ({
  ordState: text('ord_state', { enum: ordStates }).notNull().default('new'),
  /** The operator's status text, both registry successes as 'ERIR success'. */
  respStatus: text('resp_status'),
  ordError: text('ord_error'),
  /** The operator's id of the last request that carried the object. */
  ordRequestId: text('ord_request_id'),
  sentAt: timestamp('sent_at', tz),
  checkedAt: timestamp('checked_at', tz),
});
export type RegistryColumns = ReturnType<typeof registry>;

/** The product itself as the operator knows it: our organisation (the distributor) and its platform. */
export const adsPlatform = pgTable('ads_platform', {
  orgId: text('org_id').primaryKey(),
  inn: text('inn').notNull(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  ...registry(),
});

/** Advertisers: platform partners registered with the operator as organisations. */
export const adsPartners = pgTable(
  'ads_partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    uuidPartner: uuid('uuid_partner')
      .notNull()
      .references(() => partners.uuid, { onDelete: 'cascade' }),
    type: text('type', { enum: ['ul', 'ip', 'fl'] }).notNull(),
    inn: text('inn').notNull(),
    name: text('name').notNull(),
    isRr: boolean('is_rr').notNull().default(false),
    ...registry(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    partnerName: partnerNameCopy(),
  },
  (t) => [
    uniqueIndex('ads_partners_partner_idx').on(t.uuidPartner),
    index('ads_partners_state_idx').on(t.ordState),
    // The list's order and its search.
    uniqueIndex('ads_partners_seq_idx').on(t.seq),
    index('ads_partners_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('ads_partners_inn_trgm_idx').using('gin', t.inn.op('gin_trgm_ops')),
    index('ads_partners_partner_name_trgm_idx').using('gin', t.partnerName.op('gin_trgm_ops')),
  ],
);

/** Contracts and additional agreements of an advertiser (client) with the product (contractor). */
export const adsContracts = pgTable(
  'ads_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    type: text('type', { enum: ['contract', 'additional-agreement'] }).notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => adsPartners.id),
    /** The parent contract of an additional agreement. */
    parentId: uuid('parent_id'),
    number: text('number').notNull(),
    date: day('date'),
    amount: money('amount'),
    isVat: boolean('is_vat').notNull(),
    subjectType: text('subject_type').notNull(),
    actionType: text('action_type').notNull(),
    ...registry(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    index('ads_contracts_client_idx').on(t.clientId),
    index('ads_contracts_parent_idx').on(t.parentId),
    index('ads_contracts_state_idx').on(t.ordState),
    // The list's order and its search.
    uniqueIndex('ads_contracts_seq_idx').on(t.seq),
    index('ads_contracts_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')),
  ],
);

/** Creatives of a contract; `erid` is the token the operator gives. */
export const adsCreatives = pgTable(
  'ads_creatives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => adsContracts.id),
    okveds: text('okveds').array().notNull(),
    type: text('type', { enum: ['cpm', 'cpc'] }).notNull(),
    form: text('form', { enum: ['banner', 'text-block'] }).notNull(),
    mediaUrl: text('media_url'),
    mediaDescription: text('media_description'),
    textData: text('text_data').notNull(),
    description: text('description').notNull(),
    title: text('title').notNull(),
    startCreative: day('start_creative'),
    endCreative: day('end_creative'),
    startPromo: day('start_promo'),
    endPromo: day('end_promo'),
    active: boolean('active').notNull().default(true),
    erid: text('erid'),
    ...registry(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [index('ads_creatives_contract_idx').on(t.contractId), uniqueIndex('ads_creatives_erid_idx').on(t.erid), index('ads_creatives_state_idx').on(t.ordState)],
);

/** Acts (the operator's invoices) of a creative's contract. */
export const adsActs = pgTable(
  'ads_acts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    creativeId: uuid('creative_id')
      .notNull()
      .references(() => adsCreatives.id),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => adsContracts.id),
    number: text('number').notNull(),
    date: day('date'),
    startDate: day('start_date'),
    endDate: day('end_date'),
    amount: money('amount'),
    isVat: boolean('is_vat').notNull(),
    ...registry(),
  },
  (t) => [index('ads_acts_creative_idx').on(t.creativeId), index('ads_acts_state_idx').on(t.ordState)],
);

/** A month of a creative's displays on the product's platform; one per creative and month. */
export const adsStatistics = pgTable(
  'ads_statistics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    creativeId: uuid('creative_id')
      .notNull()
      .references(() => adsCreatives.id),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => adsContracts.id),
    actId: uuid('act_id')
      .notNull()
      .references(() => adsActs.id),
    platformId: text('platform_id').notNull(),
    /** 'YYYY-MM' of the fact period. */
    month: text('month').notNull(),
    impsPlan: bigint('imps_plan', { mode: 'number' }).notNull(),
    impsFact: bigint('imps_fact', { mode: 'number' }).notNull(),
    impsCounted: boolean('imps_counted').notNull().default(false),
    dateStartPlan: day('date_start_plan'),
    dateEndPlan: day('date_end_plan'),
    dateStartFact: day('date_start_fact'),
    dateEndFact: day('date_end_fact'),
    amount: money('amount'),
    amountPerUnit: money('amount_per_unit'),
    isVat: boolean('is_vat').notNull(),
    ...registry(),
  },
  (t) => [uniqueIndex('ads_statistics_month_idx').on(t.creativeId, t.month), index('ads_statistics_state_idx').on(t.ordState)],
);

/** The app's own count of a creative's impressions, per Moscow day. */
export const adsImpressions = pgTable(
  'ads_impressions',
  {
    creativeId: uuid('creative_id')
      .notNull()
      .references(() => adsCreatives.id),
    day: day('day'),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.creativeId, t.day] })],
);

/**
 * Reference data shipped by the migrations, in a schema of its own: the tests empty the public
 * schema before each test, and a classifier is not test data.
 */
export const reference = pgSchema('reference');
/** OKVED 2 (ОК 029-2014): every class and subclass with its official name. */
export const okved = reference.table('okved', {
  code: text('code').primaryKey(),
  section: text('section').notNull(),
  name: text('name').notNull(),
});
