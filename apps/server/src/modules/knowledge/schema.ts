import { sql } from 'drizzle-orm';
import { bigint, customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';
import { universities } from '../universities/schema.js';

/** Categories of the knowledge base: the programme's own (no university) or one university's. */
export const knowledgeCategories = pgTable(
  'knowledge_categories',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    uuidUniversity: uuid('uuid_university').references(() => universities.uuid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One name per owner, whatever its case; the programme's categories (no university) count as one owner.
    uniqueIndex('knowledge_categories_owner_name_key').on(
      sql`coalesce(${t.uuidUniversity}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.name})`,
    ),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Questions and answers. The owner (null: the programme, 'admin' on the wire) is the category's,
 * kept on the question too so that a university's questions are one indexed lookup. `search` is
 * the Russian full-text vector of question (weight A) and answer (weight B): word forms match
 * ('скидки' finds 'скидка'), and HTML tags of the answer are not indexed by the parser.
 */
export const knowledgeQuestions = pgTable(
  'knowledge_questions',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    uuidCategory: uuid('uuid_category')
      .notNull()
      .references(() => knowledgeCategories.uuid),
    uuidUniversity: uuid('uuid_university').references(() => universities.uuid, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    createdBy: uuid('created_by').references(() => users.uuid, { onDelete: 'set null' }),
    votesPlus: integer('votes_plus').notNull().default(0),
    votesMinus: integer('votes_minus').notNull().default(0),
    votesAll: integer('votes_all').generatedAlwaysAs(sql`votes_plus + votes_minus`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('russian'::regconfig, question), 'A') || setweight(to_tsvector('russian'::regconfig, answer), 'B')`,
    ),
  },
  (t) => [
    // With the list's tie-breaker, so a page is read in order instead of sorting the owner's every question.
    index('knowledge_questions_category_idx').on(t.uuidCategory, t.createdAt, t.id),
    index('knowledge_questions_university_idx').on(t.uuidUniversity, t.createdAt, t.id),
    // The programme's own: PostgreSQL reads an index in order after an equality, not after IS NULL.
    index('knowledge_questions_programme_idx').on(t.createdAt, t.id).where(sql`${t.uuidUniversity} IS NULL`),
    index('knowledge_questions_search_idx').using('gin', t.search),
    // The programme's search: its matches alone, so its count does not read a university's.
    index('knowledge_questions_programme_search_idx').using('gin', t.search).where(sql`${t.uuidUniversity} IS NULL`),
    // The question's own words (weight A), which a search lists first: the planner's statistics of them, and their rare words' rows.
    index('knowledge_questions_question_search_idx').using('gin', sql`ts_filter(${t.search}, '{a}')`),
  ],
);
