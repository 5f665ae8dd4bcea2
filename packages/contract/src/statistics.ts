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
