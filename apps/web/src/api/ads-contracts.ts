import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adsContractListSchema,
  adsContractRefListSchema,
  adsContractSchema,
  adsCreativeSchema,
  adsLimits,
  adsPaths,
  apiPath,
  type AdsContract,
  type AdsContractCreateValues,
  type AdsContractUpdateValues,
} from '@sks/contract';
import { arrayOf, request, requestPagedBody } from './http';
import { adsQuery, type AdsListRequest } from './ads-partners';
import { adsKeys, pollWhileUndecided, readRegistered, registryCalls, settleWaiting, useInvalidateAds, useRegistryActions } from './ads-registry';
import './query-meta';

export const adsContractsQueryOptions = ({ current, search, limit = adsLimits.contractsPageSize }: AdsListRequest) =>
  queryOptions({
    queryKey: [...adsKeys.contracts, 'list', { current, search, limit }],
    queryFn: ({ signal }) => requestPagedBody(`${adsPaths.contracts}?${adsQuery({ current, search, limit })}`, adsContractListSchema, { signal }),
    placeholderData: keepPreviousData,
  });
export const useAdsContracts = (params: AdsListRequest) => useQuery(adsContractsQueryOptions(params));

export function useAdsContract(id: string) {
  const queryClient = useQueryClient();
  const key = adsKeys.contract(id);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      readRegistered(queryClient, key, apiPath(adsPaths.contract, { id }), apiPath(adsPaths.contractStatus, { id }), adsContractSchema, signal),
    refetchInterval: (q) => pollWhileUndecided(q.state.data),
  });
}

/** The contracts of a client, parents of an additional agreement. */
export const useClientContracts = (partnerId: string | null) =>
  useQuery({
    queryKey: [...adsKeys.partners, 'one', partnerId ?? '', 'contracts'],
    queryFn: ({ signal }) => request(apiPath(adsPaths.partnerContracts, { id: partnerId ?? '' }), adsContractRefListSchema, { signal }),
    enabled: !!partnerId,
  });

export function useCreatives(contractId: string, enabled: boolean) {
  return useQuery({
    queryKey: adsKeys.creatives(contractId),
    queryFn: ({ signal }) =>
      request(apiPath(adsPaths.contractCreatives, { id: contractId }), arrayOf(adsCreativeSchema), { signal }).then((items) =>
        settleWaiting(items, adsPaths.creativeStatus, adsCreativeSchema, signal),
      ),
    enabled,
    refetchInterval: (q) => pollWhileUndecided(q.state.data),
  });
}

export function useSaveAdsContract() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: AdsContractCreateValues | AdsContractUpdateValues }): Promise<AdsContract> =>
      id
        ? request(apiPath(adsPaths.contract, { id }), adsContractSchema, { method: 'PUT', body })
        : request(adsPaths.contracts, adsContractSchema, { method: 'POST', body }),
    meta: { notifyError: false },
    onSuccess: invalidate,
  });
}

const contractRegistry = registryCalls(adsPaths.contractStatus, adsPaths.contractSend, adsContractSchema);
export const useContractRegistry = () => useRegistryActions(contractRegistry);
