import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  apiPath,
  apiPaths,
  partnerRatingRowSchema,
  partnerStatisticsPaths,
  partnerViewsDaySchema,
  statisticsLimits,
  statisticsPaths,
  statisticsPeriodHeader,
  statisticsSchema,
  trendPointSchema,
  universitySearchResultSchema,
  universityStatisticsSchema,
  type PartnerRatingSortField,
  type SortDirection,
  type Statistics,
  type StatisticsItem,
  type StatisticsPeriod,
} from '@sks/contract';
import { arrayOf, request, requestList } from './http';
import { listHeaders } from './paging';

/** GET /v2/statistics: the six counters of the period named in the X-Period header. */
export function statistics(period: StatisticsPeriod, signal?: AbortSignal): Promise<Statistics> {
  return request(apiPaths.statistics, statisticsSchema, { headers: { [statisticsPeriodHeader]: period }, signal });
}

export const statisticsKeys = {
  all: ['statistics'] as const,
  period: (period: StatisticsPeriod) => ['statistics', period] as const,
  search: (text: string) => ['statistics', 'univer-search', text] as const,
  university: (uuid: string, period: StatisticsPeriod) => ['statistics', 'univer', uuid, period] as const,
  trend: (metric: StatisticsItem, uuidUniversity?: string) => ['statistics', 'trend', metric, uuidUniversity ?? null] as const,
  rating: (period: StatisticsPeriod, field: PartnerRatingSortField, direction: SortDirection) =>
    ['statistics', 'rating', period, field, direction] as const,
  partnerViews: (uuid: string, period: StatisticsPeriod) => ['statistics', 'partner-views', uuid, period] as const,
};

export const statisticsQueryOptions = (period: StatisticsPeriod) =>
  queryOptions({ queryKey: statisticsKeys.period(period), queryFn: ({ signal }) => statistics(period, signal) });

export const useStatistics = (period: StatisticsPeriod) => useQuery(statisticsQueryOptions(period));

/** PUT /v2/statistics/univer/search; asked only for 3 characters or more. */
export const useUniversitySearch = (text: string) =>
  useQuery({
    queryKey: statisticsKeys.search(text),
    queryFn: ({ signal }) =>
      request(statisticsPaths.universitySearch, arrayOf(universitySearchResultSchema), { method: 'PUT', body: { searchString: text }, signal }),
    enabled: text.length >= statisticsLimits.searchMin,
    placeholderData: keepPreviousData,
  });

/** GET /v2/statistics/univer/{uuid} */
export const useUniversityStatistics = (uuid: string | null, period: StatisticsPeriod) =>
  useQuery({
    queryKey: statisticsKeys.university(uuid ?? '', period),
    queryFn: ({ signal }) =>
      request(apiPath(statisticsPaths.university, { uuid: uuid ?? '' }), universityStatisticsSchema, {
        headers: { [statisticsPeriodHeader]: period },
        signal,
      }),
    enabled: uuid !== null,
  });

/** GET /v2/statistics/trend: one counter's last 12 months, of one university when given. */
export const useTrend = (metric: StatisticsItem, uuidUniversity?: string) =>
  useQuery({
    queryKey: statisticsKeys.trend(metric, uuidUniversity),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ metric, ...(uuidUniversity ? { uuidUniversity } : {}) });
      return request(`${statisticsPaths.trend}?${query}`, arrayOf(trendPointSchema), { signal });
    },
  });

/** GET /v2/statistics/partner in batches of 50 for the rating's infinite scroll. */
export const usePartnerRating = (period: StatisticsPeriod, field: PartnerRatingSortField, direction: SortDirection) =>
  useInfiniteQuery({
    queryKey: statisticsKeys.rating(period, field, direction),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      requestList(partnerStatisticsPaths.rating, partnerRatingRowSchema, {
        headers: {
          ...listHeaders({ page: pageParam, pageSize: statisticsLimits.ratingPageSize, sortField: field, sortDirection: direction }),
          [statisticsPeriodHeader]: period,
        },
        signal,
      }),
    getNextPageParam: (last, pages) =>
      last.items.length === statisticsLimits.ratingPageSize && pages.length * statisticsLimits.ratingPageSize < last.total ? pages.length + 1 : undefined,
  });

/** GET /v2/statistics/partner/{uuid}/views */
export const usePartnerViews = (uuid: string, period: StatisticsPeriod) =>
  useQuery({
    queryKey: statisticsKeys.partnerViews(uuid, period),
    queryFn: ({ signal }) =>
      request(apiPath(partnerStatisticsPaths.views, { uuid }), arrayOf(partnerViewsDaySchema), { headers: { [statisticsPeriodHeader]: period }, signal }),
  });
