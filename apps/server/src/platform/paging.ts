import type { FastifyReply } from 'fastify';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { pagingHeaders, type ListHeaders } from '@sks/contract';

export type Page<F extends string> = { offset: number; limit: number; sortField: F; sortDirection: 'ASC' | 'DESC' };

export function pageOf<F extends string>(h: ListHeaders<F>): Page<F> {
  return { offset: h['x-offset'], limit: h['x-limit'], sortField: h['x-sort-field'], sortDirection: h['x-sort-direction'] };
}

/** ORDER BY from an allow-listed sort field; a stable tie-breaker keeps pages from overlapping. */
export function orderOf<F extends string>(page: Page<F>, columns: Record<F, AnyPgColumn | SQL>, tieBreaker: AnyPgColumn): SQL[] {
  const dir = page.sortDirection === 'ASC' ? asc : desc;
  return [dir(columns[page.sortField]), dir(tieBreaker)];
}

export function sendPage<T>(reply: FastifyReply, rows: T[], total: number): T[] {
  reply.header(pagingHeaders.recordCount, String(total));
  return rows;
}
