import { z } from 'zod';

/** 'За все время' or 'За месяц'; sent in the X-Period header. */
export const statisticsPeriods = ['all', 'month'] as const;
export const statisticsPeriodSchema = z.enum(statisticsPeriods);
export type StatisticsPeriod = z.infer<typeof statisticsPeriodSchema>;
export const statisticsPeriodLabels: Record<StatisticsPeriod, string> = { all: 'За все время', month: 'За месяц' };
export const statisticsPeriodHeader = 'x-period';
/** The "month" of the widget: the last 30 days, compared with the 30 days before them. */
export const statisticsWindowDays = 30;

export const statisticsHeadersSchema = z.object({ [statisticsPeriodHeader]: statisticsPeriodSchema });

/**
 * period all: value = every row, up = rows of the last 30 days;
 * period month: value = rows of the last 30 days, up = value minus the 30 days before (may be negative).
 */
export const counterSchema = z.object({ value: z.number().int().min(0), up: z.number().int() });
export type Counter = z.infer<typeof counterSchema>;

export const statisticsItems = ['universities', 'students', 'partners', 'points', 'stocks', 'rzd'] as const;
export type StatisticsItem = (typeof statisticsItems)[number];
export const statisticsSchema = z.object({
  universities: counterSchema,
  students: counterSchema,
  partners: counterSchema,
  points: counterSchema,
  stocks: counterSchema,
  rzd: counterSchema,
});
export type Statistics = z.infer<typeof statisticsSchema>;
export const statisticsLabels: Record<StatisticsItem, string> = {
  universities: 'Университеты',
  students: 'Студенты',
  partners: 'Партнёры',
  points: 'Торговые точки',
  stocks: 'Акции',
  rzd: 'РЖД-бонус',
};

/** Limits and texts of the statistics page (spec 03 sections 2.1, 5 and 9). */
export const statisticsLimits = {
  /** The university search starts at 3 characters, 500 ms after the last key. */
  searchMin: 3,
  searchMax: 200,
  searchDebounceMs: 500,
  searchResults: 20,
  /** The partner rating loads 50 rows a call; a row is 56 px; the next batch is asked 10 rows before the end. */
  ratingPageSize: 50,
  ratingRowHeight: 56,
  ratingPrefetchRows: 10,
  /** Months of a counter's trend chart, the current one included. */
  trendMonths: 12,
} as const;

export const statisticsMessages = {
  searchTooShort: `Введите не менее ${statisticsLimits.searchMin} символов`,
  universityNotFound: 'Университет не найден',
  partnerNotFound: 'Партнёр не найден',
  metricOfUniversity: 'Для университета доступны: студенты, партнёры, акции, РЖД-бонус, торговые точки',
} as const;

export const statisticsPaths = {
  universitySearch: '/v2/statistics/univer/search',
  university: '/v2/statistics/univer/:uuid',
  trend: '/v2/statistics/trend',
} as const;

/** PUT /v2/statistics/univer/search */
export const universitySearchBodySchema = z.object({
  searchString: z
    .string({ error: statisticsMessages.searchTooShort })
    .trim()
    .min(statisticsLimits.searchMin, statisticsMessages.searchTooShort)
    .max(statisticsLimits.searchMax),
});
export const universitySearchResultSchema = z.object({ uuidUniversity: z.uuid(), shortName: z.string() });
export type UniversitySearchResult = z.infer<typeof universitySearchResultSchema>;

/** The counters of one university, in the order the spec lists them. */
export const universityStatisticsItems = ['students', 'partners', 'stocks', 'rzd', 'points'] as const;
export type UniversityStatisticsItem = (typeof universityStatisticsItems)[number];
export const universityStatisticsSchema = z.object({
  students: counterSchema,
  partners: counterSchema,
  stocks: counterSchema,
  rzd: counterSchema,
  points: counterSchema,
});
export type UniversityStatistics = z.infer<typeof universityStatisticsSchema>;
export const universityStatisticsParamsSchema = z.object({ uuid: z.uuid() });

/** GET /v2/statistics/trend: rows created per Moscow calendar month, the last 12 months. */
export const trendQuerySchema = z
  .object({ metric: z.enum(statisticsItems), uuidUniversity: z.uuid().optional() })
  .refine((q) => !q.uuidUniversity || q.metric !== 'universities', { path: ['metric'], message: statisticsMessages.metricOfUniversity });
export type TrendQuery = z.infer<typeof trendQuerySchema>;
export const trendPointSchema = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/).meta({ description: 'YYYY-MM' }), value: z.number().int().min(0) });
export type TrendPoint = z.infer<typeof trendPointSchema>;
