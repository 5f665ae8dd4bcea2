import type { FastifyReply } from 'fastify';
import { asc, count, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { listCountCap, pagingHeaders, type ListHeaders } from '@sks/contract';
import type { Db } from './db/client.js';

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
 * stays cheap at millions. `matching` selects the rows (the columns do not matter; one constant
 * is cheapest), with the list's joins and WHERE but no ORDER BY.
 */
export async function countUpToCap(db: Db, matching: { limit(limit: number): SQLWrapper }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sql`(${matching.limit(listCountCap + 1)}) AS matching`);
  return row?.n ?? 0;
}

/** The columns of a `countUpToCap` selection. */
export const countedRow = { one: sql`1` };

export function sendPage<T>(reply: FastifyReply, rows: T[], total: number): T[] {
  reply.header(pagingHeaders.recordCount, String(total));
  return rows;
}
