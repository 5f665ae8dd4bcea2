import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, categorySchema, citySchema, limits, type Category, type City } from '@sks/contract';
import { arrayOf, request } from './http';

const lookupStaleMs = 10 * 60_000;

export function cities(signal?: AbortSignal): Promise<City[]> {
  return request(apiPaths.cities, arrayOf(citySchema), { signal });
}

export function citySearch(nameCity: string, signal?: AbortSignal): Promise<City[]> {
  return request(apiPaths.citySearch, arrayOf(citySchema), { method: 'PUT', body: { nameCity: nameCity.trim() }, signal });
}

export function categories(signal?: AbortSignal): Promise<Category[]> {
  return request(apiPaths.categories, arrayOf(categorySchema), { signal });
}

export const lookupKeys = {
  cities: ['lookups', 'cities'] as const,
  citySearch: (nameCity: string) => ['lookups', 'city-search', nameCity.trim()] as const,
  categories: ['lookups', 'categories'] as const,
};

export const citiesQueryOptions = () =>
  queryOptions({ queryKey: lookupKeys.cities, queryFn: ({ signal }) => cities(signal), staleTime: lookupStaleMs });

/** City search runs from `limits.citySearchMinChars` characters (spec 01 section 5). */
export const citySearchQueryOptions = (nameCity: string) =>
  queryOptions({
    queryKey: lookupKeys.citySearch(nameCity),
    queryFn: ({ signal }) => citySearch(nameCity, signal),
    enabled: nameCity.trim().length >= limits.citySearchMinChars,
    staleTime: lookupStaleMs,
  });

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: lookupKeys.categories, queryFn: ({ signal }) => categories(signal), staleTime: lookupStaleMs });

export const useCities = () => useQuery(citiesQueryOptions());
export const useCitySearch = (nameCity: string) => useQuery(citySearchQueryOptions(nameCity));
export const useCategories = () => useQuery(categoriesQueryOptions());
