import { and, asc, eq, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { countedRow, countUpToCap } from '../../../platform/paging.js';
import { amongUuids } from '../../../platform/db/any-of.js';
import type { Db } from '../../../platform/db/client.js';
import { preparedFor } from '../../../platform/db/prepared.js';
import { cities } from '../../lookups/schema.js';
import { substringPattern } from '../../lookups/repo.js';
import { partners, salePoints } from '../schema.js';
import { byName } from '../../../platform/db/collation.js';

export type SalePointRow = typeof salePoints.$inferSelect;
export type SalePointValues = Pick<typeof salePoints.$inferInsert, 'address' | 'latitude' | 'longitude' | 'timeWork' | 'workTime'>;

/** The partner's main city (null for a federal partner), or undefined when there is no such partner. */
export async function findPartner(db: Db, uuid: string): Promise<{ uuidMainCity: string | null } | undefined> {
  const [row] = await db.select({ uuidMainCity: partners.uuidMainCity }).from(partners).where(eq(partners.uuid, uuid)).limit(1);
  return row;
}

export async function cityExists(db: Db, uuid: string): Promise<boolean> {
  const [row] = await db.select({ uuid: cities.uuid }).from(cities).where(eq(cities.uuid, uuid)).limit(1);
  return !!row;
}

/** The columns a point is answered with (the service's `present`): the lists read these alone. */
const shownColumns = {
  uuid: salePoints.uuid,
  id: salePoints.id,
  uuidCity: salePoints.uuidCity,
  address: salePoints.address,
  latitude: salePoints.latitude,
  longitude: salePoints.longitude,
  timeWork: salePoints.timeWork,
  workTime: salePoints.workTime,
};
export type ShownPoint = Pick<SalePointRow, keyof typeof shownColumns>;

export type RankedPoint = ShownPoint & { groupKey: string; countPoints: number };

const streetTypePrefix = '^(ул\\.|улица|пр-т|просп\\.|проспект|пр\\.|пер\\.|переулок|б-р|бульвар|ш\\.|шоссе|пл\\.|площадь|наб\\.|набережная|мкр\\.)\\s*';

/**
 * The partner's points matching `where`, at most the `limit` placeholder per group with the
 * group's full count, in one query: the window functions count and rank within each group,
 * ordered by address.
 */
function rankedPoints(db: Db, where: SQL | undefined, groupKey: SQL) {
  const ranked = db
    .select({
      ...shownColumns,
      groupKey: sql<string>`${groupKey}`.as('group_key'),
      rank: sql<number>`(row_number() over (partition by ${groupKey} order by ${byName(salePoints.address)}, ${salePoints.id}))::int`.as('rank'),
      countPoints: sql<number>`(count(*) over (partition by ${groupKey}))::int`.as('count_points'),
    })
    .from(salePoints)
    .where(where)
    .as('ranked');
  return db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, sql.placeholder('limit')))
    .orderBy(asc(ranked.groupKey), asc(byName(ranked.address)), asc(ranked.id));
}

/**
 * The popup's list: the partner's points in one city whose address contains `search`
 * (case-insensitive), grouped by the upper-cased first letter of the street's own name (a leading
 * street type such as 'ул.' or 'пр-т' is skipped, or every address would fall under 'У'), or
 * all in one group '' when not grouping by letter.
 */
export async function pointsInCity(db: Db, q: { uuidPartner: string; uuidCity: string; search: string; byLetter: boolean; limit: number }): Promise<RankedPoint[]> {
  const shape = ['sale-points:in-city', q.search ? 'search' : '', q.byLetter ? 'letter' : ''].join(':');
  const rows = await preparedFor(db, shape, () => {
    const where = and(
      eq(salePoints.uuidPartner, sql.placeholder('uuidPartner')),
      eq(salePoints.uuidCity, sql.placeholder('uuidCity')),
      q.search ? ilike(salePoints.address, sql.placeholder('pattern')) : undefined,
    );
    const name = sql`regexp_replace(${salePoints.address}, ${streetTypePrefix}, '')`;
    return rankedPoints(db, where, q.byLetter ? sql`upper(left(${name}, 1))` : sql`''`);
  }).execute({ uuidPartner: q.uuidPartner, uuidCity: q.uuidCity, pattern: substringPattern(q.search), limit: q.limit });
  return rows.map(({ rank: _rank, ...row }) => row);
}

/**
 * At most `limit` points of the partner in each of `cityUuids`, by address within a city: each
 * city's first points read in order from sale_points_partner_idx, so a chain with thousands of
 * points in a city reads a few of them instead of ranking them all.
 */
export async function pointsOfCities(db: Db, uuidPartner: string, cityUuids: string[], limit: number): Promise<ShownPoint[]> {
  if (!cityUuids.length) return [];
  const rows = await preparedFor(db, 'sale-points:of-cities', () => {
    const firstPoints = db
      .select(shownColumns)
      .from(salePoints)
      .where(and(eq(salePoints.uuidPartner, sql.placeholder('uuidPartner')), eq(salePoints.uuidCity, cities.uuid)))
      .orderBy(asc(byName(salePoints.address)), asc(salePoints.id))
      .limit(sql.placeholder('limit'))
      .as('first_points');
    return db
      .select(firstPoints._.selectedFields)
      .from(cities)
      .crossJoinLateral(firstPoints)
      .where(amongUuids(cities.uuid, 'cityUuids'))
      .orderBy(asc(byName(firstPoints.address)), asc(firstPoints.id));
  }).execute({ uuidPartner, cityUuids, limit });
  return rows;
}

/** How many points the partner (the `uuidPartner` placeholder) has in each city where it has any. */
const pointCounts = (db: Db) =>
  db
    .select({ uuidCity: salePoints.uuidCity, n: sql<number>`count(*)::int`.as('n') })
    .from(salePoints)
    .where(eq(salePoints.uuidPartner, sql.placeholder('uuidPartner')))
    .groupBy(salePoints.uuidCity)
    .as('counts');

/** The cities listed: those with points, and the `alsoCity` placeholder's when it is asked for. */
const listedCity = (counts: ReturnType<typeof pointCounts>, withAlsoCity: boolean) =>
  withAlsoCity ? or(isNotNull(counts.uuidCity), eq(cities.uuid, sql.placeholder('alsoCity'))) : isNotNull(counts.uuidCity);

/**
 * The cities where the partner has points (plus `alsoCity` even without any), by name, one page
 * of them, and how many there are in all.
 */
export async function citiesOfPartner(db: Db, uuidPartner: string, alsoCity: string | null, page: { offset: number; limit: number }) {
  const shape = ['sale-points:cities', alsoCity ? 'also' : ''].join(':');
  const values = { uuidPartner, alsoCity, limit: page.limit, offset: page.offset };
  const matching = () => {
    const counts = pointCounts(db);
    return db.select(countedRow).from(cities).leftJoin(counts, eq(counts.uuidCity, cities.uuid)).where(listedCity(counts, !!alsoCity));
  };
  const [total, rows] = await Promise.all([
    countUpToCap(db, shape, matching, values),
    preparedFor(db, shape, () => {
      const counts = pointCounts(db);
      return db
        .select({ uuidCity: cities.uuid, nameCity: cities.name, countPoints: sql<number>`coalesce(${counts.n}, 0)::int` })
        .from(cities)
        .leftJoin(counts, eq(counts.uuidCity, cities.uuid))
        .where(listedCity(counts, !!alsoCity))
        .orderBy(asc(byName(cities.name)), asc(cities.uuid))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
    }).execute(values),
  ]);
  return { rows, total };
}

/** Inserts the points in the order given and answers them in that order. */
export async function insertPoints(db: Db, uuidPartner: string, uuidCity: string, values: SalePointValues[]): Promise<SalePointRow[]> {
  const rows = await db
    .insert(salePoints)
    .values(values.map((v) => ({ ...v, uuidPartner, uuidCity })))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** The stored points among `uuids`, locked until the transaction ends so two edits of one point queue up. */
export function lockPoints(db: Db, uuids: string[]): Promise<SalePointRow[]> {
  return db.select().from(salePoints).where(inArray(salePoints.uuid, uuids)).for('update');
}

export async function updatePoint(db: Db, uuid: string, values: SalePointValues): Promise<SalePointRow> {
  const [row] = await db.update(salePoints).set(values).where(eq(salePoints.uuid, uuid)).returning();
  return row;
}

export async function deletePoint(db: Db, uuid: string): Promise<SalePointRow | undefined> {
  const [row] = await db.delete(salePoints).where(eq(salePoints.uuid, uuid)).returning();
  return row;
}
