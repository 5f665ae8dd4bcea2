import { moscowToday, type ApiError, type University, type UniversityCreateBody } from '@sks/contract';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/factories.js';
import { cities } from '../lookups/schema.js';
import { insertUniversity, type UniversityRow, type UniversityValues } from './repo.js';

/** ISO date `days` after `iso` (both YYYY-MM-DD). */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const currentYear = () => Number(moscowToday().slice(0, 4));

export async function makeCity(t: TestApp, name: string): Promise<string> {
  const [row] = await t.database.db.insert(cities).values({ name }).returning({ uuid: cities.uuid });
  return row.uuid;
}

let seq = 0;
/** A stored university; contract ends in a year unless said otherwise. */
export async function makeUniversity(t: TestApp, uuidCity: string, over: Partial<UniversityValues> = {}): Promise<UniversityRow> {
  seq += 1;
  return insertUniversity(t.database.db, {
    shortName: `Университет ${seq}`,
    nameUniver: `Государственный университет номер ${seq}`,
    endContract: addDays(moscowToday(), 365),
    uuidCity,
    address: `ул. Ленина, д. ${seq}`,
    email: `univer${seq}@example.com`,
    delegateSurname: 'Сидоров Пётр Ильич',
    phone: '74951234567',
    ...over,
  });
}

/** A body the form would send: the whole representative name in delegateSurname. */
export function formBody(uuidCity: string, over: Partial<UniversityCreateBody> = {}): UniversityCreateBody {
  return {
    shortName: 'МГУ',
    nameUniver: 'Московский государственный университет имени М. В. Ломоносова',
    delegateSurname: 'Иванов Иван Иванович',
    delegateName: '',
    delegatePatronymic: '',
    uuidCity,
    address: 'г. Москва, Ленинские горы, д. 1',
    phone: '+7 (495) 939-10-00',
    email: 'sks@msu.example',
    endContract: `31.12.${currentYear() + 1}`,
    inn: '7729082090',
    logo: '/files/msu.png',
    ...over,
  };
}

/** A signed-in admin and calls of the universities API with its token. */
export async function universityApi(t: TestApp) {
  const { user, tokens } = await signedIn(t);
  const token = tokens.accessToken;
  return {
    user,
    token,
    list: (body: unknown = {}, headers: Record<string, string> = {}) =>
      t.call<University[] & ApiError>('PUT', '/v1/univer', { token, body, headers }),
    card: (uuid: string) => t.call<University & ApiError>('GET', `/v1/univer/${uuid}`, { token }),
    create: (body: unknown) => t.call<{ uuidUniver: string } & ApiError>('POST', '/v1/univer', { token, body }),
    update: (body: unknown) => t.call<University & ApiError>('PUT', '/v1/univer/info', { token, body }),
    remove: (uuid: string, token_ = token) => t.call<{ ok: true } & ApiError>('DELETE', `/v1/univer/${uuid}`, { token: token_ }),
    status: (body: unknown) => t.call<University & ApiError>('PUT', '/v1/univer/status', { token, body }),
    cities: (body: unknown) => t.call<{ uuidCity: string; nameCity: string }[] & ApiError>('PUT', '/v1/univer/filter/cities', { token, body }),
    inn: (inn: string) => t.call<{ nameUniver: string; address: string; shortName: string } & ApiError>('GET', `/v1/univer/inn?inn=${encodeURIComponent(inn)}`, { token }),
  };
}

/** The names of the fields a 400 names, without the 'body.' prefix. */
export const failingFields = (body: ApiError) => (body.fields ?? []).map((f) => f.field.replace(/^body\./, '')).sort();
