import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, commentsCountSchema, limits, newsCountSchema } from '@sks/contract';
import { request } from './http';

export function commentsCount(signal?: AbortSignal): Promise<number> {
  return request(apiPaths.commentsCount, commentsCountSchema, { signal }).then((answer) => answer.countComments);
}

export function newsCount(signal?: AbortSignal): Promise<number> {
  return request(apiPaths.newsCount, newsCountSchema, { signal }).then((answer) => answer.count);
}

/** Areas that change what awaits moderation invalidate these keys. */
export const countKeys = {
  comments: ['counts', 'comments'] as const,
  news: ['counts', 'news'] as const,
};

/** Loaded once at start; a failure is only logged (spec 01 section 8), the badge then stays hidden. */
export const commentsCountQueryOptions = () =>
  queryOptions({
    queryKey: countKeys.comments,
    queryFn: ({ signal }) =>
      commentsCount(signal).catch((error: unknown) => {
        console.warn('Review count failed to load', error);
        return 0;
      }),
    staleTime: Infinity,
  });

/** Reloaded every `limits.newsCountRefreshMs`; negative or failed counts as 0 (spec 01 section 7). */
export const newsCountQueryOptions = () =>
  queryOptions({
    queryKey: countKeys.news,
    queryFn: ({ signal }) =>
      newsCount(signal).then(
        (count) => Math.max(0, count),
        () => 0,
      ),
    refetchInterval: limits.newsCountRefreshMs,
    staleTime: limits.newsCountRefreshMs,
  });

export const useCommentsCount = () => useQuery(commentsCountQueryOptions());
export const useNewsCount = () => useQuery(newsCountQueryOptions());
