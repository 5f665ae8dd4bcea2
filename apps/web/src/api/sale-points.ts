import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPath,
  apiPaths,
  pagingHeaders,
  salePointCityGroupSchema,
  salePointLetterGroupSchema,
  salePointLimits,
  salePointSchema,
  type SalePointAddBody,
  type SalePointCityGroup,
  type SalePointEditBody,
  type SalePointLetterGroup,
  type SalePoint,
} from '@sks/contract';
import { arrayOf, request, requestOk } from './http';
import { refreshPartnerTab } from './partner-media';
import './query-meta';

/** PUT /v1/salepoint/{uuidPartner}: the card's tab, the partner's points grouped by city. */
export function partnerSalePoints(uuidPartner: string, signal?: AbortSignal): Promise<SalePointCityGroup[]> {
  return request(apiPath(apiPaths.salePointsOfPartner, { uuidPartner }), arrayOf(salePointCityGroupSchema), {
    method: 'PUT',
    headers: { [pagingHeaders.offset]: '0', [pagingHeaders.limit]: String(salePointLimits.cardLimit) },
    body: { groupByAlphabet: false, limitPoint: salePointLimits.cardPointsPerCity, emptyCity: false },
    signal,
  });
}

/** PUT /v1/salepoint/{uuidPartner}/{uuidCity}: the city popup's address search, grouped by letter. */
export function citySalePoints(
  uuidPartner: string,
  uuidCity: string,
  searchString: string,
  signal?: AbortSignal,
): Promise<SalePointLetterGroup[]> {
  return request(apiPath(apiPaths.salePointsOfCity, { uuidPartner, uuidCity }), arrayOf(salePointLetterGroupSchema), {
    method: 'PUT',
    body: { searchString: searchString.trim(), groupByAlphabet: true, limitPoint: salePointLimits.popupLimit, emptyCity: false },
    signal,
  });
}

export function addSalePoints(body: SalePointAddBody): Promise<SalePoint[]> {
  return request(apiPaths.salePointsAdd, arrayOf(salePointSchema), { method: 'POST', body });
}

export function editSalePoints(body: SalePointEditBody): Promise<SalePoint[]> {
  return request(apiPaths.salePointsEdit, arrayOf(salePointSchema), { method: 'PUT', body });
}

export function deleteSalePoint(uuidSalePoint: string): Promise<void> {
  return requestOk(apiPath(apiPaths.salePoint, { uuidSalePoint }), { method: 'DELETE' });
}

export const salePointKeys = {
  partner: (uuidPartner: string) => ['sale-points', uuidPartner] as const,
  card: (uuidPartner: string) => ['sale-points', uuidPartner, 'card'] as const,
  city: (uuidPartner: string, uuidCity: string, searchString: string) =>
    ['sale-points', uuidPartner, 'city', uuidCity, searchString.trim()] as const,
};

export const partnerSalePointsQueryOptions = (uuidPartner: string) =>
  queryOptions({ queryKey: salePointKeys.card(uuidPartner), queryFn: ({ signal }) => partnerSalePoints(uuidPartner, signal) });

export const citySalePointsQueryOptions = (uuidPartner: string, uuidCity: string, searchString: string) =>
  queryOptions({
    queryKey: salePointKeys.city(uuidPartner, uuidCity, searchString),
    queryFn: ({ signal }) => citySalePoints(uuidPartner, uuidCity, searchString, signal),
  });

export const usePartnerSalePoints = (uuidPartner: string) => useQuery(partnerSalePointsQueryOptions(uuidPartner));
export const useCitySalePoints = (uuidPartner: string, uuidCity: string, searchString: string) =>
  useQuery(citySalePointsQueryOptions(uuidPartner, uuidCity, searchString));

/** Every write refreshes the card's counts and both views of the points. */
function useSalePointWrite<TBody>(uuidPartner: string, write: (body: TBody) => Promise<unknown>, notify: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: notify ? undefined : { notifyError: false },
    onSuccess: () => refreshPartnerTab(queryClient, uuidPartner, salePointKeys.partner(uuidPartner)),
  });
}

/** The add/edit popup shows its own failures (the hours message, or a notification from the status). */
export const useAddSalePoints = (uuidPartner: string) => useSalePointWrite(uuidPartner, addSalePoints, false);
export const useEditSalePoints = (uuidPartner: string) => useSalePointWrite(uuidPartner, editSalePoints, false);
export const useDeleteSalePoint = (uuidPartner: string) => useSalePointWrite(uuidPartner, deleteSalePoint, true);
