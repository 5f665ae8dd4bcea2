import {
  partnerViewsMessages,
  statisticsMessages,
  statisticsWindowDays,
  toWireDate,
  type PartnerRatingRow,
  type PartnerRatingSortField,
  type PartnerViewsDay,
  type StatisticsPeriod,
} from '@sks/contract';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Page } from '../../platform/paging.js';
import { partnerViewsRollupQueue } from './jobs.js';
import { logoUrl } from './service.js';
import * as repo from './views-repo.js';

const dayMs = 86_400_000;
const dayOf = (now: Date, back: number) => toWireDate(new Date(now.getTime() - back * dayMs));
/** The 'month' of the rating: the last 30 Moscow days, today included. */
export const monthFromOf = (now: Date) => dayOf(now, statisticsWindowDays - 1);

/** Moves the month window when a new Moscow day has begun (one cheap read otherwise). */
async function freshWindow(ctx: AppContext, now: Date) {
  const from = monthFromOf(now);
  const current = await repo.monthFrom(ctx.db);
  if (current === null || current < from) await repo.moveMonthWindow(ctx.db, from);
}

/**
 * Adds the pending events to the roll-ups, the month window moved first if a new day has begun:
 * before every read of them (so a read is exact), by the roll-up job after ingests, and every minute.
 */
export async function flushViews(ctx: AppContext, now = new Date()): Promise<number> {
  await freshWindow(ctx, now);
  return repo.flushPendingViews(ctx.db);
}

/**
 * Records a batch of the app's view events; a partner that does not exist refuses the whole batch.
 * The roll-ups take them at the next flush (queueViewsRollup, once the answer has left).
 */
export async function recordPartnerViews(ctx: AppContext, events: repo.ViewEvent[]): Promise<number> {
  const unknown = await repo.firstUnknownPartner(ctx.db, [...new Set(events.map((e) => e.uuidPartner))]);
  if (unknown) throw notFound(partnerViewsMessages.partnerNotFound(unknown));
  return repo.recordViews(ctx.db, events);
}

/**
 * Queues a flush after an accepted batch, debounced: at most one job per 2-second slot; when this
 * slot has one already, one in the next, so the last batch of a burst is always followed by a flush.
 */
export async function queueViewsRollup(ctx: AppContext): Promise<void> {
  await ctx.jobs.send(partnerViewsRollupQueue, {}, { singletonSeconds: 2, singletonNextSlot: true });
}

export async function partnerRating(
  ctx: AppContext,
  period: StatisticsPeriod,
  page: Page<PartnerRatingSortField>,
  now = new Date(),
): Promise<{ rows: PartnerRatingRow[]; total: number }> {
  await flushViews(ctx, now);
  const { rows, total } = await repo.ratingPage(ctx.db, period, page);
  return { rows: rows.map(({ keyImg, ...row }) => ({ ...row, logo: logoUrl(keyImg) })), total };
}

/** Every day of the period (from the first view for 'all'), days without views as zeros. */
export async function partnerViewsByDay(ctx: AppContext, uuid: string, period: StatisticsPeriod, now = new Date()): Promise<PartnerViewsDay[]> {
  if (!(await repo.partnerExists(ctx.db, uuid))) throw notFound(statisticsMessages.partnerNotFound);
  await flushViews(ctx, now);
  const today = toWireDate(now);
  const rows = await repo.viewsByDay(ctx.db, uuid, period === 'month' ? monthFromOf(now) : null);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const first = period === 'month' ? monthFromOf(now) : (rows[0]?.day ?? today);
  const days: PartnerViewsDay[] = [];
  for (let t = Date.parse(`${first}T12:00:00Z`); ; t += dayMs) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (day > today) break;
    const row = byDay.get(day);
    days.push({ day, cViewCard: row?.cViewCard ?? 0, cViewBarcode: row?.cViewBarcode ?? 0 });
  }
  return days;
}

