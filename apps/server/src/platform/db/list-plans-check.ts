import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from './client.js';

/**
 * What the list-plans tests share: each fills its large tables with generate_series, runs every
 * list call of its areas through a database whose logger keeps the statements, and asks
 * PostgreSQL for each statement's plan.
 */

type Plan = { 'Node Type': string; 'Relation Name'?: string; 'Plan Rows': number; 'Actual Rows'?: number; 'Actual Loops'?: number; Plans?: Plan[] };
const nodesOf = (plan: Plan): Plan[] => [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];

/**
 * The count of a filter that matches most of a table reads most of it whatever the plan: an index
 * would be read nearly whole too, so there the planner's pick of a sequential scan is no finding.
 */
function countsMostOf(plan: Plan, tableRows: number): boolean {
  return plan['Node Type'] === 'Aggregate' && (plan.Plans?.[0]?.['Plan Rows'] ?? 0) * 2 >= tableRows;
}

export type ListCall = { name: string; run: (db: Db) => Promise<unknown> };

/** The small look-up tables, 200 cities named 'Город 1'… and 10 categories, for the large ones to refer to. */
export async function fillLookups(pool: pg.Pool): Promise<void> {
  await pool.query(`INSERT INTO cities (name) SELECT 'Город ' || g FROM generate_series(1, 200) g`);
  await pool.query(`INSERT INTO categories (name) SELECT 'Категория ' || g FROM generate_series(1, 10) g`);
}

/** Fresh statistics and a visibility map, as autovacuum would leave a table in service. */
export async function analyze(pool: pg.Pool, tables: string[]): Promise<void> {
  for (const table of tables) await pool.query(`VACUUM ANALYZE ${table}`);
}

/**
 * Every statement the calls send, with the large tables it reads sequentially; an empty answer
 * means each page and count is served by indexes (a small table may still be scanned whole).
 */
export async function sequentialScans(pool: pg.Pool, calls: ListCall[], largeTables: string[]): Promise<string[]> {
  const found: string[] = [];
  const { rows: sizes } = await pool.query<{ relname: string; reltuples: number }>(`SELECT relname, reltuples FROM pg_class WHERE relname = ANY($1)`, [largeTables]);
  const rowsOf = new Map(sizes.map((r) => [r.relname, Number(r.reltuples)]));
  for (const call of calls) {
    const statements = await statementsOf(pool, call);
    if (!statements.length) found.push(`${call.name}: sent no statement`);
    for (const { query, params } of statements) {
      const { rows } = await pool.query<{ 'QUERY PLAN': { Plan: Plan }[] }>(`EXPLAIN (FORMAT JSON) ${query}`, params);
      const plan = rows[0]['QUERY PLAN'][0].Plan;
      const scanned = nodesOf(plan)
        .filter((n) => n['Node Type'].includes('Seq Scan') && rowsOf.has(n['Relation Name'] ?? ''))
        .map((n) => n['Relation Name']!)
        .filter((table) => !countsMostOf(plan, rowsOf.get(table)!));
      if (!scanned.length) continue;
      const text = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query}`, params);
      found.push(`${call.name}: Seq Scan on ${scanned.join(', ')}\n${query}\n${text.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  }
  return found;
}

/**
 * The statements a call sends that read rows, with their parameters: a searched list's estimate
 * (`countOrEstimate`) is an EXPLAIN, which plans its statement and reads none.
 */
async function statementsOf(pool: pg.Pool, call: ListCall): Promise<{ query: string; params: unknown[] }[]> {
  const statements: { query: string; params: unknown[] }[] = [];
  const db = drizzle({ client: pool, logger: { logQuery: (query, params) => void statements.push({ query, params }) } }) as unknown as Db;
  await call.run(db);
  return statements.filter(({ query }) => !/^explain /i.test(query));
}

/** How many rows the call's statements take from `table`, as they run (each scan's rows times its loops). */
export async function rowsRead(pool: pg.Pool, call: ListCall, table: string): Promise<number> {
  let read = 0;
  for (const { query, params } of await statementsOf(pool, call)) {
    const { rows } = await pool.query<{ 'QUERY PLAN': { Plan: Plan }[] }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`, params);
    for (const node of nodesOf(rows[0]['QUERY PLAN'][0].Plan)) {
      if (node['Relation Name'] === table) read += (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
    }
  }
  return read;
}

/** The plans of the call's statements, as EXPLAIN prints them. */
export async function plansOf(pool: pg.Pool, call: ListCall): Promise<string[]> {
  const plans: string[] = [];
  for (const { query, params } of await statementsOf(pool, call)) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query}`, params);
    plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  return plans;
}
