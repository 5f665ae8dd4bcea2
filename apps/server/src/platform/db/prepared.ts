import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

type Preparable<P> = { prepare(name: string): P; toSQL(): { sql: string } };
type Prepared = { statement: unknown; text: string };

/** Per database. */
const preparedOf = new WeakMap<Db, Map<string, Prepared>>();
/** Names are unique in the process, so a name always stands for one SQL text on any connection. */
let named = 0;
/**
 * Under test every call builds its statement again and checks it is the SQL of the one kept for
 * its shape: a shape that missed a difference would quietly run another call's statement.
 */
const checkShapes = !!process.env.VITEST;

/**
 * A statement built once for its shape and run with each call's values (`sql.placeholder`s):
 * a list's statement is the same SQL for every call with the same filters present and the same
 * sort, so building it with drizzle on every call (a fifth of a cheap call's server time) and
 * having PostgreSQL parse it again are both saved. `shape` must name everything that changes the
 * SQL text (which filters are present, the sort field and direction), never a value, so the
 * statements stay as few as a list's shapes. PostgreSQL keeps a named statement per connection;
 * its plan is still made for each call's values (`sessionSettings` in client.ts).
 *
 * In a transaction the statement is built and run unnamed (PostgreSQL's unnamed statement is the
 * empty name): a transaction is a database object of its own, so a name given there would never
 * be used again, and its connection would keep it as long as it lives.
 */
export function preparedFor<P>(db: Db, shape: string, build: () => Preparable<P>): P {
  if (is(db, PgTransaction)) return build().prepare('');
  let statements = preparedOf.get(db);
  if (!statements) preparedOf.set(db, (statements = new Map()));
  const kept = statements.get(shape);
  if (kept) {
    if (checkShapes && build().toSQL().sql !== kept.text) throw new Error(`prepared statement "${shape}": another call of this shape built other SQL`);
    return kept.statement as P;
  }
  const query = build();
  named += 1;
  const statement = query.prepare(`list_${named}`);
  statements.set(shape, { statement, text: query.toSQL().sql });
  return statement;
}
