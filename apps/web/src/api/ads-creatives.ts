import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adsActSchema,
  adsCreativeSchema,
  adsLimits,
  adsPagedSchema,
  adsPaths,
  adsStatisticSchema,
  apiPath,
  okvedOptionSchema,
  type AdsAct,
  type AdsActCreateValues,
  type AdsCreative,
  type AdsStatistic,
  type AdsCreativeCreateValues,
  type AdsStatisticCreateValues,
} from '@sks/contract';
import { arrayOf, request, type Schema } from './http';
import { adsQuery } from './ads-partners';
import { adsKeys, pollWhileUndecided, readRegistered, registryCalls, settleWaiting, useInvalidateAds, useRegistryActions } from './ads-registry';
import './query-meta';

export function useAdsCreative(id: string) {
  const queryClient = useQueryClient();
  const key = adsKeys.creative(id);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      readRegistered(queryClient, key, apiPath(adsPaths.creative, { id }), apiPath(adsPaths.creativeStatus, { id }), adsCreativeSchema, signal),
    refetchInterval: (q) => pollWhileUndecided(q.state.data),
  });
}

export const useActs = (creativeId: string) =>
  useQuery({
    queryKey: adsKeys.acts(creativeId),
    queryFn: ({ signal }) =>
      request(apiPath(adsPaths.creativeActs, { id: creativeId }), arrayOf(adsActSchema), { signal }).then((items) =>
        settleWaiting(items, adsPaths.actStatus, adsActSchema, signal),
      ),
    refetchInterval: (q) => pollWhileUndecided(q.state.data),
  });

export const useStatistics = (creativeId: string) =>
  useQuery({
    queryKey: adsKeys.statistics(creativeId),
    queryFn: ({ signal }) =>
      request(apiPath(adsPaths.creativeStatistics, { id: creativeId }), arrayOf(adsStatisticSchema), { signal }).then((items) =>
        settleWaiting(items, adsPaths.statisticStatus, adsStatisticSchema, signal),
      ),
    refetchInterval: (q) => pollWhileUndecided(q.state.data),
  });

/** OKVED options, `okvedPageSize` a page, for the multi-select's infinite scroll. */
export const useOkvedOptions = (search: string) =>
  useInfiniteQuery({
    queryKey: [...adsKeys.all, 'okved', search],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(`${adsPaths.okved}?${adsQuery({ search, current: pageParam, limit: adsLimits.okvedPageSize })}`, adsPagedSchema(okvedOptionSchema), { signal }),
    getNextPageParam: (last, pages) => (pages.length * last.limit < last.total ? pages.length + 1 : undefined),
  });

/** A save that answers with the object; the dialogs show refusals themselves. */
function useAdsWrite<TBody, T>(path: string, itemPath: string, schema: Schema<T>) {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TBody }): Promise<T> =>
      id ? request(apiPath(itemPath, { id }), schema, { method: 'PUT', body }) : request(path, schema, { method: 'POST', body }),
    meta: { notifyError: false },
    onSuccess: invalidate,
  });
}
export const useSaveCreative = () => useAdsWrite<AdsCreativeCreateValues, AdsCreative>(adsPaths.creatives, adsPaths.creative, adsCreativeSchema);
export const useSaveAct = () => useAdsWrite<AdsActCreateValues, AdsAct>(adsPaths.acts, adsPaths.act, adsActSchema);
export const useSaveStatistic = () => useAdsWrite<AdsStatisticCreateValues, AdsStatistic>(adsPaths.statistics, adsPaths.statistic, adsStatisticSchema);

export function useCreativeActive() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      request(apiPath(adsPaths.creativeActive, { id }), adsCreativeSchema, { method: 'POST', body: { active } }),
    meta: { notifyError: false },
    onSettled: invalidate,
  });
}

const creativeRegistry = registryCalls(adsPaths.creativeStatus, adsPaths.creativeSend, adsCreativeSchema);
const actRegistry = registryCalls(adsPaths.actStatus, adsPaths.actSend, adsActSchema);
const statisticRegistry = registryCalls(adsPaths.statisticStatus, adsPaths.statisticSend, adsStatisticSchema);
export const useCreativeRegistry = () => useRegistryActions(creativeRegistry);
export const useActRegistry = () => useRegistryActions(actRegistry);
export const useStatisticRegistry = () => useRegistryActions(statisticRegistry);
