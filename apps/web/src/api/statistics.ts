import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, statisticsPeriodHeader, statisticsSchema, type Statistics, type StatisticsPeriod } from '@sks/contract';
import { request } from './http';

/** GET /v2/statistics: the six counters of the period named in the X-Period header. */
export function statistics(period: StatisticsPeriod, signal?: AbortSignal): Promise<Statistics> {
  return request(apiPaths.statistics, statisticsSchema, { headers: { [statisticsPeriodHeader]: period }, signal });
}

export const statisticsKeys = {
  all: ['statistics'] as const,
  period: (period: StatisticsPeriod) => ['statistics', period] as const,
};

export const statisticsQueryOptions = (period: StatisticsPeriod) =>
  queryOptions({ queryKey: statisticsKeys.period(period), queryFn: ({ signal }) => statistics(period, signal) });

export const useStatistics = (period: StatisticsPeriod) => useQuery(statisticsQueryOptions(period));
