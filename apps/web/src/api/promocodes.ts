import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  okSchema,
  promocodeLimits,
  promocodePaths,
  promocodeRegistrationSchema,
  promocodeSchema,
  type Promocode,
  type PromocodeCreateValues,
  type PromocodeUpdateValues,
} from '@sks/contract';
import { request, requestList, type ListPage } from './http';
import { listHeaders } from './paging';

/** Registration promo codes (spec 03 section 7). */
export function listPromocodes(page: number, signal?: AbortSignal) {
  return requestList(promocodePaths.list, promocodeSchema, { headers: listHeaders({ page, pageSize: promocodeLimits.pageSize }), signal });
}

/** `id` as the address has it: a malformed one is the server's 400, as on every card. */
export function getPromocode(id: string, signal?: AbortSignal): Promise<Promocode> {
  return request(`${promocodePaths.get}?${new URLSearchParams({ idPromocode: id })}`, promocodeSchema, { signal });
}

export function createPromocode(body: PromocodeCreateValues): Promise<Promocode> {
  return request(promocodePaths.write, promocodeSchema, { method: 'POST', body });
}

export function updatePromocode(body: PromocodeUpdateValues): Promise<Promocode> {
  return request(promocodePaths.write, promocodeSchema, { method: 'PUT', body });
}

export function deletePromocodes(ids: number[]): Promise<unknown> {
  return request(promocodePaths.delete, okSchema, { method: 'DELETE', body: { key: ids } });
}

export function promocodeStatistic(promocode: string, page: number, signal?: AbortSignal) {
  return requestList(`${promocodePaths.statistic}?${new URLSearchParams({ promocode })}`, promocodeRegistrationSchema, {
    headers: listHeaders({ page, pageSize: promocodeLimits.statisticPageSize }),
    signal,
  });
}

export const promocodeKeys = {
  all: ['promocodes'] as const,
  list: (page: number) => ['promocodes', 'list', page] as const,
  one: (id: string) => ['promocodes', 'one', id] as const,
  statistic: (promocode: string, page: number) => ['promocodes', 'statistic', promocode, page] as const,
};

export const usePromocodeList = (page: number) =>
  useQuery(
    queryOptions<ListPage<Promocode>>({
      queryKey: promocodeKeys.list(page),
      queryFn: ({ signal }) => listPromocodes(page, signal),
      // The table stays in place while the next page loads.
      placeholderData: keepPreviousData,
    }),
  );

export const usePromocode = (id: string) => useQuery({ queryKey: promocodeKeys.one(id), queryFn: ({ signal }) => getPromocode(id, signal) });

export const usePromocodeStatistic = (promocode: string, page: number) =>
  useQuery({
    queryKey: promocodeKeys.statistic(promocode, page),
    queryFn: ({ signal }) => promocodeStatistic(promocode, page, signal),
    placeholderData: keepPreviousData,
  });

/** Every write refreshes the whole area: lists, cards and statistics all show the codes. */
function usePromocodeWrite<TVars, TResult>(write: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // The screens tell a failure themselves, with the spec's texts.
    meta: { notifyError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promocodeKeys.all }),
  });
}

export const useCreatePromocode = () => usePromocodeWrite(createPromocode);
export const useUpdatePromocode = () => usePromocodeWrite(updatePromocode);
export const useDeletePromocodes = () => usePromocodeWrite(deletePromocodes);
