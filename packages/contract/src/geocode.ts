import { z } from 'zod';
import { geoSchema } from './sale-points.js';

/** GET /v1/geocode and /v1/geocode/reverse: address to coordinates and back, through the geocoder adapter. */
export const geocodeMessages = {
  notFound: 'Адрес не найден',
  unavailable: 'Сервис геокодирования недоступен. Попробуйте позже.',
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
