import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import { partners, vacancies } from '../schema.js';

export type VacancyRow = typeof vacancies.$inferSelect;
export type VacancyValues = Pick<typeof vacancies.$inferInsert, 'title' | 'link' | 'description'>;

export async function partnerExists(db: Db, uuidPartner: string): Promise<boolean> {
  const [row] = await db.select({ uuid: partners.uuid }).from(partners).where(eq(partners.uuid, uuidPartner)).limit(1);
  return !!row;
}

/** In the order they were created. */
export function listVacancies(db: Db, uuidPartner: string): Promise<VacancyRow[]> {
  return db.select().from(vacancies).where(eq(vacancies.uuidPartner, uuidPartner)).orderBy(asc(vacancies.createdAt), asc(vacancies.uuid));
}

/** The stored row, locked until the transaction ends so two saves of one vacancy queue up. */
export async function lockVacancy(db: Db, uuid: string): Promise<VacancyRow | undefined> {
  const [row] = await db.select().from(vacancies).where(eq(vacancies.uuid, uuid)).for('update').limit(1);
  return row;
}

export async function insertVacancy(db: Db, uuidPartner: string, values: VacancyValues): Promise<VacancyRow> {
  const [row] = await db.insert(vacancies).values({ uuidPartner, ...values }).returning();
  return row;
}

export async function updateVacancy(db: Db, uuid: string, values: VacancyValues): Promise<VacancyRow> {
  const [row] = await db.update(vacancies).set(values).where(eq(vacancies.uuid, uuid)).returning();
  return row;
}

export async function deleteVacancy(db: Db, uuid: string): Promise<void> {
  await db.delete(vacancies).where(eq(vacancies.uuid, uuid));
}
