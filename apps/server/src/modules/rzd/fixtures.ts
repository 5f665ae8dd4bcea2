import type { ApiError, Role, RzdApplication, RzdDate, RzdStatus } from '@sks/contract';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/factories.js';
import { students } from '../universities/schema.js';
import { makeCity, makeUniversity } from '../universities/fixtures.js';
import { rzdApplications } from './schema.js';

export type StudentName = { surname: string; name: string; patronymic?: string };

/** A university (with its city) and students of it. */
export async function makeStudents(t: TestApp, names: StudentName[], shortName = 'КФУ') {
  const university = await makeUniversity(t, await makeCity(t, `Город ${shortName}`), { shortName });
  if (names.length === 0) return { university, students: [] };
  const rows = await t.database.db
    .insert(students)
    .values(names.map((n) => ({ uuidUniver: university.uuid, surname: n.surname, name: n.name, patronymic: n.patronymic ?? '' })))
    .returning({ uuid: students.uuid });
  return { university, students: rows.map((r) => r.uuid) };
}

export type ApplicationValues = { status?: RzdStatus; createdAt?: Date; message?: string | null };

export async function makeApplication(t: TestApp, uuidStudent: string, v: ApplicationValues = {}): Promise<string> {
  const [row] = await t.database.db
    .insert(rzdApplications)
    .values({ uuidStudent, statusRzd: v.status ?? 'at_work', createdAt: v.createdAt ?? new Date(), message: v.message ?? null })
    .returning({ uuid: rzdApplications.uuid });
  return row.uuid;
}

/** Calls of the railway API with the token of a signed-in account of `role`. */
export async function rzdApi(t: TestApp, role: Role = 'admin') {
  const { tokens } = await signedIn(t, role);
  const token = tokens.accessToken;
  return {
    token,
    list: (query = '', headers: Record<string, string> = {}) => t.call<RzdApplication[] & ApiError>('GET', `/v1/rzd${query}`, { token, headers }),
    dates: () => t.call<RzdDate[] & ApiError>('GET', '/v1/rzd/dates', { token }),
    status: (body: unknown) => t.call<RzdApplication[] & ApiError>('PUT', '/v1/rzd/status', { token, body }),
    exportCsv: (query = '', headers: Record<string, string> = {}) => t.call<string & ApiError>('GET', `/v1/rzd/export${query}`, { token, headers }),
    base: () => t.call<{ uuidUniversity: string; shortNameUniversity: string }[] & ApiError>('GET', '/v1/univer/base', { token }),
  };
}

/** The stored status and reason of applications, by uuid. */
export async function storedStatuses(t: TestApp) {
  const rows = await t.database.db.select({ uuid: rzdApplications.uuid, status: rzdApplications.statusRzd, message: rzdApplications.message }).from(rzdApplications);
  return Object.fromEntries(rows.map((r) => [r.uuid, { status: r.status, message: r.message }]));
}
