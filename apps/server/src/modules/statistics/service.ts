import { statisticsItems, statisticsWindowDays, type Statistics, type StatisticsPeriod } from '@sks/contract';
import type { AppContext } from '../../platform/context.js';
import * as repo from './repo.js';

const dayMs = 86_400_000;

/**
 * period all: value = every row, up = rows of the last 30 days.
 * period month: value = rows of the last 30 days, up = value minus the 30 days before them.
 */
export async function generalStatistics(ctx: AppContext, period: StatisticsPeriod, now = new Date()): Promise<Statistics> {
  const recentFrom = new Date(now.getTime() - statisticsWindowDays * dayMs);
  const previousFrom = new Date(now.getTime() - 2 * statisticsWindowDays * dayMs);
  const counts =
    period === 'all'
      ? await repo.countTotalAndRecent(ctx.db, recentFrom)
      : await repo.countRecentAndPrevious(ctx.db, recentFrom, previousFrom);
  const counter = ({ a, b }: { a: number; b: number }) => (period === 'all' ? { value: a, up: b } : { value: a, up: a - b });
  return Object.fromEntries(statisticsItems.map((item) => [item, counter(counts[item])])) as Statistics;
}
