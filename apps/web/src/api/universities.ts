import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  innLookupResultSchema,
  universityCitySchema,
  universityCreatedSchema,
  universityPath,
  universitySchema,
  universityMessages,
  type InnLookupResult,
  type SortDirection,
  type University,
  type UniversityCity,
  type UniversityCreateBody,
  type UniversityListFilter,
  type UniversitySortField,
  type UniversityStatusBody,
  type UniversityUpdateBody,
} from '@sks/contract';
import { arrayOf, request, requestList, requestOk, type ListPage } from './http';
import { listHeaders } from './paging';
import type { ErrorNotificationMeta } from './query-meta';

export type UniversityListRequest = {
  page: number;
  sortField: UniversitySortField;
  sortDirection: SortDirection;
  filter: UniversityListFilter;
};

export function listUniversities({ page, sortField, sortDirection, filter }: UniversityListRequest, signal?: AbortSignal) {
  return requestList(apiPaths.universities, universitySchema, {
    method: 'PUT',
    headers: listHeaders({ page, sortField, sortDirection }),
    body: filter,
    signal,
  });
}

export function getUniversity(uuid: string, signal?: AbortSignal): Promise<University> {
  return request(universityPath(uuid), universitySchema, { signal });
}

export function createUniversity(body: UniversityCreateBody): Promise<string> {
  return request(apiPaths.universities, universityCreatedSchema, { method: 'POST', body }).then((answer) => answer.uuidUniver);
}

export function updateUniversity(body: UniversityUpdateBody): Promise<University> {
  return request(apiPaths.universityInfo, universitySchema, { method: 'PUT', body });
}

export function deleteUniversity(uuid: string): Promise<void> {
  return requestOk(universityPath(uuid), { method: 'DELETE' });
}

export function setUniversityStatus(body: UniversityStatusBody): Promise<University> {
  return request(apiPaths.universityStatus, universitySchema, { method: 'PUT', body });
}

/** Cities that have a university, for the list's city filter. */
export function universityCities(searchString: string, signal?: AbortSignal): Promise<UniversityCity[]> {
  return request(apiPaths.universityCities, arrayOf(universityCitySchema), {
    method: 'PUT',
    body: { searchString: searchString.trim() },
    signal,
  });
}

export function lookupInn(inn: string): Promise<InnLookupResult> {
  const query = new URLSearchParams({ inn: inn.trim() });
  return request(`${apiPaths.universityInn}?${query}`, innLookupResultSchema);
}

export const universityKeys = {
  all: ['universities'] as const,
  lists: ['universities', 'list'] as const,
  list: (params: UniversityListRequest) => ['universities', 'list', params] as const,
  card: (uuid: string) => ['universities', 'card', uuid] as const,
  cities: (searchString: string) => ['universities', 'cities', searchString.trim()] as const,
};

export const universityListQueryOptions = (params: UniversityListRequest) =>
  queryOptions<ListPage<University>>({
    queryKey: universityKeys.list(params),
    queryFn: ({ signal }) => listUniversities(params, signal),
    // The table stays in place while the next page loads.
    placeholderData: keepPreviousData,
  });

export const universityQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: universityKeys.card(uuid), queryFn: ({ signal }) => getUniversity(uuid, signal) });

/** Enabled from `minChars` characters (spec 01 section 5: city search from 2). */
export const universityCitiesQueryOptions = (searchString: string, minChars: number) =>
  queryOptions({
    queryKey: universityKeys.cities(searchString),
    queryFn: ({ signal }) => universityCities(searchString, signal),
    enabled: searchString.trim().length >= minChars,
    staleTime: 60_000,
  });

export const useUniversityList = (params: UniversityListRequest) => useQuery(universityListQueryOptions(params));
export const useUniversity = (uuid: string) => useQuery(universityQueryOptions(uuid));
export const useUniversityCities = (searchString: string, minChars: number) =>
  useQuery(universityCitiesQueryOptions(searchString, minChars));

/** Writes that answer with the university put it in the card's cache and refresh the lists. */
function useUniversityWrite<TBody>(write: (body: TBody) => Promise<University>, meta?: ErrorNotificationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta,
    onSuccess: (university) => {
      queryClient.setQueryData(universityKeys.card(university.uuidUniver), university);
      return queryClient.invalidateQueries({ queryKey: universityKeys.lists });
    },
  });
}

/** The form shows 400 answers on its fields itself. */
export const useCreateUniversity = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUniversity,
    meta: { notifyError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: universityKeys.all }),
  });
};
export const useUpdateUniversity = () => useUniversityWrite(updateUniversity, { notifyError: false });
export const useSetUniversityStatus = () => useUniversityWrite(setUniversityStatus);

/** A refusal (students) is said by the server's own message, in the common notification. */
export const useDeleteUniversity = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUniversity,
    meta: { notifyError: { 404: universityMessages.notFound, 409: universityMessages.hasStudents } },
    onSuccess: (_answer, uuid) => {
      queryClient.removeQueries({ queryKey: universityKeys.card(uuid) });
      return queryClient.invalidateQueries({ queryKey: universityKeys.all });
    },
  });
};

/** The form shows every failure on the INN field. */
export const useInnLookup = () => useMutation({ mutationFn: lookupInn, meta: { notifyError: false } });
