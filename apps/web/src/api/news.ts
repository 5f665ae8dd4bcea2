import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPath,
  apiPaths,
  meSchema,
  newsCreatedSchema,
  newsLimits,
  newsMessages,
  newsPhotoSchema,
  newsPhotoUpload,
  newsSchema,
  universitySchema,
  type EventInput,
  type Me,
  type News,
  type NewsApproveBody,
  type NewsCreateBody,
  type NewsListFilter,
  type NewsPhoto,
  type NewsUpdateBody,
  type SortDirection,
  type University,
} from '@sks/contract';
import { countKeys } from './counts';
import { request, requestList, requestOk, type ListPage } from './http';
import { listHeaders } from './paging';
import type { ErrorNotificationMeta } from './query-meta';

export type NewsListRequest = {
  page: number;
  sortDirection: SortDirection;
  filter: NewsListFilter;
};

/** PUT /v1/news/list: 9 per page, sorted by publishBegin only (spec 02 section 2). */
export function listNews({ page, sortDirection, filter }: NewsListRequest, signal?: AbortSignal) {
  return requestList(apiPaths.newsList, newsSchema, {
    method: 'PUT',
    headers: listHeaders({ page, pageSize: newsLimits.pageSize, sortField: 'publishBegin', sortDirection }),
    body: filter,
    signal,
  });
}

export function getNews(id: string, signal?: AbortSignal): Promise<News> {
  return request(apiPath(apiPaths.newsItem, { id }), newsSchema, { signal });
}

/** One call: the item with its poll or event inline, saved in one transaction. */
export function createNews(body: NewsCreateBody): Promise<string> {
  return request(apiPaths.newsCreate, newsCreatedSchema, { method: 'POST', body }).then((answer) => answer.uuidNews);
}

export function updateNews({ id, body }: { id: string; body: NewsUpdateBody }): Promise<News> {
  return request(apiPath(apiPaths.newsItem, { id }), newsSchema, { method: 'PUT', body });
}

/** PUT /v1/news/event: the item's one event. */
export function updateNewsEvent(body: EventInput & { uuidNews: string }): Promise<News> {
  return request(apiPaths.newsEvent, newsSchema, { method: 'PUT', body });
}

export function deleteNews(id: string): Promise<void> {
  return requestOk(apiPath(apiPaths.newsItem, { id }), { method: 'DELETE' });
}

export function approveNews(body: NewsApproveBody): Promise<News> {
  return request(apiPaths.newsApprove, newsSchema, { method: 'PUT', body });
}

/** A declined item goes back to moderation. */
export function sendNewsToModeration(id: string): Promise<News> {
  return request(apiPath(apiPaths.newsSend, { id }), newsSchema, { method: 'POST' });
}

/** A cover photo, stored but attached to no item until the item is saved with its key. */
export function uploadNewsPhoto(file: File): Promise<NewsPhoto> {
  const form = new FormData();
  form.append(newsPhotoUpload.field, file);
  return request(apiPaths.newsPhoto, newsPhotoSchema, { method: 'POST', body: form });
}

export function deleteNewsPhoto(uuidPhoto: string): Promise<void> {
  return requestOk(apiPath(apiPaths.newsPhotoDelete, { uuidPhoto }), { method: 'DELETE' });
}

/** The signed-in account with its support flag, which shows the 'Мои'/'Кроме моих' filter. */
export function meWithSupport(signal?: AbortSignal): Promise<Me> {
  return request(apiPaths.me, meSchema, { signal });
}

/** Universities whose name matches, for the university select of a university-level item. */
export function searchUniversities(searchString: string, signal?: AbortSignal): Promise<University[]> {
  return requestList(apiPaths.universities, universitySchema, {
    method: 'PUT',
    headers: listHeaders({ page: 1, pageSize: universityOptionsMax, sortField: 'name', sortDirection: 'ASC' }),
    body: { searchString: searchString.trim() || null },
    signal,
  }).then((answer) => answer.items);
}

const universityOptionsMax = 30;

export const newsKeys = {
  all: ['news'] as const,
  lists: ['news', 'list'] as const,
  list: (params: NewsListRequest) => ['news', 'list', params] as const,
  card: (id: string) => ['news', 'card', id] as const,
  me: ['news', 'me'] as const,
  universities: (searchString: string) => ['news', 'universities', searchString.trim()] as const,
};

export const newsListQueryOptions = (params: NewsListRequest) =>
  queryOptions<ListPage<News>>({
    queryKey: newsKeys.list(params),
    queryFn: ({ signal }) => listNews(params, signal),
    // The grid stays in place while the next page loads.
    placeholderData: keepPreviousData,
  });

export const newsQueryOptions = (id: string) =>
  queryOptions({ queryKey: newsKeys.card(id), queryFn: ({ signal }) => getNews(id, signal) });

export const useNewsList = (params: NewsListRequest) => useQuery(newsListQueryOptions(params));
export const useNews = (id: string) => useQuery(newsQueryOptions(id));

/** The support flag changes only on the administrator popup; a failure reads as no support. */
export const useSupportFlag = () =>
  useQuery({
    queryKey: newsKeys.me,
    queryFn: ({ signal }) => meWithSupport(signal).then((me) => me.support),
    staleTime: 5 * 60_000,
  });

export const useUniversityOptions = (searchString: string) =>
  useQuery({
    queryKey: newsKeys.universities(searchString),
    queryFn: ({ signal }) => searchUniversities(searchString, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** After any write the lists and the sidebar's moderation count are refreshed. */
function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: newsKeys.lists }),
      queryClient.invalidateQueries({ queryKey: countKeys.news }),
    ]);
}

/** Writes that answer with the item: it goes to its card's cache. */
function useNewsWrite<TVars>(write: (vars: TVars) => Promise<News>, meta: ErrorNotificationMeta) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: write,
    meta,
    onSuccess: (news) => {
      queryClient.setQueryData(newsKeys.card(news.uuidNews), news);
      return refresh();
    },
  });
}

/** The form shows 400 answers on its fields and builds the notification itself. */
export const useCreateNews = () => {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: createNews, meta: { notifyError: false }, onSuccess: refresh });
};
export const useUpdateNews = () => useNewsWrite(updateNews, { notifyError: false });
export const useUpdateNewsEvent = () => useNewsWrite(updateNewsEvent, { notifyError: false });
/** 404 and 409 say what happened to this item: removed meanwhile, or its state changed. */
const moderationTexts: ErrorNotificationMeta = { notifyError: { 404: newsMessages.notFound, 409: newsMessages.transition } };
export const useApproveNews = () => useNewsWrite(approveNews, moderationTexts);
export const useSendNewsToModeration = () => useNewsWrite(sendNewsToModeration, moderationTexts);
export const useDeleteNews = () => {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: deleteNews,
    meta: { notifyError: { 404: newsMessages.notFound } },
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: newsKeys.card(id) });
      return refresh();
    },
  });
};
/** The picker shows its own failure text. */
export const useUploadNewsPhoto = () => useMutation({ mutationFn: uploadNewsPhoto, meta: { notifyError: false } });
export const useDeleteNewsPhoto = () => useMutation({ mutationFn: deleteNewsPhoto });
