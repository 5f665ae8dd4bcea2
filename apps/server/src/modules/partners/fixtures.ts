import type { TestApp } from '../../test/harness.js';
import { categories } from '../lookups/schema.js';
import { students, universities } from '../universities/schema.js';
import { partners } from './schema.js';

export { makeCity, failingFields } from '../universities/fixtures.js';

let seq = 0;

export async function makeCategory(t: TestApp, name = `Категория ${++seq}`): Promise<string> {
  const [row] = await t.database.db.insert(categories).values({ name }).returning({ uuid: categories.uuid });
  return row.uuid;
}

export type PartnerRowValues = typeof partners.$inferInsert;

/** A stored local partner in `uuidMainCity` (federal when the city is null), active unless said otherwise. */
export async function makePartner(t: TestApp, uuidMainCity: string | null, over: Partial<PartnerRowValues> = {}) {
  seq += 1;
  const [row] = await t.database.db
    .insert(partners)
    .values({
      name: `Партнёр ${seq}`,
      legalName: `ООО «Партнёр ${seq}»`,
      uuidMainCity,
      isFederalPartner: uuidMainCity === null,
      description: '<p>Скидки для студентов</p>',
      phone: '79991234567',
      email: `partner${seq}@example.com`,
      ...over,
    })
    .returning();
  return row;
}

/** A stored student (with a university in `uuidCity`), for complaints and comments. */
export async function makeStudent(t: TestApp, uuidCity: string, over: Partial<typeof students.$inferInsert> = {}) {
  seq += 1;
  const [univer] = await t.database.db
    .insert(universities)
    .values({
      shortName: `Вуз ${seq}`,
      nameUniver: `Университет ${seq}`,
      endContract: '2099-12-31',
      uuidCity,
      address: 'ул. Ленина, 1',
      email: `u${seq}@example.com`,
      delegateSurname: 'Петров',
      phone: '79990000000',
    })
    .returning();
  const [student] = await t.database.db
    .insert(students)
    .values({ uuidUniver: univer.uuid, surname: 'Студентова', name: `Анна ${seq}`, ...over })
    .returning();
  return student;
}
