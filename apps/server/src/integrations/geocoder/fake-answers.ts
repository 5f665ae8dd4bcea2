/** Provider answers for tests, trimmed to the fields the clients read plus a few they ignore. */

export type FakePlace = { latitude: number; longitude: number; formatted: string; name?: string };

/** The Yandex HTTP Geocoder's JSON for the places found (none: an empty featureMember). */
export function yandexAnswer(...places: FakePlace[]) {
  return {
    response: {
      GeoObjectCollection: {
        metaDataProperty: { GeocoderResponseMetaData: { request: 'query', found: String(places.length), results: '1' } },
        featureMember: places.map((p) => ({
          GeoObject: {
            metaDataProperty: {
              GeocoderMetaData: {
                precision: 'exact',
                text: p.formatted,
                kind: 'house',
                Address: { country_code: 'RU', formatted: p.formatted, Components: [{ kind: 'country', name: 'Россия' }] },
              },
            },
            name: p.name ?? p.formatted,
            description: 'Россия',
            Point: { pos: `${p.longitude} ${p.latitude}` },
          },
        })),
      },
    },
  };
}

export type FakeOsmPlace = { lat: string; lon: string; display_name: string; address?: Record<string, string> };

/** One place as a Nominatim server answers it in jsonv2. */
export function nominatimPlace(p: FakeOsmPlace) {
  return { place_id: 1, licence: 'Data © OpenStreetMap contributors, ODbL 1.0', osm_type: 'way', category: 'building', type: 'yes', importance: 0.1, ...p };
}
