import {
  apiPath,
  apiPaths,
  dayKeys,
  type ApiError,
  type DayKey,
  type GeocodeResult,
  type MapConfig,
  type SalePoint,
  type SalePointCityGroup,
  type SalePointLetterGroup,
  type TimeWorkDay,
} from '@sks/contract';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.js';
import { signedIn } from '../../../test/factories.js';
import { auditLog } from '../../../platform/audit/schema.js';
import { salePoints } from '../schema.js';

/** Test data and calls of the trade-point and geocoding API; not a test file itself. */

export const unknownUuid = '00000000-0000-4000-8000-000000000000';

/** A week 09:00-18:00 with some days replaced, e.g. { St: ['Выходной', 'Выходной'] }. */
export function week(over: Partial<Record<DayKey, [string, string]>> = {}): TimeWorkDay[] {
  return dayKeys.map((name) => ({ name, startWork: over[name]?.[0] ?? '09:00', endWork: over[name]?.[1] ?? '18:00' }));
}

/** A point as the add popup sends it. */
export const pointInput = (address: string, over: Record<string, unknown> = {}) => ({
  address,
  workTime: '',
  geo: { latitude: 55.7901, longitude: 49.1152 },
  timeWork: week(),
  ...over,
});

let seq = 0;
/** A stored point of `uuidPartner` in `uuidCity` (coordinates spread a little so rows differ). */
export async function makePoint(t: TestApp, uuidPartner: string, uuidCity: string, address: string) {
  seq += 1;
  const [row] = await t.database.db
    .insert(salePoints)
    .values({ uuidPartner, uuidCity, address, latitude: 55.79 + seq / 10_000, longitude: 49.11, timeWork: week(), workTime: 'stored' })
    .returning();
  return row;
}

export const auditOf = (t: TestApp, entityId: string, action: string) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));

type Headers = Record<string, string>;

/** A signed-in admin and the calls with its token; pass null as the last argument to call without one. */
export async function salePointApi(t: TestApp) {
  const { user, tokens } = await signedIn(t);
  const token = tokens.accessToken;
  const q = encodeURIComponent;
  return {
    user,
    token,
    inCity: (uuidPartner: string, uuidCity: string, body: unknown = {}, auth: string | null = token) =>
      t.call<SalePointLetterGroup[] & ApiError>('PUT', apiPath(apiPaths.salePointsOfCity, { uuidPartner, uuidCity }), { token: auth ?? undefined, body }),
    card: (uuidPartner: string, body?: unknown, headers: Headers = {}, auth: string | null = token) =>
      t.call<SalePointCityGroup[] & ApiError>('PUT', apiPath(apiPaths.salePointsOfPartner, { uuidPartner }), { token: auth ?? undefined, body, headers }),
    add: (body: unknown, auth: string | null = token) => t.call<SalePoint[] & ApiError>('POST', apiPaths.salePointsAdd, { token: auth ?? undefined, body }),
    edit: (body: unknown, auth: string | null = token) => t.call<SalePoint[] & ApiError>('PUT', apiPaths.salePointsEdit, { token: auth ?? undefined, body }),
    remove: (uuidSalePoint: string, auth: string | null = token) =>
      t.call<{ ok: true } & ApiError>('DELETE', apiPath(apiPaths.salePoint, { uuidSalePoint }), { token: auth ?? undefined }),
    geocode: (address: string, auth: string | null = token) =>
      t.call<GeocodeResult & ApiError>('GET', `${apiPaths.geocode}?address=${q(address)}`, { token: auth ?? undefined }),
    reverse: (latitude: number | string, longitude: number | string, auth: string | null = token) =>
      t.call<{ address: string } & ApiError>('GET', `${apiPaths.geocodeReverse}?latitude=${q(String(latitude))}&longitude=${q(String(longitude))}`, { token: auth ?? undefined }),
    mapConfig: (auth: string | null = token) => t.call<MapConfig & ApiError>('GET', apiPaths.mapConfig, { token: auth ?? undefined }),
  };
}
