import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, like, sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test/databases.js';
import { cities } from '../../modules/lookups/schema.js';
import type { Database, Db } from './client.js';
import { preparedFor } from './prepared.js';

let database: Database;
let other: Database;
beforeAll(async () => {
  [database, other] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  for (const d of [database, other]) await d.db.insert(cities).values([{ name: 'Тестоградъ' }, { name: 'Пробоградъ' }, { name: 'Тестобургъ' }]);
});
afterAll(() => Promise.all([database.close(), other.close()]));

/** Cities by a name pattern, or every city when `pattern` is absent: two shapes of one statement. */
const citiesNamed = (db: Db, pattern?: string) =>
  preparedFor(db, pattern ? 'cities:pattern' : 'cities', () =>
    db
      .select({ name: cities.name })
      .from(cities)
      .where(pattern ? like(cities.name, sql.placeholder('pattern')) : undefined)
      .orderBy(asc(cities.name))
      .limit(sql.placeholder('limit')),
  );

describe('statements prepared per shape', () => {
  it('builds a shape once per database and runs it with each call’s values', async () => {
    const db = database.db;
    expect(citiesNamed(db, '%')).toBe(citiesNamed(db, 'other values'));
    expect(citiesNamed(db)).not.toBe(citiesNamed(db, '%'));
    expect(citiesNamed(other.db, '%')).not.toBe(citiesNamed(db, '%'));

    const named = (pattern: string, limit = 10) => citiesNamed(db, pattern).execute({ pattern, limit });
    expect(await named('%оградъ')).toEqual([{ name: 'Пробоградъ' }, { name: 'Тестоградъ' }]);
    expect(await named('Тест%')).toEqual([{ name: 'Тестобургъ' }, { name: 'Тестоградъ' }]);
    expect(await named('Тест%', 1)).toEqual([{ name: 'Тестобургъ' }]);
    expect(await citiesNamed(db).execute({ limit: 2 })).toHaveLength(2);
  });

  it('fails under test a shape that does not tell two SQL texts apart', () => {
    const db = database.db;
    const byName = (desc: boolean) =>
      preparedFor(db, 'cities:by name', () => db.select({ name: cities.name }).from(cities).orderBy(desc ? sql`${cities.name} DESC` : asc(cities.name)));
    byName(false);
    expect(() => byName(false)).not.toThrow();
    expect(() => byName(true)).toThrow('prepared statement "cities:by name": another call of this shape built other SQL');
  });

  it('runs a transaction’s statements unnamed, leaving its connection no statement to keep', async () => {
    const db = database.db;
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const named = async () =>
        ((await tx.execute(sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'list_%'`)) as unknown as { rows: { n: number }[] }).rows[0].n;
      const before = await named();
      expect(citiesNamed(tx, '%')).not.toBe(citiesNamed(tx, '%'));
      expect(await citiesNamed(tx, '%').execute({ pattern: 'Пробоградъ', limit: 10 })).toEqual([{ name: 'Пробоградъ' }]);
      expect(await named()).toBe(before);
    });
  });

  it.runIf(process.env.TEST_DB === 'postgres')('plans a named statement for each call’s values on PostgreSQL', async () => {
    const { rows } = await database.pool!.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode');
    expect(rows[0].plan_cache_mode).toBe('force_custom_plan');
  });
});
