import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PromocodeSortField } from '@sks/contract';
import type { Db } from '../../platform/db/client.js';
import { countedRow, countUpToCap, orderOf, type Page } from '../../platform/paging.js';
import { preparedFor } from '../../platform/db/prepared.js';
import { cities } from '../lookups/schema.js';
import { students, universities } from '../universities/schema.js';
import { promocodeRegistrations, registrationPromocodes } from './schema.js';

export type PromocodeValues = Pick<typeof registrationPromocodes.$inferInsert, 'promocode' | 'content' | 'startDate' | 'expirationDate'>;

/** Registrations counted from their index when read: exact whatever registers in parallel. */
const statcount = sql<number>`(SELECT count(*) FROM ${promocodeRegistrations} WHERE ${promocodeRegistrations.idPromocode} = ${registrationPromocodes.id})`.mapWith(Number);
const rowColumns = {
  id: registrationPromocodes.id,
  promocode: registrationPromocodes.promocode,
  content: registrationPromocodes.content,
  startDate: registrationPromocodes.startDate,
  expirationDate: registrationPromocodes.expirationDate,
  createdAt: registrationPromocodes.createdAt,
  statcount,
};
export type PromocodeRow = { id: number; promocode: string; content: string; startDate: Date; expirationDate: Date; createdAt: Date; statcount: number };

const sortColumns: Record<PromocodeSortField, AnyPgColumn> = {
  idPromocode: registrationPromocodes.id,
  startDate: registrationPromocodes.startDate,
  expirationDate: registrationPromocodes.expirationDate,
};

export async function listPromocodes(db: Db, page: Page<PromocodeSortField>): Promise<{ rows: PromocodeRow[]; total: number }> {
  const [total, rows] = await Promise.all([
    countUpToCap(db, 'promocodes', () => db.select(countedRow).from(registrationPromocodes), {}),
    preparedFor(db, `promocodes:${page.sortField}:${page.sortDirection}`, () =>
      db
        .select(rowColumns)
        .from(registrationPromocodes)
        .orderBy(...orderOf(page, sortColumns, registrationPromocodes.id))
        .offset(sql.placeholder('offset'))
        .limit(sql.placeholder('limit')),
    ).execute({ offset: page.offset, limit: page.limit }),
  ]);
  return { rows, total };
}

export async function findPromocode(db: Db, id: number): Promise<PromocodeRow | undefined> {
  const [row] = await db.select(rowColumns).from(registrationPromocodes).where(eq(registrationPromocodes.id, id));
  return row;
}

/** The code as stored, found regardless of case (through the unique index on lower()). */
export async function findPromocodeByCode(db: Db, code: string): Promise<PromocodeRow | undefined> {
  const [row] = await db.select(rowColumns).from(registrationPromocodes).where(sql`lower(${registrationPromocodes.promocode}) = lower(${code})`);
  return row;
}

export async function lockPromocode(db: Db, id: number) {
  const [row] = await db.select().from(registrationPromocodes).where(eq(registrationPromocodes.id, id)).for('update');
  return row;
}

/** The new code, or undefined when the same code (in any case) exists: the index decides, so parallel creates cannot both win. */
export async function insertPromocode(db: Db, values: PromocodeValues) {
  const [row] = await db.insert(registrationPromocodes).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updatePromocode(db: Db, id: number, values: Pick<PromocodeValues, 'content' | 'expirationDate'>) {
  const [row] = await db.update(registrationPromocodes).set(values).where(eq(registrationPromocodes.id, id)).returning();
  return row;
}

export async function deletePromocodes(db: Db, ids: number[]) {
  return db.delete(registrationPromocodes).where(inArray(registrationPromocodes.id, ids)).returning();
}

export async function studentExists(db: Db, uuid: string): Promise<boolean> {
  const [row] = await db.select({ uuid: students.uuid }).from(students).where(eq(students.uuid, uuid));
  return !!row;
}

/** The registration, or undefined when the student has registered already (one sign-up per student). */
export async function insertRegistration(db: Db, values: typeof promocodeRegistrations.$inferInsert) {
  const [row] = await db.insert(promocodeRegistrations).values(values).onConflictDoNothing().returning();
  return row;
}

/** Students registered with a code, newest first, with their university and its city. */
export async function registrationsOf(db: Db, idPromocode: number, offset: number, limit: number) {
  const where = eq(promocodeRegistrations.idPromocode, sql.placeholder('idPromocode'));
  const [total, rows] = await Promise.all([
    countUpToCap(db, 'promocodes:registrations', () => db.select(countedRow).from(promocodeRegistrations).where(where), { idPromocode }),
    preparedFor(db, 'promocodes:registrations', () =>
      db
        .select({
          surname: students.surname,
          name: students.name,
          patronymic: students.patronymic,
          university: universities.shortName,
          city: cities.name,
          login: promocodeRegistrations.login,
          createdAt: promocodeRegistrations.createdAt,
        })
        .from(promocodeRegistrations)
        .innerJoin(students, eq(students.uuid, promocodeRegistrations.uuidStudent))
        .innerJoin(universities, eq(universities.uuid, students.uuidUniver))
        .innerJoin(cities, eq(cities.uuid, universities.uuidCity))
        .where(where)
        .orderBy(desc(promocodeRegistrations.createdAt), desc(promocodeRegistrations.uuid))
        .offset(sql.placeholder('offset'))
        .limit(sql.placeholder('limit')),
    ).execute({ idPromocode, offset, limit }),
  ]);
  return { rows, total };
}
