import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPath,
  apiPaths,
  partnerCitySchema,
  partnerCreatedSchema,
  partnerRowSchema,
  partnerSchema,
  type Partner,
  type PartnerCity,
  type PartnerCreateInput,
  type PartnerListFilter,
  type PartnerRow,
  type PartnerSortField,
  type PartnerStatusBody,
  type PartnerUpdateInput,
  type SortDirection,
} from '@sks/contract';
import { arrayOf, request, requestList, type ListPage } from './http';
import { listHeaders } from './paging';
import './query-meta';

export type PartnerListRequest = {
  page: number;
  sortField: PartnerSortField;
  sortDirection: SortDirection;
  filter: PartnerListFilter;
};

export function listPartners({ page, sortField, sortDirection, filter }: PartnerListRequest, signal?: AbortSignal) {
  return requestList(apiPaths.partners, partnerRowSchema, {
    method: 'PUT',
    headers: listHeaders({ page, sortField, sortDirection }),
    body: filter,
    signal,
  });
}

/** Cities that have a partner, for the list's city filter. */
export function partnerCities(searchString: string, signal?: AbortSignal): Promise<PartnerCity[]> {
  return request(apiPaths.partnerCities, arrayOf(partnerCitySchema), {
    method: 'PUT',
    body: { searchString: searchString.trim() },
    signal,
  });
}

export function getPartner(id: string, signal?: AbortSignal): Promise<Partner> {
  return request(apiPath(apiPaths.partner, { id }), partnerSchema, { signal });
}

export function createPartner(body: PartnerCreateInput): Promise<string> {
  return request(apiPaths.partnerCreate, partnerCreatedSchema, { method: 'POST', body }).then((answer) => answer.uuidPartner);
}

export function updatePartner({ id, body }: { id: string; body: PartnerUpdateInput }): Promise<Partner> {
  return request(apiPath(apiPaths.partner, { id }), partnerSchema, { method: 'PUT', body });
}

export function setPartnerStatus({ id, body }: { id: string; body: PartnerStatusBody }): Promise<Partner> {
  return request(apiPath(apiPaths.partnerStatus, { id }), partnerSchema, { method: 'PUT', body });
}

export const partnerKeys = {
  all: ['partners'] as const,
  lists: ['partners', 'list'] as const,
  list: (params: PartnerListRequest) => ['partners', 'list', params] as const,
  card: (id: string) => ['partners', 'card', id] as const,
  cities: (searchString: string) => ['partners', 'cities', searchString.trim()] as const,
};

export const partnerListQueryOptions = (params: PartnerListRequest) =>
  queryOptions<ListPage<PartnerRow>>({
    queryKey: partnerKeys.list(params),
    queryFn: ({ signal }) => listPartners(params, signal),
    // The table stays in place while the next page loads.
    placeholderData: keepPreviousData,
  });

export const partnerQueryOptions = (id: string) =>
  queryOptions({ queryKey: partnerKeys.card(id), queryFn: ({ signal }) => getPartner(id, signal) });

/** Enabled from `minChars` characters (city search from 2). */
export const partnerCitiesQueryOptions = (searchString: string, minChars: number) =>
  queryOptions({
    queryKey: partnerKeys.cities(searchString),
    queryFn: ({ signal }) => partnerCities(searchString, signal),
    enabled: searchString.trim().length >= minChars,
    staleTime: 60_000,
  });

export const usePartnerList = (params: PartnerListRequest) => useQuery(partnerListQueryOptions(params));
export const usePartner = (id: string) => useQuery(partnerQueryOptions(id));
export const usePartnerCities = (searchString: string, minChars: number) =>
  useQuery(partnerCitiesQueryOptions(searchString, minChars));

/** The form shows 400 answers on its fields and builds the notification itself. */
export const useCreatePartner = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPartner,
    meta: { notifyError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
};

/** Edits and status changes answer with the card, which goes to the cache; the lists are refreshed. */
function usePartnerWrite<TVars>(write: (vars: TVars) => Promise<Partner>, notifyError: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: notifyError ? undefined : { notifyError: false },
    onSuccess: (partner) => {
      queryClient.setQueryData(partnerKeys.card(partner.uuidPartner), partner);
      return queryClient.invalidateQueries({ queryKey: partnerKeys.lists });
    },
  });
}

export const useUpdatePartner = () => usePartnerWrite(updatePartner, false);
export const useSetPartnerStatus = () => usePartnerWrite(setPartnerStatus, true);
