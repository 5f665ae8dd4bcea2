import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adsLimits,
  adsPartnerListSchema,
  adsPartnerSchema,
  adsPaths,
  adsPlatformSchema,
  apiPath,
  partnerPickerItemSchema,
  type AdsPartner,
  type AdsPartnerCreateValues,
  type AdsPartnerUpdateValues,
} from '@sks/contract';
import { arrayOf, request, requestPagedBody } from './http';
import { adsKeys, pollWhileUndecided, readRegistered, registryCalls, useInvalidateAds, useRegistryActions } from './ads-registry';
import './query-meta';

export type AdsListRequest = { current: number; search: string; limit?: number };
const query = (params: Record<string, string | number | boolean | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]]))).toString();

export const listAdsPartners = ({ current, search, limit = adsLimits.partnersPageSize, success }: AdsListRequest & { success?: boolean }, signal?: AbortSignal) =>
  requestPagedBody(`${adsPaths.partners}?${query({ current, search, limit, success })}`, adsPartnerListSchema, { signal });

export const adsPartnersQueryOptions = (params: AdsListRequest & { success?: boolean }) =>
  queryOptions({ queryKey: [...adsKeys.partners, 'list', params], queryFn: ({ signal }) => listAdsPartners(params, signal), placeholderData: keepPreviousData });
export const useAdsPartners = (params: AdsListRequest & { success?: boolean }) => useQuery(adsPartnersQueryOptions(params));

export function useAdsPartner(id: string) {
  const queryClient = useQueryClient();
  const key = adsKeys.partner(id);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      readRegistered(queryClient, key, apiPath(adsPaths.partner, { id }), apiPath(adsPaths.partnerStatus, { id }), adsPartnerSchema, signal),
    refetchInterval: (q) => pollWhileUndecided(q.state.data),
  });
}

const partnerRegistry = registryCalls(adsPaths.partnerStatus, adsPaths.partnerSend, adsPartnerSchema);

/** Saves answer with the partner; the dialogs show the refusals themselves (spec 03 section 8). */
export function useSaveAdsPartner() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: AdsPartnerCreateValues | AdsPartnerUpdateValues }): Promise<AdsPartner> =>
      id
        ? request(apiPath(adsPaths.partner, { id }), adsPartnerSchema, { method: 'PUT', body })
        : request(adsPaths.partners, adsPartnerSchema, { method: 'POST', body }),
    meta: { notifyError: false },
    onSuccess: invalidate,
  });
}

export const usePartnerRegistry = () => useRegistryActions(partnerRegistry);

/** GET /v1/ads/partner-picker: the platform's partners by name, `pickerPageSize` a page. */
export const pickPartners = (search: string, current = 1, signal?: AbortSignal) =>
  request(`${adsPaths.partnerPicker}?${query({ search, current, limit: adsLimits.pickerPageSize })}`, arrayOf(partnerPickerItemSchema), { signal });
export const usePartnerPicker = (search: string) =>
  useQuery({ queryKey: [...adsKeys.all, 'picker', search], queryFn: ({ signal }) => pickPartners(search, 1, signal), placeholderData: keepPreviousData });

export const usePlatform = () =>
  useQuery({ queryKey: [...adsKeys.all, 'platform'], queryFn: ({ signal }) => request(adsPaths.platforms, arrayOf(adsPlatformSchema), { signal }).then((p) => p[0] ?? null) });

export { query as adsQuery };
