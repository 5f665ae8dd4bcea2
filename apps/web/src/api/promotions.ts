import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  apiPath,
  apiPaths,
  codeCountsSchema,
  codesUpload,
  codesUploadResponseSchema,
  codeUsageSchema,
  promotionCreatedSchema,
  promotionLimits,
  promotionMessages,
  promotionRowSchema,
  promotionSchema,
  type CodeCounts,
  type Promotion,
  type PromotionCreateValues,
  type PromotionListFilter,
  type PromotionRow,
  type PromotionSortField,
  type PromotionStatusBody,
  type PromotionUpdateValues,
  type SortDirection,
} from '@sks/contract';
import { request, requestFile, requestList, type ListPage } from './http';
import { listHeaders } from './paging';
import type { ErrorNotificationMeta } from './query-meta';

export type PromotionListRequest = {
  page: number;
  sortField: PromotionSortField;
  sortDirection: SortDirection;
  filter: PromotionListFilter;
};

export function listPromotions({ page, sortField, sortDirection, filter }: PromotionListRequest, signal?: AbortSignal) {
  return requestList(apiPaths.stocks, promotionRowSchema, {
    method: 'PUT',
    headers: listHeaders({ page, sortField, sortDirection }),
    body: filter,
    signal,
  });
}

export function getPromotion(id: string, signal?: AbortSignal): Promise<Promotion> {
  return request(apiPath(apiPaths.stock, { id }), promotionSchema, { signal });
}

export function createPromotion(body: PromotionCreateValues): Promise<string> {
  return request(apiPaths.stockCreate, promotionCreatedSchema, { method: 'POST', body }).then((answer) => answer.uuidStock);
}

export function updatePromotion({ id, body }: { id: string; body: PromotionUpdateValues }): Promise<Promotion> {
  return request(apiPath(apiPaths.stockEdit, { id }), promotionSchema, { method: 'PUT', body });
}

export function setPromotionStatus({ id, body }: { id: string; body: PromotionStatusBody }): Promise<Promotion> {
  return request(apiPath(apiPaths.stockStatus, { id }), promotionSchema, { method: 'PUT', body });
}

export function promotionCodeCounts(id: string, signal?: AbortSignal): Promise<CodeCounts> {
  return request(apiPath(apiPaths.stockStatisticShort, { id }), codeCountsSchema, { method: 'POST', signal });
}

export function promotionUsage(id: string, page: number, signal?: AbortSignal) {
  return requestList(apiPath(apiPaths.stockStatistic, { id }), codeUsageSchema, {
    method: 'POST',
    headers: listHeaders({ page, pageSize: promotionLimits.usagePageSize }),
    signal,
  });
}

/** POST /v2/stock/upload-codes, multipart field `file`; the answer names the stored file to send as fileUrl. */
export function uploadCodes(file: File): Promise<string> {
  const form = new FormData();
  form.append(codesUpload.field, file);
  return request(apiPaths.stockUploadCodes, codesUploadResponseSchema, { method: 'POST', body: form }).then((a) => a.fileUrl);
}

/** POST /v2/stock/{id}/codes-import/retry: the failed last import starts over; the answer is the card. */
export function retryCodesImport(id: string): Promise<Promotion> {
  return request(apiPath(apiPaths.stockImportRetry, { id }), promotionSchema, { method: 'POST' });
}

/** GET /v2/stock/{id}/codes-file: the promotion's promo-code file, private to staff (not under /files). */
export async function downloadCodesFile(id: string): Promise<Blob> {
  return (await requestFile(apiPath(apiPaths.stockCodesFile, { id }))).blob;
}

export const promotionKeys = {
  all: ['promotions'] as const,
  lists: ['promotions', 'list'] as const,
  list: (params: PromotionListRequest) => ['promotions', 'list', params] as const,
  /** Everything of one promotion: its card, code counts and usage pages. */
  one: (id: string) => ['promotions', 'one', id] as const,
  card: (id: string) => ['promotions', 'one', id, 'card'] as const,
  counts: (id: string) => ['promotions', 'one', id, 'counts'] as const,
  usage: (id: string, page: number) => ['promotions', 'one', id, 'usage', page] as const,
};

/** The partner card lists its promotions (the Акции tab), so it is refreshed after every write. */
const partnerCardKey = (uuidPartner: string) => ['partners', 'card', uuidPartner] as const;

export const promotionListQueryOptions = (params: PromotionListRequest) =>
  queryOptions<ListPage<PromotionRow>>({
    queryKey: promotionKeys.list(params),
    queryFn: ({ signal }) => listPromotions(params, signal),
    // The table stays in place while the next page loads.
    placeholderData: keepPreviousData,
  });

/** Card of a promotion; while its import runs the card is fetched again every `importPollMs`. */
export const importPollMs = 2_000;
/** The promotion's last promo-code import is queued or running. */
export const importRunning = (promotion: Promotion | undefined) =>
  promotion?.lastImport?.state === 'queued' || promotion?.lastImport?.state === 'running';

export const promotionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: promotionKeys.card(id),
    queryFn: ({ signal }) => getPromotion(id, signal),
    refetchInterval: (query) => (importRunning(query.state.data) ? importPollMs : false),
  });

/** The counts follow the card: a finished import changes them, so they poll along while it runs. */
export const promotionCountsQueryOptions = (id: string, importActive: boolean) =>
  queryOptions({
    queryKey: promotionKeys.counts(id),
    queryFn: ({ signal }) => promotionCodeCounts(id, signal),
    refetchInterval: importActive ? importPollMs : false,
  });

export const promotionUsageQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: promotionKeys.usage(id, page),
    queryFn: ({ signal }) => promotionUsage(id, page, signal),
    placeholderData: keepPreviousData,
  });

export const usePromotionList = (params: PromotionListRequest) => useQuery(promotionListQueryOptions(params));
export const usePromotion = (id: string) => useQuery(promotionQueryOptions(id));
export const usePromotionCounts = (id: string, importActive: boolean) => useQuery(promotionCountsQueryOptions(id, importActive));
export const usePromotionUsage = (id: string, page: number) => useQuery(promotionUsageQueryOptions(id, page));

function invalidateAfterWrite(queryClient: QueryClient, id: string, uuidPartner: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: promotionKeys.one(id) }),
    queryClient.invalidateQueries({ queryKey: promotionKeys.lists }),
    queryClient.invalidateQueries({ queryKey: partnerCardKey(uuidPartner) }),
  ]);
}

/** The form shows 400 answers on its fields and builds the notification itself. */
export const useCreatePromotion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromotion,
    meta: { notifyError: false },
    onSuccess: (id, body) => invalidateAfterWrite(queryClient, id, body.uuidPartner),
  });
};

/** Edits and status changes answer with the card, which goes to the cache before the rest is refreshed. */
function usePromotionWrite<TVars>(write: (vars: TVars) => Promise<Promotion>, notifyError: ErrorNotificationMeta['notifyError']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { notifyError },
    onSuccess: (promotion) => {
      queryClient.setQueryData(promotionKeys.card(promotion.uuidStock), promotion);
      return invalidateAfterWrite(queryClient, promotion.uuidStock, promotion.partner.uuidPartner);
    },
  });
}

export const useUpdatePromotion = () => usePromotionWrite(updatePromotion, false);
/** Spec 02 section 8: a failed status call shows the notification built from the error. */
export const useSetPromotionStatus = () =>
  usePromotionWrite(setPromotionStatus, { 404: promotionMessages.notFound });

/** The card polls again as soon as the retried import is back in the queue. */
export const useRetryCodesImport = () =>
  usePromotionWrite(retryCodesImport, { 409: promotionMessages.importNotFailed, 404: promotionMessages.importNotFound });

/** The form tells a refused file itself (the 'Неверный формат файла' modal or the field). */
export const useUploadCodes = () => useMutation({ mutationFn: uploadCodes, meta: { notifyError: false } });
