import { and, asc, desc, eq, gte, inArray, like, lt, sql, type SQL } from 'drizzle-orm';
import type { ListTotal, RzdSortField, RzdStatus } from '@sks/contract';
import type { Db } from '../../platform/db/client.js';
import { countedRow, countOrEstimate, orderOf, type Page } from '../../platform/paging.js';
import { preparedFor } from '../../platform/db/prepared.js';
import { substringPattern } from '../lookups/repo.js';
import { students, universities } from '../universities/schema.js';
import { rzdApplications } from './schema.js';
import { byName } from '../../platform/db/collation.js';

export type RzdFilter = {
  status?: RzdStatus;
  /** A substring of the student's full name. */
  fullName?: string;
  /** The Moscow month [from, to) of date_send. */
  month?: { from: Date; to: Date };
};

const fullName = sql<string>`trim(${students.surname} || ' ' || ${students.name} || ' ' || ${students.patronymic})`;

const rowColumns = {
  uuid: rzdApplications.uuid,
  fullName,
  shortNameUniversity: universities.shortName,
  statusRzd: rzdApplications.statusRzd,
  createdAt: rzdApplications.createdAt,
  message: rzdApplications.message,
};
export type RzdRow = { uuid: string; fullName: string; shortNameUniversity: string; statusRzd: RzdStatus; createdAt: Date; message: string | null };

const sortColumns: Record<RzdSortField, SQL | typeof rzdApplications.createdAt> = {
  publishBegin: rzdApplications.createdAt,
  full_name: fullName,
};

/**
 * The filter's conditions on the placeholders `valuesOf` fills: which conditions there are is the
 * list's shape (`shapeOf`), the values are bound at each call.
 */
function whereOf(f: RzdFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.status) conditions.push(eq(rzdApplications.statusRzd, sql.placeholder('status')));
  if (f.month) conditions.push(gte(rzdApplications.createdAt, sql.placeholder('monthFrom')), lt(rzdApplications.createdAt, sql.placeholder('monthTo')));
  if (f.fullName) conditions.push(like(rzdApplications.searchName, sql`lower(${sql.placeholder('pattern')})`));
  return and(...conditions);
}

const shapeOf = (f: RzdFilter) => ['rzd', f.status ? 'status' : '', f.month ? 'month' : '', f.fullName ? 'name' : ''].join(':');

/** The filter's values; a placeholder's value skips drizzle's column mapping, so the month's bounds go as the ISO text it would send. */
const valuesOf = (f: RzdFilter) => ({
  status: f.status,
  monthFrom: f.month?.from.toISOString(),
  monthTo: f.month?.to.toISOString(),
  pattern: substringPattern(f.fullName),
});

const joined = (db: Db, columns: typeof rowColumns) =>
  db
    .select(columns)
    .from(rzdApplications)
    .innerJoin(students, eq(students.uuid, rzdApplications.uuidStudent))
    .innerJoin(universities, eq(universities.uuid, students.uuidUniver));

export async function listApplications(db: Db, filter: RzdFilter, page: Page<RzdSortField>): Promise<{ rows: RzdRow[]; total: ListTotal }> {
  const shape = shapeOf(filter);
  const values = valuesOf(filter);
  // Every application has its student (a required foreign key) and its copy of the name: the count reads applications only.
  const [total, rows] = await Promise.all([
    countOrEstimate(db, shape, () => db.select(countedRow).from(rzdApplications).where(whereOf(filter)), values, !!filter.fullName),
    preparedFor(db, `${shape}:${page.sortField}:${page.sortDirection}`, () =>
      joined(db, rowColumns)
        .where(whereOf(filter))
        .orderBy(...orderOf(page, sortColumns, rzdApplications.uuid))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    ).execute({ ...values, limit: page.limit, offset: page.offset }),
  ]);
  return { rows, total };
}

/** Where a batch of the export ends: the sort value as the database writes it (text keeps a timestamp's microseconds) and the uuid. */
export type ExportCursor = { sortValue: string; uuid: string };

/**
 * One batch of the export after `after`, in the list's order: keyset paging on (sort value, uuid),
 * so each batch costs the same however deep the export is.
 */
export async function exportBatch(
  db: Db,
  filter: RzdFilter,
  sort: { field: RzdSortField; direction: 'ASC' | 'DESC' },
  after: ExportCursor | null,
  limit: number,
): Promise<(RzdRow & { sortValue: string })[]> {
  const column = sortColumns[sort.field];
  const conditions = [whereOf(filter)];
  if (after) {
    const value = sort.field === 'publishBegin' ? sql`${after.sortValue}::timestamptz` : sql`${after.sortValue}::text`;
    const key = sql`(${column}, ${rzdApplications.uuid})`;
    const bound = sql`(${value}, ${after.uuid}::uuid)`;
    conditions.push(sort.direction === 'ASC' ? sql`${key} > ${bound}` : sql`${key} < ${bound}`);
  }
  const dir = sort.direction === 'ASC' ? asc : desc;
  // The filter is on placeholders (whereOf), filled as the batch runs.
  return db
    .select({ ...rowColumns, sortValue: sql<string>`(${column})::text` })
    .from(rzdApplications)
    .innerJoin(students, eq(students.uuid, rzdApplications.uuidStudent))
    .innerJoin(universities, eq(universities.uuid, students.uuidUniver))
    .where(and(...conditions))
    .orderBy(dir(column), dir(rzdApplications.uuid))
    .limit(limit)
    .execute(valuesOf(filter));
}

/** The Moscow months ('YYYY-MM') that have applications, newest first. */
export async function applicationMonths(db: Db): Promise<string[]> {
  const month = sql<string>`to_char(${rzdApplications.createdAt} AT TIME ZONE 'Europe/Moscow', 'YYYY-MM')`;
  const rows = await db.selectDistinct({ month }).from(rzdApplications).orderBy(desc(month));
  return rows.map((r) => r.month);
}

export async function findApplications(db: Db, uuids: string[]): Promise<RzdRow[]> {
  return joined(db, rowColumns).where(inArray(rzdApplications.uuid, uuids));
}

/** The applications' rows locked until the transaction ends, so two status changes of one application queue up. */
export async function lockApplications(db: Db, uuids: string[]) {
  return db
    .select({ uuid: rzdApplications.uuid, statusRzd: rzdApplications.statusRzd, message: rzdApplications.message })
    .from(rzdApplications)
    .where(inArray(rzdApplications.uuid, uuids))
    .for('update');
}

export async function setStatus(db: Db, uuids: string[], status: RzdStatus, message: string | null): Promise<void> {
  await db.update(rzdApplications).set({ statusRzd: status, message, updatedAt: new Date() }).where(inArray(rzdApplications.uuid, uuids));
}

export async function studentExists(db: Db, uuid: string): Promise<boolean> {
  const [row] = await db.select({ uuid: students.uuid }).from(students).where(eq(students.uuid, uuid)).limit(1);
  return Boolean(row);
}

export async function insertApplication(db: Db, uuidStudent: string): Promise<string> {
  const [row] = await db.insert(rzdApplications).values({ uuidStudent }).returning({ uuid: rzdApplications.uuid });
  return row.uuid;
}

/** The base list of universities (GET /v1/univer/base): every university, by short name. */
export async function baseUniversities(db: Db) {
  return db
    .select({ uuidUniversity: universities.uuid, shortNameUniversity: universities.shortName })
    .from(universities)
    .orderBy(asc(byName(universities.shortName)), asc(universities.uuid));
}
