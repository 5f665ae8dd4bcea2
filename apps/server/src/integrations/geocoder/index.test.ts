import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, tileImageSource } from '../../platform/config.js';
import { createGeocoder } from './index.js';

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/sks-config-test', ...env });
const errorOf = (env: Record<string, string>) => {
  try {
    load(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('geocoder and map configuration', () => {
  it('defaults to the sandbox, the real Yandex URL and OpenStreetMap tiles', () => {
    const c = load({});
    expect(c.GEOCODER).toBe('sandbox');
    expect(c.YANDEX_GEOCODER_URL).toBe('https://geocode-maps.yandex.ru/1.x/');
    expect(c.MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(c.MAP_TILE_ATTRIBUTION).toBe('© OpenStreetMap');
  });

  it('picks the client whose variable is set when GEOCODER is not, and honours GEOCODER when it is', () => {
    expect(load({ YANDEX_GEOCODER_KEY: 'key' }).GEOCODER).toBe('yandex');
    expect(load({ NOMINATIM_URL: 'https://nominatim.example.org' }).GEOCODER).toBe('nominatim');
    expect(load({ GEOCODER: 'nominatim', YANDEX_GEOCODER_KEY: 'key', NOMINATIM_URL: 'https://nominatim.example.org' }).GEOCODER).toBe('nominatim');
    expect(load({ GEOCODER: 'sandbox', YANDEX_GEOCODER_KEY: 'key' }).GEOCODER).toBe('sandbox');
  });

  it('stops with a message naming the variable for a wrong combination or value', () => {
    expect(errorOf({ GEOCODER: 'yandex' })).toBe('Invalid configuration:\n  YANDEX_GEOCODER_KEY: required when GEOCODER=yandex');
    expect(errorOf({ GEOCODER: 'nominatim', YANDEX_GEOCODER_KEY: 'key' })).toBe('Invalid configuration:\n  NOMINATIM_URL: required when GEOCODER=nominatim');
    expect(errorOf({ YANDEX_GEOCODER_KEY: 'key', NOMINATIM_URL: 'https://nominatim.example.org' })).toContain('  GEOCODER: set it to yandex or nominatim');
    expect(errorOf({ GEOCODER: 'google' })).toMatch(/^Invalid configuration:\n {2}GEOCODER: /);
    expect(errorOf({ NOMINATIM_URL: 'nominatim.example.org' })).toMatch(/\n {2}NOMINATIM_URL: /);
    expect(errorOf({ MAP_TILE_URL: 'tiles/{z}/{x}/{y}.png' })).toBe('Invalid configuration:\n  MAP_TILE_URL: must be an absolute http(s) URL template');
  });

  it('lets the console load tiles from the tile server’s origin, a subdomain placeholder widened to *.', () => {
    expect(tileImageSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileImageSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileImageSource('http://tiles.local:8080/osm/{z}/{x}/{y}.png')).toBe('http://tiles.local:8080');
    expect(tileImageSource('https://tiles-{s}.example.org/{z}/{x}/{y}.png')).toBe('https:');
  });

  it('builds the client GEOCODER names: the sandbox answers offline; a real client calls its URL', async () => {
    const sandbox = createGeocoder(load({}));
    expect(await sandbox.geocode('Казань, ул. Баумана, 12')).toMatchObject({ address: 'Казань, ул. Баумана, 12' });
    // Port 9 (discard) is closed here: a real client fails fast with the 503 of an unavailable provider.
    const yandex = createGeocoder(load({ YANDEX_GEOCODER_KEY: 'key', YANDEX_GEOCODER_URL: 'http://127.0.0.1:9/1.x/' }));
    await expect(yandex.geocode('Казань, ул. Баумана, 12')).rejects.toMatchObject({ status: 503 });
    const nominatim = createGeocoder(load({ NOMINATIM_URL: 'http://127.0.0.1:9' }));
    await expect(nominatim.reverse(55.79, 49.11)).rejects.toMatchObject({ status: 503 });
  });
});
