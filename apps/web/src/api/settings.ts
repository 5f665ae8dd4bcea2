import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPath,
  apiPaths,
  settingsCategorySchema,
  settingsCitySchema,
  settingsLimits,
  settingsMessages,
  type SettingsCategory,
  type SettingsCategoryValues,
  type SettingsCity,
  type SettingsCityValues,
  type SortDirection,
} from '@sks/contract';
import { request, requestList, type ListPage } from './http';
import { listHeaders } from './paging';
import './query-meta';

export type SettingsListRequest<F extends string> = { page: number; search: string; sortField: F; sortDirection: SortDirection };

const searchQuery = (search: string) => (search.trim() ? `?search=${encodeURIComponent(search.trim())}` : '');

export function listCities(r: SettingsListRequest<'name' | 'region' | 'population'>, signal?: AbortSignal): Promise<ListPage<SettingsCity>> {
  return requestList(`${apiPaths.settingsCities}${searchQuery(r.search)}`, settingsCitySchema, {
    headers: listHeaders({ ...r, pageSize: settingsLimits.pageSize }),
    signal,
  });
}

export function listCategories(r: SettingsListRequest<'name'>, signal?: AbortSignal): Promise<ListPage<SettingsCategory>> {
  return requestList(`${apiPaths.settingsCategories}${searchQuery(r.search)}`, settingsCategorySchema, {
    headers: listHeaders({ ...r, pageSize: settingsLimits.pageSize }),
    signal,
  });
}

export const saveCity = ({ uuid, body }: { uuid?: string; body: SettingsCityValues }) =>
  uuid
    ? request(apiPath(apiPaths.settingsCity, { uuid }), settingsCitySchema, { method: 'PUT', body })
    : request(apiPaths.settingsCities, settingsCitySchema, { method: 'POST', body });

export const setCityHidden = ({ uuid, hidden }: { uuid: string; hidden: boolean }) =>
  request(apiPath(apiPaths.settingsCityHidden, { uuid }), settingsCitySchema, { method: 'PUT', body: { hidden } });

export const saveCategory = ({ uuid, body }: { uuid?: string; body: SettingsCategoryValues }) =>
  uuid
    ? request(apiPath(apiPaths.settingsCategory, { uuid }), settingsCategorySchema, { method: 'PUT', body })
    : request(apiPaths.settingsCategories, settingsCategorySchema, { method: 'POST', body });

export const setCategoryHidden = ({ uuid, hidden }: { uuid: string; hidden: boolean }) =>
  request(apiPath(apiPaths.settingsCategoryHidden, { uuid }), settingsCategorySchema, { method: 'PUT', body: { hidden } });

/** A save here changes the forms' lists too: it invalidates `settingsKeys.all` and the lookups. */
/** Every lookup key starts with it (api/lookups.ts): cities, their search, categories. */
const lookupsRoot = ['lookups'] as const;

export const settingsKeys = {
  all: ['settings'] as const,
  cities: (r: SettingsListRequest<string>) => ['settings', 'cities', r] as const,
  categories: (r: SettingsListRequest<string>) => ['settings', 'categories', r] as const,
};

export const useSettingsCities = (r: SettingsListRequest<'name' | 'region' | 'population'>) =>
  useQuery(queryOptions({ queryKey: settingsKeys.cities(r), queryFn: ({ signal }) => listCities(r, signal), placeholderData: keepPreviousData }));

export const useSettingsCategories = (r: SettingsListRequest<'name'>) =>
  useQuery(
    queryOptions({ queryKey: settingsKeys.categories(r), queryFn: ({ signal }) => listCategories(r, signal), placeholderData: keepPreviousData }),
  );

function useSettingsWrite<TVars, TResult>(write: (vars: TVars) => Promise<TResult>, conflictText: string, notFoundText: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { notifyError: { 404: notFoundText, 409: conflictText } },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
        queryClient.invalidateQueries({ queryKey: lookupsRoot }),
      ]);
    },
  });
}

export const useSaveCity = () => useSettingsWrite(saveCity, settingsMessages.cityExists, settingsMessages.cityNotFound);
export const useSetCityHidden = () => useSettingsWrite(setCityHidden, settingsMessages.cityExists, settingsMessages.cityNotFound);
export const useSaveCategory = () => useSettingsWrite(saveCategory, settingsMessages.categoryExists, settingsMessages.categoryNotFound);
export const useSetCategoryHidden = () =>
  useSettingsWrite(setCategoryHidden, settingsMessages.categoryExists, settingsMessages.categoryNotFound);
