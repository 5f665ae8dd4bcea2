import {
  filesBase,
  statisticsItems,
  statisticsLimits,
  statisticsMessages,
  statisticsWindowDays,
  toWireDate,
  universityStatisticsItems,
  type Counter,
  type StatisticsItem,
  type Statistics,
  type StatisticsPeriod,
  type TrendPoint,
  type TrendQuery,
  type UniversityStatistics,
} from '@sks/contract';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import * as repo from './repo.js';

const dayMs = 86_400_000;

/**
 * period all: value = every row, up = rows of the last 30 days.
 * period month: value = rows of the last 30 days, up = value minus the 30 days before them.
 */
async function counters<I extends StatisticsItem>(
  ctx: AppContext,
  items: readonly I[],
  scope: repo.Scope,
  period: StatisticsPeriod,
  now: Date,
): Promise<Record<I, Counter>> {
  const recentFrom = new Date(now.getTime() - statisticsWindowDays * dayMs);
  const previousFrom = new Date(now.getTime() - 2 * statisticsWindowDays * dayMs);
  const counts =
    period === 'all'
      ? await repo.countTotalAndRecent(ctx.db, items, scope, recentFrom)
      : await repo.countRecentAndPrevious(ctx.db, items, scope, recentFrom, previousFrom);
  const counter = ({ a, b }: { a: number; b: number }) => (period === 'all' ? { value: a, up: b } : { value: a, up: a - b });
  return Object.fromEntries(items.map((item) => [item, counter(counts[item] ?? { a: 0, b: 0 })])) as Record<I, Counter>;
}

export function generalStatistics(ctx: AppContext, period: StatisticsPeriod, now = new Date()): Promise<Statistics> {
  return counters(ctx, statisticsItems, {}, period, now);
}

async function scopeOfUniversity(ctx: AppContext, uuid: string): Promise<repo.Scope> {
  const uuidCity = await repo.universityCity(ctx.db, uuid);
  if (!uuidCity) throw notFound(statisticsMessages.universityNotFound);
  return repo.universityScope(uuid, uuidCity);
}

export async function universityStatistics(ctx: AppContext, uuid: string, period: StatisticsPeriod, now = new Date()): Promise<UniversityStatistics> {
  return counters(ctx, universityStatisticsItems, await scopeOfUniversity(ctx, uuid), period, now);
}

export const searchUniversities = (ctx: AppContext, searchString: string) =>
  repo.searchUniversities(ctx.db, searchString, statisticsLimits.searchResults);

/** 'YYYY-MM' of the Moscow month `back` months before the one of `now`. */
function monthBefore(now: Date, back: number): string {
  const [year, month] = toWireDate(now).split('-').map(Number);
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last 12 Moscow calendar months, the current one last; months without rows are zeros. */
export async function trend(ctx: AppContext, query: TrendQuery, now = new Date()): Promise<TrendPoint[]> {
  const scope = query.uuidUniversity ? await scopeOfUniversity(ctx, query.uuidUniversity) : {};
  const months = Array.from({ length: statisticsLimits.trendMonths }, (_, i) => monthBefore(now, statisticsLimits.trendMonths - 1 - i));
  const from = new Date(`${months[0]}-01T00:00:00+03:00`);
  const perMonth = await repo.countPerMonth(ctx.db, query.metric, scope, from);
  return months.map((month) => ({ month, value: perMonth.get(month) ?? 0 }));
}

/** Where the console loads a stored logo from. */
export const logoUrl = (key: string | null) => (key ? `${filesBase}/${key}` : null);
