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

/** Parallel batches may still meet in a deadlock or a serialization failure: the loser tries once more. */
const retryable = (err: unknown) => ['40P01', '40001'].includes(String((err as { code?: unknown }).code ?? (err as { cause?: { code?: unknown } }).cause?.code));

/** Records a batch of the app's view events; a partner that does not exist refuses the whole batch. */
export async function recordPartnerViews(ctx: AppContext, events: repo.ViewEvent[], now = new Date()): Promise<number> {
  const unknown = await repo.firstUnknownPartner(ctx.db, [...new Set(events.map((e) => e.uuidPartner))]);
  if (unknown) throw notFound(partnerViewsMessages.partnerNotFound(unknown));
  await freshWindow(ctx, now);
  try {
    return await repo.recordViews(ctx.db, events);
  } catch (err) {
    if (!retryable(err)) throw err;
    return repo.recordViews(ctx.db, events);
  }
}

export async function partnerRating(
  ctx: AppContext,
  period: StatisticsPeriod,
  page: Page<PartnerRatingSortField>,
  now = new Date(),
): Promise<{ rows: PartnerRatingRow[]; total: number }> {
  if (period === 'month') await freshWindow(ctx, now);
  const { rows, total } = await repo.ratingPage(ctx.db, period, page);
  return { rows: rows.map(({ keyImg, ...row }) => ({ ...row, logo: logoUrl(keyImg) })), total };
}

/** Every day of the period (from the first view for 'all'), days without views as zeros. */
export async function partnerViewsByDay(ctx: AppContext, uuid: string, period: StatisticsPeriod, now = new Date()): Promise<PartnerViewsDay[]> {
  if (!(await repo.partnerExists(ctx.db, uuid))) throw notFound(statisticsMessages.partnerNotFound);
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

