import { z } from 'zod';
import { geoSchema } from './sale-points.js';

/** GET /v1/geocode and /v1/geocode/reverse: address to coordinates and back, through the geocoder adapter. */
export const geocodeMessages = {
  notFound: 'Адрес не найден',
  unavailable: 'Сервис геокодирования недоступен. Попробуйте позже.',
  /** After notFound in the trade point popup: what happens to a text the geocoder does not know. */
  keepTyped: 'Укажите точку на карте — адрес сохранится так, как введён.',
  /** Under the address field while the geocoder's form of the typed text is not in it yet. */
  found: (address: string) => `Найден адрес: ${address}. Он будет сохранён.`,
  /** Over the map when its tiles cannot be loaded (no tile server reachable). */
  tilesUnavailable: 'Карта недоступна: не удалось загрузить подложку. Адрес и координаты можно задать вручную.',
  coordinatesLabel: 'Координаты (широта, долгота)',
  coordinatesFormat: 'Введите широту и долготу через запятую, например 55.7520, 37.6175',
} as const;

export const geocodeQuerySchema = z.object({ address: z.string().trim().min(2).max(500) });
export const geocodeResultSchema = geoSchema.extend({ address: z.string() });
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
export const reverseGeocodeQuerySchema = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});
export const reverseGeocodeResultSchema = z.object({ address: z.string() });

/** GET /v1/map/config: the tile layer the console's map draws (MAP_TILE_URL on the server). */
export const mapConfigSchema = z.object({ tileUrl: z.string(), attribution: z.string() });
export type MapConfig = z.infer<typeof mapConfigSchema>;
