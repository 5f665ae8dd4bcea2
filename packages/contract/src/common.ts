import { z } from 'zod';
import { limits } from './limits.js';

export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** A 409's other record (a university with the same INN), so the console can name it. */
  existing: z.object({ uuid: z.uuid(), name: z.string() }).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const sortDirections = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** Names of the paging headers; fastify sees header names lower-cased. */
export const pagingHeaders = {
  offset: 'x-offset',
  limit: 'x-limit',
  sortField: 'x-sort-field',
  sortDirection: 'x-sort-direction',
  recordCount: 'x-record-count',
  /** 'true' when x-record-count is the planner's estimate of a broad search (`countEstimateFrom`). */
  recordCountEstimated: 'x-record-count-estimated',
  accessToken: 'x-access-token',
} as const;

/** Headers of a list call whose sort field is one of `fields` (an allow-list, never SQL). */
export function listHeadersSchema<const F extends readonly [string, ...string[]]>(
  fields: F,
  defaults: { field: F[number]; limit?: number; direction?: SortDirection },
) {
  return z.object({
    'x-offset': z.coerce.number().int().min(0).default(0),
    'x-limit': z.coerce.number().int().min(1).max(limits.maxListLimit).default(defaults.limit ?? limits.pageSize),
    'x-sort-field': z.enum(fields).default(defaults.field as never),
    'x-sort-direction': z.enum(sortDirections).default(defaults.direction ?? 'DESC'),
  });
}
export type ListHeaders<F extends string> = {
  'x-offset': number;
  'x-limit': number;
  'x-sort-field': F;
  'x-sort-direction': SortDirection;
};

export const uuidParam = z.uuid();
export const okSchema = z.object({ ok: z.literal(true) });
