import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiPaths, vacancyMessages, vacancySchema, type Vacancy, type VacancyValues } from '@sks/contract';
import { arrayOf, request, requestOk } from './http';
import { refreshPartnerTab } from './partner-media';
import type { ErrorNotificationMeta } from './query-meta';

export function listVacancies(uuidPartner: string, signal?: AbortSignal): Promise<Vacancy[]> {
  return request(apiPath(apiPaths.partnerVacancies, { uuidPartner }), arrayOf(vacancySchema), { signal });
}

export function createVacancy(body: { uuidPartner: string; vacancy: VacancyValues }): Promise<Vacancy> {
  return request(apiPaths.vacancies, vacancySchema, { method: 'POST', body });
}

export function updateVacancy({ uuidVacancy, vacancy }: { uuidVacancy: string; vacancy: VacancyValues }): Promise<Vacancy> {
  return request(apiPath(apiPaths.vacancy, { uuidVacancy }), vacancySchema, { method: 'PUT', body: vacancy });
}

export function deleteVacancy(uuidVacancy: string): Promise<void> {
  return requestOk(apiPath(apiPaths.vacancy, { uuidVacancy }), { method: 'DELETE' });
}

export const vacancyKeys = { list: (uuidPartner: string) => ['vacancies', uuidPartner] as const };

export const vacanciesQueryOptions = (uuidPartner: string) =>
  queryOptions({ queryKey: vacancyKeys.list(uuidPartner), queryFn: ({ signal }) => listVacancies(uuidPartner, signal) });

export const useVacancies = (uuidPartner: string) => useQuery(vacanciesQueryOptions(uuidPartner));

function useVacancyWrite<TBody>(uuidPartner: string, write: (body: TBody) => Promise<unknown>, meta: ErrorNotificationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta,
    onSuccess: () => refreshPartnerTab(queryClient, uuidPartner, vacancyKeys.list(uuidPartner)),
  });
}

/** The popup shows 400 answers on its fields and notifies of the rest itself. */
export const useCreateVacancy = (uuidPartner: string) => useVacancyWrite(uuidPartner, createVacancy, { notifyError: false });
export const useUpdateVacancy = (uuidPartner: string) => useVacancyWrite(uuidPartner, updateVacancy, { notifyError: false });
/** Spec 02 section 8 only logs vacancy failures; telling the user is kinder. */
export const useDeleteVacancy = (uuidPartner: string) =>
  useVacancyWrite(uuidPartner, deleteVacancy, { notifyError: { 404: vacancyMessages.notFound } });
