import type { Config } from '../../platform/config.js';
import type { Geocoder } from './geocoder.js';
import { createNominatimGeocoder } from './nominatim.js';
import { createGeocoderSandbox } from './sandbox.js';
import { createYandexGeocoder } from './yandex.js';

export { geocoderUnavailable, type Geocoder } from './geocoder.js';

type GeocoderConfig = Pick<Config, 'GEOCODER' | 'YANDEX_GEOCODER_KEY' | 'YANDEX_GEOCODER_URL' | 'NOMINATIM_URL' | 'publicUrl'>;

/** The client GEOCODER names (loadConfig has checked that its variables are set); the offline sandbox by default. */
export function createGeocoder(config: GeocoderConfig): Geocoder {
  switch (config.GEOCODER) {
    case 'yandex':
      return createYandexGeocoder({ apiKey: config.YANDEX_GEOCODER_KEY!, baseUrl: config.YANDEX_GEOCODER_URL });
    case 'nominatim':
      return createNominatimGeocoder({ baseUrl: config.NOMINATIM_URL!, userAgent: `SKS admin console (${config.publicUrl})` });
    case 'sandbox':
      return createGeocoderSandbox();
  }
}
