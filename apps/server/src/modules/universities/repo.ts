import { and, asc, eq, exists, gte, ilike, like, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { UniversitySortField } from '@sks/contract';
import { amongUuids } from '../../platform/db/any-of.js';
import type { Db } from '../../platform/db/client.js';
import { countedRow, countOrEstimate, orderOf, type Page } from '../../platform/paging.js';
import { preparedFor } from '../../platform/db/prepared.js';
import { cities } from '../lookups/schema.js';
import { substringPattern } from '../lookups/repo.js';
import { users } from '../auth/schema.js';
import { students, universities } from './schema.js';
import { byName } from '../../platform/db/collation.js';

export type UniversityRow = typeof universities.$inferSelect;
export type UniversityValues = Omit<typeof universities.$inferInsert, 'uuid' | 'id' | 'createdAt' | 'updatedAt' | 'searchText'>;

/** A university with its city's name, as stored (endContract is ISO YYYY-MM-DD). */
const viewColumns = {
  uuidUniver: universities.uuid,
  logo: universities.logo,
  shortName: universities.shortName,
  nameUniver: universities.nameUniver,
  endContract: universities.endContract,
  uuidCity: universities.uuidCity,
  nameCity: cities.name,
  address: universities.address,
  email: universities.email,
  delegateSurname: universities.delegateSurname,
  delegateName: universities.delegateName,
  delegatePatronymic: universities.delegatePatronymic,
  phone: universities.phone,
  inn: universities.inn,
  status: universities.status,
  reasonBlocked: universities.reasonBlocked,
};

export type ListFilter = {
  status?: 'active' | 'blocked';
  search?: string;
  contract?: 'active' | 'expired';
  cityUuids?: string[];
  /** Today in Moscow (ISO), the day that splits active contracts from expired ones. */
  today: string;
};

const sortColumns: Record<UniversitySortField, AnyPgColumn | SQL> = {
  idStudent: universities.id,
  date: universities.id,
  name: byName(universities.shortName),
};

/**
 * The filter's conditions on the list's placeholders (`valuesOf`): which conditions there are is
 * the statement's shape (`shapeOf`), the values are bound at each call.
 */
function whereOf(f: ListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.status) conditions.push(eq(universities.status, sql.placeholder('status')));
  if (f.contract === 'active') conditions.push(gte(universities.endContract, sql.placeholder('today')));
  if (f.contract === 'expired') conditions.push(lt(universities.endContract, sql.placeholder('today')));
  if (f.cityUuids?.length) conditions.push(amongUuids(universities.uuidCity, 'cityUuids'));
  if (f.search) {
    // search_text is already lower-cased by the database; the pattern is lowered by the same function.
    const pattern = sql.placeholder('pattern');
    // The city side as an array from a sub-select, not an OR over the join: the array is computed
    // once, so the OR becomes two index conditions (a BitmapOr) instead of a sub-plan per row.
    const byCity = sql`${universities.uuidCity} = ANY(ARRAY(SELECT sc.uuid FROM ${cities} sc WHERE sc.name ILIKE ${pattern}))`;
    conditions.push(or(like(universities.searchText, sql`lower(${pattern})`), byCity));
  }
  return and(...conditions);
}

const shapeOf = (f: ListFilter) => ['universities', f.status ? 'status' : '', f.contract ?? '', f.cityUuids?.length ? 'cities' : '', f.search ? 'search' : ''].join(':');

const valuesOf = (f: ListFilter, page: Page<UniversitySortField>) => ({
  status: f.status,
  today: f.today,
  cityUuids: f.cityUuids,
  pattern: substringPattern(f.search),
  limit: page.limit,
  offset: page.offset,
});

/**
 * One page of the list and the total matching the filter, asked at once. The count needs no
 * join: every university has its city (a required foreign key) and the filter reads only its own
 * columns.
 */
export async function listUniversities(db: Db, filter: ListFilter, page: Page<UniversitySortField>) {
  const shape = shapeOf(filter);
  const values = valuesOf(filter, page);
  const [total, rows] = await Promise.all([
    countOrEstimate(db, shape, () => db.select(countedRow).from(universities).where(whereOf(filter)), values, !!filter.search),
    preparedFor(db, `${shape}:${page.sortField}:${page.sortDirection}`, () =>
      db
        .select(viewColumns)
        .from(universities)
        .innerJoin(cities, eq(cities.uuid, universities.uuidCity))
        .where(whereOf(filter))
        .orderBy(...orderOf(page, sortColumns, universities.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    ).execute(values),
  ]);
  return { rows, total };
}

export async function findUniversity(db: Db, uuid: string) {
  const [row] = await db
    .select(viewColumns)
    .from(universities)
    .innerJoin(cities, eq(cities.uuid, universities.uuidCity))
    .where(eq(universities.uuid, uuid))
    .limit(1);
  return row;
}
export type UniversityView = NonNullable<Awaited<ReturnType<typeof findUniversity>>>;

/** The stored row, locked until the transaction ends so two saves of one university queue up. */
export async function lockUniversity(db: Db, uuid: string): Promise<UniversityRow | undefined> {
  const [row] = await db.select().from(universities).where(eq(universities.uuid, uuid)).for('update').limit(1);
  return row;
}

export async function insertUniversity(db: Db, values: UniversityValues): Promise<UniversityRow> {
  const [row] = await db.insert(universities).values(values).returning();
  return row;
}

export async function updateUniversity(db: Db, uuid: string, values: Partial<UniversityValues>): Promise<UniversityRow> {
  const [row] = await db
    .update(universities)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(universities.uuid, uuid))
    .returning();
  return row;
}

/** Another university with this INN (the oldest), not counting `except`. */
export async function otherWithInn(db: Db, inn: string, except?: string) {
  const [row] = await db
    .select({ uuid: universities.uuid, name: universities.shortName })
    .from(universities)
    .where(except ? and(eq(universities.inn, inn), ne(universities.uuid, except)) : eq(universities.inn, inn))
    .orderBy(asc(universities.id))
    .limit(1);
  return row;
}

export async function hasStudents(db: Db, uuid: string): Promise<boolean> {
  const [row] = await db.select({ uuid: students.uuid }).from(students).where(eq(students.uuidUniver, uuid)).limit(1);
  return !!row;
}

/** Deletes the university's operator accounts (their sessions and reset links go with them); answers who they were. */
export function deleteOperators(db: Db, uuid: string) {
  return db
    .delete(users)
    .where(and(eq(users.role, 'operator'), eq(users.uuidUniversity, uuid)))
    .returning({ uuid: users.uuid, email: users.email });
}

/** Its news and knowledge-base categories and questions go with it (foreign keys on delete cascade). */
export async function deleteUniversity(db: Db, uuid: string): Promise<void> {
  await db.delete(universities).where(eq(universities.uuid, uuid));
}

export async function cityExists(db: Db, uuid: string): Promise<boolean> {
  const [row] = await db.select({ uuid: cities.uuid }).from(cities).where(eq(cities.uuid, uuid)).limit(1);
  return !!row;
}

/** Cities that have at least one university, by name; `search` filters by substring when given. */
export function citiesWithUniversities(db: Db, search: string | null, limit = 200) {
  const hasUniversity = exists(
    db.select({ one: sql`1` }).from(universities).where(eq(universities.uuidCity, cities.uuid)),
  );
  return db
    .select({ uuidCity: cities.uuid, nameCity: cities.name })
    .from(cities)
    .where(search ? and(hasUniversity, ilike(cities.name, substringPattern(search))) : hasUniversity)
    .orderBy(asc(byName(cities.name)), asc(cities.uuid))
    .limit(limit);
}
