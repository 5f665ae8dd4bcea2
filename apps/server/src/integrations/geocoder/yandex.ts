import { z } from 'zod';
import type { GeocodeResult } from '@sks/contract';
import { fetchJson, geocoderTimeoutMs, geocoderUnavailable, type Geocoder } from './geocoder.js';

export type YandexOptions = { apiKey: string; baseUrl: string; timeoutMs?: number };

/** Only the fields we read of the HTTP Geocoder's answer (https://yandex.ru/maps-api/docs/geocoder-api/). */
const answerSchema = z.object({
  response: z.object({
    GeoObjectCollection: z.object({
      featureMember: z.array(
        z.object({
          GeoObject: z.object({
            name: z.string().nullish(),
            metaDataProperty: z
              .object({
                GeocoderMetaData: z
                  .object({
                    text: z.string().nullish(),
                    Address: z.object({ formatted: z.string().nullish(), country_code: z.string().nullish() }).nullish(),
                  })
                  .nullish(),
              })
              .nullish(),
            Point: z.object({ pos: z.string() }),
          }),
        }),
      ),
    }),
  }),
});
type GeoObject = z.infer<typeof answerSchema>['response']['GeoObjectCollection']['featureMember'][number]['GeoObject'];

/** The address as Russians write it: Yandex's formatted text without the leading 'Россия, '. */
function addressOf(o: GeoObject): string {
  const meta = o.metaDataProperty?.GeocoderMetaData;
  const text = meta?.Address?.formatted ?? meta?.text ?? o.name ?? '';
  return meta?.Address?.country_code === 'RU' ? text.replace(/^Россия,\s*/, '') : text;
}

/** Yandex writes a point as 'longitude latitude'. */
function pointOf(o: GeoObject): { latitude: number; longitude: number } {
  const [longitude, latitude] = o.Point.pos.trim().split(/\s+/).map(Number);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) throw geocoderUnavailable(new Error(`unreadable point '${o.Point.pos}'`));
  return { latitude, longitude };
}

/** The Yandex HTTP Geocoder: forward with the address, reverse with 'longitude,latitude'. */
export function createYandexGeocoder({ apiKey, baseUrl, timeoutMs = geocoderTimeoutMs }: YandexOptions): Geocoder {
  async function first(geocode: string): Promise<GeoObject | null> {
    const url = new URL(baseUrl);
    url.search = new URLSearchParams({ apikey: apiKey, geocode, format: 'json', lang: 'ru_RU', results: '1' }).toString();
    const parsed = answerSchema.safeParse(await fetchJson(url.toString(), {}, timeoutMs));
    if (!parsed.success) throw geocoderUnavailable(parsed.error);
    return parsed.data.response.GeoObjectCollection.featureMember[0]?.GeoObject ?? null;
  }
  return {
    async geocode(address: string): Promise<GeocodeResult | null> {
      const found = await first(address);
      return found ? { ...pointOf(found), address: addressOf(found) } : null;
    },
    async reverse(latitude: number, longitude: number) {
      const found = await first(`${longitude},${latitude}`);
      return found ? { address: addressOf(found) } : null;
    },
  };
}
