import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPath,
  apiPaths,
  reviewMessages,
  reviewRowSchema,
  reviewSchema,
  type AnswerCreateBody,
  type AnswerUpdateBody,
  type Review,
  type ReviewListFilter,
  type ReviewSortField,
  type ReviewStatusBody,
  type SortDirection,
} from '@sks/contract';
import { countKeys } from './counts';
import { request, requestList, requestOk } from './http';
import { listHeaders } from './paging';
import { partnerKeys } from './partners';
import type { ErrorNotificationMeta } from './query-meta';

export type ReviewListRequest = { page: number; sortField: ReviewSortField; sortDirection: SortDirection; filter: ReviewListFilter };

export function listReviews({ page, sortField, sortDirection, filter }: ReviewListRequest, signal?: AbortSignal) {
  return requestList(apiPaths.commentsList, reviewRowSchema, { method: 'PUT', headers: listHeaders({ page, sortField, sortDirection }), body: filter, signal });
}

export function getReview(uuidComment: string, signal?: AbortSignal): Promise<Review> {
  return request(apiPath(apiPaths.comment, { uuidComment }), reviewSchema, { signal });
}

export const setReviewStatus = (body: ReviewStatusBody) => requestOk(apiPaths.commentsStatus, { method: 'PUT', body });
export const deleteReview = (uuidComment: string) => requestOk(apiPath(apiPaths.comment, { uuidComment }), { method: 'DELETE' });
export const deleteReviews = (uuidComments: string[]) => requestOk(apiPaths.commentsDelete, { method: 'DELETE', body: { uuidComments } });
export const answerReview = (body: AnswerCreateBody) => request(apiPaths.commentAnswer, reviewSchema, { method: 'POST', body });
export const editAnswer = (body: AnswerUpdateBody) => request(apiPaths.commentAnswer, reviewSchema, { method: 'PUT', body });
export const deleteAnswer = (uuidAnswer: string) => requestOk(apiPath(apiPaths.commentAnswerDelete, { uuidAnswer }), { method: 'DELETE' });

export const reviewKeys = {
  all: ['reviews'] as const,
  lists: ['reviews', 'list'] as const,
  list: (params: ReviewListRequest) => ['reviews', 'list', params] as const,
  card: (id: string) => ['reviews', 'card', id] as const,
};

export const reviewListQueryOptions = (params: ReviewListRequest) =>
  queryOptions({
    queryKey: reviewKeys.list(params),
    queryFn: ({ signal }) => listReviews(params, signal),
    // The table stays in place while the next page loads.
    placeholderData: keepPreviousData,
  });

export const reviewQueryOptions = (id: string) => queryOptions({ queryKey: reviewKeys.card(id), queryFn: ({ signal }) => getReview(id, signal) });

export const useReviewList = (params: ReviewListRequest) => useQuery(reviewListQueryOptions(params));
export const useReview = (id: string) => useQuery(reviewQueryOptions(id));

/**
 * After any write: the reviews, the sidebar's moderation count, and the partners (their rating
 * and the card's Отзывы tab show the same rows).
 */
function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return (reviews: readonly string[] = reviewKeys.all) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviews }),
      queryClient.invalidateQueries({ queryKey: countKeys.comments }),
      queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['partner-comments'] }),
    ]);
}

/** 404 and 409 say what happened to the reviews: removed meanwhile, or their status changed. */
const writeTexts: ErrorNotificationMeta = { notifyError: { 404: reviewMessages.notFound, 409: reviewMessages.illegalTransition } };
const answerTexts: ErrorNotificationMeta = { notifyError: { 404: reviewMessages.answerNotFound, 409: reviewMessages.answerExists } };

function useReviewWrite<TVars, TResult>(write: (vars: TVars) => Promise<TResult>, meta: ErrorNotificationMeta) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: write,
    meta,
    onSuccess: (answer) => {
      // Answer writes give the card back: it goes to the cache at once.
      const card = reviewSchema.safeParse(answer);
      if (card.success) queryClient.setQueryData(reviewKeys.card(card.data.uuidComment), card.data);
      return refresh();
    },
  });
}

export const useSetReviewStatus = () => useReviewWrite(setReviewStatus, writeTexts);
export const useDeleteReviews = () => useReviewWrite(deleteReviews, writeTexts);
export const useAnswerReview = () => useReviewWrite(answerReview, answerTexts);
export const useEditAnswer = () => useReviewWrite(editAnswer, answerTexts);
export const useDeleteAnswer = () => useReviewWrite(deleteAnswer, answerTexts);
export const useDeleteReview = () => {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: deleteReview,
    meta: writeTexts,
    onSuccess: (_answer, id) => {
      // Only the lists: the card is gone, and its screen leaves for the list.
      queryClient.removeQueries({ queryKey: reviewKeys.card(id) });
      return refresh(reviewKeys.lists);
    },
  });
};
