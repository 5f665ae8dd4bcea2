import { z } from 'zod';
import type { GeocodeResult } from '@sks/contract';
import { fetchJson, geocoderTimeoutMs, geocoderUnavailable, type Geocoder } from './geocoder.js';

export type NominatimOptions = { baseUrl: string; userAgent: string; timeoutMs?: number };

const text = z.string().nullish();
/** One place as Nominatim's jsonv2 format gives it (https://nominatim.org/release-docs/latest/api/Output/). */
const placeSchema = z.object({
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  display_name: z.string(),
  address: z
    .object({ house_number: text, road: text, pedestrian: text, city: text, town: text, village: text, hamlet: text, state: text })
    .nullish(),
});
type Place = z.infer<typeof placeSchema>;
/** A reverse miss is a 200 with an error text, not an HTTP error. */
const reverseSchema = z.union([placeSchema, z.object({ error: z.string() })]);

/** 'Город, улица, дом' from the address parts when the street is known; otherwise Nominatim's long display name. */
function addressOf(p: Place): string {
  const a = p.address;
  const street = a?.road ?? a?.pedestrian;
  if (!street) return p.display_name;
  const city = a?.city ?? a?.town ?? a?.village ?? a?.hamlet ?? a?.state;
  return [city, street, a?.house_number].filter(Boolean).join(', ');
}

/** A Nominatim-compatible server (OpenStreetMap's own, or one run in-house). */
export function createNominatimGeocoder({ baseUrl, userAgent, timeoutMs = geocoderTimeoutMs }: NominatimOptions): Geocoder {
  const root = baseUrl.replace(/\/+$/, '');
  // Nominatim's usage policy asks every client to name itself.
  const headers = { 'user-agent': userAgent, 'accept-language': 'ru' };
  const get = (path: string, params: Record<string, string>) =>
    fetchJson(`${root}${path}?${new URLSearchParams({ ...params, format: 'jsonv2' }).toString()}`, headers, timeoutMs);
  return {
    async geocode(address: string): Promise<GeocodeResult | null> {
      const parsed = z.array(placeSchema).safeParse(await get('/search', { q: address, limit: '1', addressdetails: '1' }));
      if (!parsed.success) throw geocoderUnavailable(parsed.error);
      const place = parsed.data[0];
      return place ? { latitude: place.lat, longitude: place.lon, address: addressOf(place) } : null;
    },
    async reverse(latitude: number, longitude: number) {
      const parsed = reverseSchema.safeParse(await get('/reverse', { lat: String(latitude), lon: String(longitude) }));
      if (!parsed.success) throw geocoderUnavailable(parsed.error);
      return 'error' in parsed.data ? null : { address: addressOf(parsed.data) };
    },
  };
}
