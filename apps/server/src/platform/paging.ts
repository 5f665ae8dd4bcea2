import type { FastifyReply } from 'fastify';
import { asc, count, desc, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { countEstimateFrom, listCountCap, pagingHeaders, type ListHeaders, type ListTotal } from '@sks/contract';
import type { Db } from './db/client.js';
import { preparedFor } from './db/prepared.js';

export type Page<F extends string> = { offset: number; limit: number; sortField: F; sortDirection: 'ASC' | 'DESC' };

export function pageOf<F extends string>(h: ListHeaders<F>): Page<F> {
  return { offset: h['x-offset'], limit: h['x-limit'], sortField: h['x-sort-field'], sortDirection: h['x-sort-direction'] };
}

/** ORDER BY from an allow-listed sort field; a stable tie-breaker keeps pages from overlapping. */
export function orderOf<F extends string>(page: Page<F>, columns: Record<F, AnyPgColumn | SQL>, tieBreaker: AnyPgColumn): SQL[] {
  const dir = page.sortDirection === 'ASC' ? asc : desc;
  return [dir(columns[page.sortField]), dir(tieBreaker)];
}

/**
 * How many rows a list's filter matches, exact up to the contract's `listCountCap` and
 * `listCountCap + 1` past it: the count reads at most that many rows however many match, so it
 * stays cheap at millions. `matching` builds the selection of the rows (the columns do not matter;
 * one constant is cheapest), with the list's joins and WHERE but no ORDER BY, on placeholders that
 * `values` fill: the statement is prepared for its shape (prepared.ts).
 */
export async function countUpToCap(db: Db, shape: string, matching: () => Matching, values: Record<string, unknown>): Promise<number> {
  const [row] = await preparedFor(db, `${shape}:count`, () => countingUpTo(db, matching(), listCountCap + 1)).execute(values);
  return row?.n ?? 0;
}

type Matching = { limit(limit: number | Placeholder): SQLWrapper; toSQL(): { sql: string; params: unknown[] } };

/**
 * The total of a list: for a filter no one index counts (`broad`: a search, or a condition on the
 * row of another table), the planner's estimate of the rows `matching` selects when it is
 * `countEstimateFrom` or more; else, and for the others, `countUpToCap`. A substring search is
 * read through a trigram index, which hands over every candidate row before the first is
 * counted, and a partner's city or category is a join (or an OR of two indexes) read through the
 * heap, so even a count capped at 10 001 rereads thousands of rows (20–35 ms for a common word in
 * a million reviews, a category's promotions): the estimate costs one planning. PostgreSQL
 * estimates a pattern from the rows its statistics sampled, so a rare text is estimated at a few
 * rows and counted exactly; a small city or category likewise.
 */
export async function countOrEstimate(db: Db, shape: string, matching: () => Matching, values: Record<string, unknown>, broad: boolean): Promise<ListTotal> {
  const estimate = broad ? await estimateOf(db, shape, matching, values) : 0;
  if (estimate >= countEstimateFrom) return { total: estimate, estimated: true };
  return { total: await countUpToCap(db, shape, matching, values), estimated: false };
}

type Plan = { Plan: { 'Plan Rows': number } };

/** The rows the planner expects `matching` to select, from EXPLAIN of it, prepared for its shape like the count. */
async function estimateOf(db: Db, shape: string, matching: () => Matching, values: Record<string, unknown>): Promise<number> {
  const explained = () => {
    const query = matching().toSQL();
    const text = `explain (format json) ${query.sql}`;
    return {
      toSQL: () => ({ sql: text }),
      prepare: (name: string) => db._.session.prepareQuery<{ execute: { rows: { 'QUERY PLAN': Plan[] }[] }; all: unknown; values: unknown }>({ sql: text, params: query.params }, undefined, name, false),
    };
  };
  const { rows } = await preparedFor(db, `${shape}:estimate`, explained).execute(values);
  return Math.round(rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
}

/** The count of the rows `matching` selects, at most `upTo`, in its one row's `n`. */
function countingUpTo(db: Db, matching: Matching, upTo: number | Placeholder) {
  return db.select({ n: count() }).from(sql`(${matching.limit(upTo)}) AS matching`);
}

/** One part of a list in its order: its rows from `offset` within the part, and how many it has up to `upTo`. */
export type ListPart<T> = { rows(limit: number, offset: number): Promise<T[]>; count(upTo: number): Promise<number> };

type PreparedRows<T> = { prepare(name: string): { execute(values: Record<string, unknown>): Promise<T[]> }; toSQL(): { sql: string } };

/**
 * A part whose statements are prepared for their shape (prepared.ts): `rows` builds the page on
 * the `limit` and `offset` placeholders, `matching` the selection to count, both on the
 * placeholders `values` fill.
 */
export function preparedPart<T>(db: Db, shape: string, build: { rows: () => PreparedRows<T>; matching: () => Matching }, values: Record<string, unknown>): ListPart<T> {
  return {
    rows: (limit, offset) => preparedFor(db, `${shape}:rows`, build.rows).execute({ ...values, limit, offset }),
    count: async (upTo) => {
      const [row] = await preparedFor(db, `${shape}:count`, () => countingUpTo(db, build.matching(), sql.placeholder('upTo'))).execute({ ...values, upTo });
      return row?.n ?? 0;
    },
  };
}

/**
 * One page of a list made of two parts in a row, each read in its own order by its own index,
 * where one ORDER BY over both would sort every matching row: items pinned until a moment still
 * ahead (no index holds a comparison with the clock), a name from a joined row that may be
 * missing (an index on the other table is only followed through an inner join). The second
 * part is read only when the page reaches past the first, and the first is counted (up to the
 * page's offset) only when the page starts past it.
 */
export async function pageOfParts<T>(page: { offset: number; limit: number }, first: ListPart<T>, second: ListPart<T>): Promise<T[]> {
  const head = await first.rows(page.limit, page.offset);
  if (head.length >= page.limit) return head;
  const firstSize = head.length > 0 ? page.offset + head.length : await first.count(page.offset);
  return [...head, ...(await second.rows(page.limit - head.length, page.offset + head.length - firstSize))];
}

/** The columns of a `countUpToCap` selection. */
export const countedRow = { one: sql`1` };

/** The page's rows, with its total in `x-record-count` and, for an estimate, `x-record-count-estimated`. */
export function sendPage<T>(reply: FastifyReply, rows: T[], total: number | ListTotal): T[] {
  const { total: n, estimated } = typeof total === 'number' ? { total, estimated: false } : total;
  reply.header(pagingHeaders.recordCount, String(n));
  return sendPagedBody(reply, rows, estimated);
}

/** A page whose total is in its body (the ads lists), with `x-record-count-estimated` when that total is an estimate. */
export function sendPagedBody<T>(reply: FastifyReply, body: T, estimated: boolean): T {
  if (estimated) reply.header(pagingHeaders.recordCountEstimated, 'true');
  return body;
}
