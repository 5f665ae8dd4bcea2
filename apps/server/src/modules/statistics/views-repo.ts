import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { PartnerRatingSortField, PartnerViewKind, StatisticsPeriod } from '@sks/contract';
import type { Db } from '../../platform/db/client.js';
import { countedRow, countUpToCap, orderOf, type Page } from '../../platform/paging.js';
import { preparedFor } from '../../platform/db/prepared.js';
import { partners } from '../partners/schema.js';
import { partnerViews, partnerViewsDaily, partnerViewsPending, partnerViewTotals, partnerViewWindow } from './schema.js';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

export type ViewEvent = { uuidPartner: string; kind: PartnerViewKind; at: Date };

/** The first of `uuids` (in their order) that names no partner, or null. */
export async function firstUnknownPartner(db: Db, uuids: string[]): Promise<string | null> {
  const result = await db.execute(sql`
    SELECT x.u AS uuid FROM unnest(${sql.param(uuids)}::uuid[]) WITH ORDINALITY AS x(u, n)
    WHERE NOT EXISTS (SELECT 1 FROM ${partners} p WHERE p.uuid = x.u)
    ORDER BY x.n LIMIT 1`);
  return rowsOf<{ uuid: string }>(result)[0]?.uuid ?? null;
}

/** The first day of the month totals, or null before the first view. */
export async function monthFrom(db: Db): Promise<string | null> {
  const [row] = await db.select({ monthFrom: partnerViewWindow.monthFrom }).from(partnerViewWindow);
  return row?.monthFrom ?? null;
}

/** The month totals of every partner, made again from the daily roll-up. */
async function rebuildMonth(tx: Db, from: string) {
  await tx.delete(partnerViewTotals).where(eq(partnerViewTotals.period, 'month'));
  await tx.execute(sql`
    INSERT INTO ${partnerViewTotals} (period, uuid_partner, c_view_card, c_view_barcode)
    SELECT 'month', uuid_partner, sum(c_view_card), sum(c_view_barcode) FROM ${partnerViewsDaily}
    WHERE day >= ${from}::date GROUP BY uuid_partner`);
}

/**
 * Moves the first day of the month totals to `from`: the days that left the window are taken off
 * (or, for the first window, the totals are made from the daily roll-up). The window row is locked
 * for it, and every flush share-locks it first, so no view is counted twice or lost.
 * Pending events need no flush first: they are in neither the daily roll-up nor the totals, and
 * the flush that takes them adds them against the window it finds then.
 */
export async function moveMonthWindow(db: Db, from: string): Promise<void> {
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(partnerViewWindow)
      .values({ id: true, monthFrom: from })
      .onConflictDoNothing()
      .returning({ monthFrom: partnerViewWindow.monthFrom });
    if (created.length) return rebuildMonth(tx, from);
    const [row] = await tx.select({ monthFrom: partnerViewWindow.monthFrom }).from(partnerViewWindow).for('update');
    if (row.monthFrom >= from) return;
    await tx.execute(sql`
      UPDATE ${partnerViewTotals} t SET c_view_card = t.c_view_card - d.card, c_view_barcode = t.c_view_barcode - d.barcode
      FROM (SELECT uuid_partner, sum(c_view_card) AS card, sum(c_view_barcode) AS barcode FROM ${partnerViewsDaily}
            WHERE day >= ${row.monthFrom}::date AND day < ${from}::date GROUP BY uuid_partner) d
      WHERE t.period = 'month' AND t.uuid_partner = d.uuid_partner`);
    await tx.execute(sql`DELETE FROM ${partnerViewTotals} WHERE period = 'month' AND c_view_card = 0 AND c_view_barcode = 0`);
    await tx.update(partnerViewWindow).set({ monthFrom: from, updatedAt: sql`now()` });
  });
}

/**
 * Makes every roll-up again from the raw events, set-based: for data loaded straight into
 * partner_views (the demo, the benchmark), and as the repair if a roll-up were ever in doubt.
 * The pending events are in the raw log already, so they are dropped; locking their table waits
 * for the ingests under way and holds back new ones, so each event is either read here from the
 * log or written after and flushed later, never both.
 */
export async function rebuildRollups(db: Db, from: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${partnerViewWindow} IN EXCLUSIVE MODE`);
    await tx.execute(sql`LOCK TABLE ${partnerViewsPending} IN EXCLUSIVE MODE`);
    await tx.delete(partnerViewsPending);
    await tx.delete(partnerViewsDaily);
    await tx.execute(sql`
      INSERT INTO ${partnerViewsDaily} (uuid_partner, day, c_view_card, c_view_barcode)
      SELECT uuid_partner, (at AT TIME ZONE 'Europe/Moscow')::date,
             count(*) FILTER (WHERE kind = 'card'), count(*) FILTER (WHERE kind = 'barcode')
      FROM ${partnerViews} GROUP BY 1, 2`);
    await tx.delete(partnerViewTotals);
    await tx.execute(sql`
      INSERT INTO ${partnerViewTotals} (period, uuid_partner, c_view_card, c_view_barcode)
      SELECT 'all', uuid_partner, sum(c_view_card), sum(c_view_barcode) FROM ${partnerViewsDaily} GROUP BY uuid_partner`);
    await tx
      .insert(partnerViewWindow)
      .values({ id: true, monthFrom: from })
      .onConflictDoUpdate({ target: partnerViewWindow.id, set: { monthFrom: from, updatedAt: sql`now()` } });
    await rebuildMonth(tx, from);
  });
}

/**
 * Writes a batch of events to the log and to the pending events, in one statement (so one
 * transaction). Nothing is updated, so parallel batches never wait on each other's rows.
 */
export async function recordViews(db: Db, events: ViewEvent[]): Promise<number> {
  const result = await db.execute(sql`
    WITH ev AS (
      SELECT * FROM unnest(${sql.param(events.map((e) => e.uuidPartner))}::uuid[], ${sql.param(events.map((e) => e.kind))}::text[],
                           ${sql.param(events.map((e) => e.at.toISOString()))}::timestamptz[]) AS e(uuid_partner, kind, at)
    ), pending AS (
      INSERT INTO ${partnerViewsPending} (uuid_partner, kind, at) SELECT uuid_partner, kind, at FROM ev
    ), logged AS (
      INSERT INTO ${partnerViews} (uuid_partner, kind, at) SELECT uuid_partner, kind, at FROM ev RETURNING 1
    )
    SELECT count(*) AS logged FROM logged`);
  return Number(rowsOf<{ logged: string | number }>(result)[0].logged);
}

/** Serialises the flushes: two at once would only queue on the same hot rows. */
const flushLockKey = 7_301_020;

/**
 * Moves the pending events into the daily roll-up and the totals: one statement deletes them and
 * upserts what it deleted, so an event is added exactly once. The DELETE takes only the events
 * committed before it began; those of ingests still under way stay for the next flush. Under a
 * share lock of the month window (moving it waits, and waits for us); rows are upserted in key order.
 * Returns the number of events moved.
 */
export async function flushPendingViews(db: Db): Promise<number> {
  // Cheap when nothing waits, and exact: an event committed before this check is seen by it, and
  // if a flush under way is taking it, the lock below waits for that flush to commit.
  const [{ pending }] = rowsOf<{ pending: boolean }>(await db.execute(sql`SELECT EXISTS (SELECT 1 FROM ${partnerViewsPending}) AS pending`));
  if (!pending) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${flushLockKey})`);
    const [window] = await tx.select({ monthFrom: partnerViewWindow.monthFrom }).from(partnerViewWindow).for('share');
    // Before the first window (flushViews makes it first) the events wait: its creation makes the
    // month totals from the daily roll-up, which must not gain rows meanwhile.
    if (!window) return 0;
    const result = await tx.execute(sql`
      WITH moved AS (
        DELETE FROM ${partnerViewsPending} RETURNING uuid_partner, kind, at
      ), per_day AS (
        SELECT uuid_partner, (at AT TIME ZONE 'Europe/Moscow')::date AS day,
               count(*) FILTER (WHERE kind = 'card') AS card, count(*) FILTER (WHERE kind = 'barcode') AS barcode
        -- A partner removed since its events came has no roll-ups left; its events would fail every flush.
        FROM moved WHERE EXISTS (SELECT 1 FROM ${partners} p WHERE p.uuid = moved.uuid_partner) GROUP BY 1, 2
      ), daily AS (
        INSERT INTO ${partnerViewsDaily} AS d (uuid_partner, day, c_view_card, c_view_barcode)
        SELECT uuid_partner, day, card, barcode FROM per_day ORDER BY uuid_partner, day
        ON CONFLICT (uuid_partner, day) DO UPDATE
          SET c_view_card = d.c_view_card + excluded.c_view_card, c_view_barcode = d.c_view_barcode + excluded.c_view_barcode
      ), totals AS (
        INSERT INTO ${partnerViewTotals} AS t (period, uuid_partner, c_view_card, c_view_barcode)
        SELECT p.period, uuid_partner, sum(card), sum(barcode)
        FROM per_day CROSS JOIN (VALUES ('all'), ('month')) AS p(period)
        WHERE p.period = 'all' OR day >= ${window.monthFrom}::date
        GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (period, uuid_partner) DO UPDATE
          SET c_view_card = t.c_view_card + excluded.c_view_card, c_view_barcode = t.c_view_barcode + excluded.c_view_barcode
      )
      SELECT count(*) AS moved FROM moved`);
    return Number(rowsOf<{ moved: string | number }>(result)[0].moved);
  });
}

const sortColumns = { cViewBarcode: partnerViewTotals.cViewBarcode, cViewCard: partnerViewTotals.cViewCard } as const;

/**
 * A page of the rating: partners with views of the sorted kind in the period, read from the totals' index.
 * The page is cut from the totals alone and only its rows are joined to the partners: a deep offset
 * then walks the index, not the join.
 */
export async function ratingPage(db: Db, period: StatisticsPeriod, page: Page<PartnerRatingSortField>) {
  // The sorted kind picks the column (and so the index): it is part of each statement's shape.
  const shape = `statistics:rating:${page.sortField}`;
  const column = sortColumns[page.sortField];
  const where = () => and(eq(partnerViewTotals.period, sql.placeholder('period')), gt(column, 0));
  const [rows, total] = await Promise.all([
    preparedFor(db, `${shape}:${page.sortDirection}`, () => {
      const slice = db
        .select({ uuidPartner: partnerViewTotals.uuidPartner, value: sql<number>`${column}`.mapWith(Number).as('value') })
        .from(partnerViewTotals)
        .where(where())
        .orderBy(...orderOf(page, sortColumns, partnerViewTotals.uuidPartner))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('slice');
      return db
        .select({ uuidPartner: slice.uuidPartner, keyImg: partners.keyImg, name: partners.name, value: slice.value })
        .from(slice)
        .innerJoin(partners, eq(partners.uuid, slice.uuidPartner))
        .orderBy(...orderOf({ ...page, sortField: 'value' as const }, { value: sql`${slice.value}` }, slice.uuidPartner));
    }).execute({ period, limit: page.limit, offset: page.offset }),
    countUpToCap(db, shape, () => db.select(countedRow).from(partnerViewTotals).where(where()), { period }),
  ]);
  return { rows, total };
}

/** The days of one partner with views since `from` (every day when null). */
export function viewsByDay(db: Db, uuidPartner: string, from: string | null) {
  return db
    .select({ day: partnerViewsDaily.day, cViewCard: partnerViewsDaily.cViewCard, cViewBarcode: partnerViewsDaily.cViewBarcode })
    .from(partnerViewsDaily)
    .where(and(eq(partnerViewsDaily.uuidPartner, uuidPartner), from ? gte(partnerViewsDaily.day, from) : undefined))
    .orderBy(partnerViewsDaily.day);
}

export async function partnerExists(db: Db, uuid: string): Promise<boolean> {
  return (await db.select({ uuid: partners.uuid }).from(partners).where(eq(partners.uuid, uuid))).length === 1;
}
