import {
  geocodeMessages,
  messages,
  partnerMessages,
  salePointLimits,
  salePointMessages,
  workTimeOf,
  type GeocodeResult,
  type SalePoint,
  type SalePointCityGroup,
  type SalePointLetterGroup,
  type TimeWorkDay,
} from '@sks/contract';
import type { AppContext } from '../../../platform/context.js';
import type { Actor } from '../../../platform/auth/guard.js';
import type { Db } from '../../../platform/db/client.js';
import { recordAudit } from '../../../platform/audit/audit.js';
import { badRequest, fieldError, notFound } from '../../../platform/errors.js';
import type { Geocoder } from '../../../integrations/geocoder/index.js';
import * as repo from './repo.js';

/** Who acts and from where, for the audit log. */
export type Author = { actor: Actor; ip: string };

/** A point as add and edit take it, after the contract's schema (workTime, if sent, is ignored). */
export type PointInput = { address: string; geo: { latitude: number; longitude: number }; timeWork: TimeWorkDay[] };
export type SearchOptions = { searchString: string; groupByAlphabet: boolean; limitPoint: number; emptyCity: boolean };
export type CardOptions = Partial<Omit<SearchOptions, 'searchString'>>;

const entity = 'salePoint';
const partnerMissing = () => notFound(partnerMessages.notFound);
const pointMissing = () => notFound(salePointMessages.notFound);

export function present(row: repo.ShownPoint): SalePoint {
  return {
    uuidSalePoint: row.uuid,
    idSalePoint: row.id,
    uuidCity: row.uuidCity,
    address: row.address,
    workTime: row.workTime,
    geo: { latitude: row.latitude, longitude: row.longitude },
    timeWork: row.timeWork,
  };
}

/** The stored values of a point; workTime is always derived from the grid, never taken from the client. */
const valuesOf = (p: PointInput): repo.SalePointValues => ({
  address: p.address,
  latitude: p.geo.latitude,
  longitude: p.geo.longitude,
  timeWork: p.timeWork,
  workTime: workTimeOf(p.timeWork),
});

async function assertPartner(db: Db, uuidPartner: string) {
  const partner = await repo.findPartner(db, uuidPartner);
  if (!partner) throw partnerMissing();
  return partner;
}

/** The popup: the partner's points in one city by first letter (sorted as Russian is), at most limitPoint per letter. */
export async function searchInCity(ctx: AppContext, uuidPartner: string, uuidCity: string, o: SearchOptions): Promise<SalePointLetterGroup[]> {
  await assertPartner(ctx.db, uuidPartner);
  if (!(await repo.cityExists(ctx.db, uuidCity))) throw notFound(salePointMessages.cityUnknown);
  const rows = await repo.pointsInCity(ctx.db, { uuidPartner, uuidCity, search: o.searchString, byLetter: o.groupByAlphabet, limit: o.limitPoint });
  const groups = new Map<string, SalePointLetterGroup>();
  for (const { groupKey, countPoints, ...row } of rows) {
    const group = groups.get(groupKey) ?? { letter: groupKey, countPoints, salePoints: [] };
    group.salePoints.push(present(row));
    groups.set(groupKey, group);
  }
  if (!o.groupByAlphabet && !groups.size) return [{ letter: '', countPoints: 0, salePoints: [] }];
  return [...groups.values()].sort((a, b) => a.letter.localeCompare(b.letter, 'ru'));
}

/**
 * The card's tab: the partner's cities by name (a page of them) with at most limitPoint points
 * each; emptyCity adds the partner's main city even when it has no points yet.
 */
export async function pointsByCity(ctx: AppContext, uuidPartner: string, o: CardOptions, page: { offset: number; limit: number }) {
  const partner = await assertPartner(ctx.db, uuidPartner);
  const limitPoint = o.limitPoint ?? salePointLimits.popupLimit;
  const { rows: cityRows, total } = await repo.citiesOfPartner(ctx.db, uuidPartner, o.emptyCity ? partner.uuidMainCity : null, page);
  const points = await repo.pointsOfCities(ctx.db, uuidPartner, cityRows.map((c) => c.uuidCity), limitPoint);
  // One pass over the points, not one per city: a page of 100 cities may hold 100 points each.
  const pointsOfCity = new Map<string, SalePoint[]>(cityRows.map((c) => [c.uuidCity, []]));
  for (const p of points) pointsOfCity.get(p.uuidCity)?.push(present(p));
  const rows: SalePointCityGroup[] = cityRows.map((c) => ({ ...c, salePoints: pointsOfCity.get(c.uuidCity)! }));
  return { rows, total };
}

export async function addPoints(ctx: AppContext, who: Author, input: { uuidPartner: string; uuidCity: string; salePoints: PointInput[] }): Promise<SalePoint[]> {
  return ctx.db.transaction(async (tx) => {
    await assertPartner(tx, input.uuidPartner);
    if (!(await repo.cityExists(tx, input.uuidCity))) throw fieldError('body.uuidCity', 'unknown_city', salePointMessages.cityUnknown);
    const rows = await repo.insertPoints(tx, input.uuidPartner, input.uuidCity, input.salePoints.map(valuesOf));
    for (const row of rows) await recordAudit(tx, { ...who, action: 'salePoint.create', entity, entityId: row.uuid, after: row });
    return rows.map(present);
  });
}

/** Saves every point or none: one unknown point fails the whole list with 404. */
export async function editPoints(ctx: AppContext, who: Author, input: (PointInput & { uuidSalePoint: string })[]): Promise<SalePoint[]> {
  const uuids = input.map((p) => p.uuidSalePoint);
  if (new Set(uuids).size !== uuids.length) throw badRequest(messages.api.badRequest, 'duplicate_sale_point');
  return ctx.db.transaction(async (tx) => {
    const before = new Map((await repo.lockPoints(tx, uuids)).map((r) => [r.uuid, r]));
    if (before.size !== uuids.length) throw pointMissing();
    const saved: SalePoint[] = [];
    for (const p of input) {
      const after = await repo.updatePoint(tx, p.uuidSalePoint, valuesOf(p));
      await recordAudit(tx, { ...who, action: 'salePoint.update', entity, entityId: after.uuid, before: before.get(after.uuid), after });
      saved.push(present(after));
    }
    return saved;
  });
}

export async function deletePoint(ctx: AppContext, who: Author, uuidSalePoint: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.deletePoint(tx, uuidSalePoint);
    if (!before) throw pointMissing();
    await recordAudit(tx, { ...who, action: 'salePoint.delete', entity, entityId: uuidSalePoint, before });
  });
}

export async function geocode(geocoder: Geocoder, address: string): Promise<GeocodeResult> {
  const found = await geocoder.geocode(address);
  if (!found) throw notFound(geocodeMessages.notFound);
  return found;
}

export async function reverseGeocode(geocoder: Geocoder, latitude: number, longitude: number): Promise<{ address: string }> {
  const found = await geocoder.reverse(latitude, longitude);
  if (!found) throw notFound(geocodeMessages.notFound);
  return found;
}
