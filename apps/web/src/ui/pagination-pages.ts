import { limits, listCountCap } from '@sks/contract';
import type { ListPage } from '../api/http';

/**
 * Number of pages: rounded-up total over page size, at least 1 (spec 01 section 9). A total past
 * the server's count cap is not exact, so the pages end at the cap.
 */
export function pageCount(total: number, pageSize: number = limits.pageSize): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(Math.min(total, listCountCap) / pageSize));
}

/**
 * Where to go when a page past the first came back empty: the last page of the total (rows removed
 * meanwhile, an old link). None for an estimated total, whose last page is not known: the page
 * shows that it found nothing, and the pagination still leads back.
 */
export function lastPageInstead(data: ListPage<unknown> | undefined, page: number, pageSize: number): number | undefined {
  if (!data || data.items.length > 0 || data.total <= 0 || page <= 1 || data.estimated) return undefined;
  return pageCount(data.total, pageSize);
}

/** A page number within 1..count; anything not a number goes to 1. */
export function clampPage(page: number, count: number): number {
  const whole = Math.trunc(page);
  if (!Number.isFinite(whole) || whole < 1) return 1;
  return Math.min(whole, Math.max(1, count));
}

/** The page numbers shown: the group of `groupSize` that holds `page` (1-4, 5-8, ...). */
export function pageGroup(page: number, count: number, groupSize: number = limits.paginationGroup): number[] {
  const current = clampPage(page, count);
  const first = Math.floor((current - 1) / groupSize) * groupSize + 1;
  const last = Math.min(first + groupSize - 1, count);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
