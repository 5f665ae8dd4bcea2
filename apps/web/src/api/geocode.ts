import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  geocodeResultSchema,
  mapConfigSchema,
  reverseGeocodeResultSchema,
  type GeocodeResult,
  type Geo,
} from '@sks/contract';
import { HttpError } from './http-error';
import { request } from './http';

/**
 * GET /v1/geocode?address=…: the place of an address, or null when the geocoder does not know
 * it (404) or the text is too short to ask (400). Other failures throw.
 */
export async function geocodeAddress(address: string, signal?: AbortSignal): Promise<GeocodeResult | null> {
  const query = new URLSearchParams({ address: address.trim() });
  try {
    return await request(`${apiPaths.geocode}?${query}`, geocodeResultSchema, { signal });
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** GET /v1/geocode/reverse: the address at a point. */
export async function reverseGeocode({ latitude, longitude }: Geo, signal?: AbortSignal): Promise<string> {
  const query = new URLSearchParams({ latitude: String(latitude), longitude: String(longitude) });
  const answer = await request(`${apiPaths.geocodeReverse}?${query}`, reverseGeocodeResultSchema, { signal });
  return answer.address;
}

export function mapConfig(signal?: AbortSignal) {
  return request(apiPaths.mapConfig, mapConfigSchema, { signal });
}

export const geocodeKeys = {
  mapConfig: ['map', 'config'] as const,
  place: (address: string) => ['geocode', address.trim()] as const,
};

/** The tile layer changes only with the server's configuration. */
export const mapConfigQueryOptions = () =>
  queryOptions({ queryKey: geocodeKeys.mapConfig, queryFn: ({ signal }) => mapConfig(signal), staleTime: Infinity });

/** Where a place (e.g. a city's name) is, for centring the map; null when unknown. */
export const placeQueryOptions = (address: string) =>
  queryOptions({
    queryKey: geocodeKeys.place(address),
    queryFn: ({ signal }) => geocodeAddress(address, signal),
    enabled: address.trim().length >= 2,
    staleTime: Infinity,
    retry: false,
  });

export const useMapConfig = () => useQuery(mapConfigQueryOptions());
export const usePlace = (address: string) => useQuery(placeQueryOptions(address));
