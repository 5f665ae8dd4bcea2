/**
 * The offline geocoder, the default: it knows the streets of the demo cities (sandbox-data.ts)
 * and nothing else, so the demo and the tests work without the internet.
 *
 * Forward ('Казань, ул. Баумана, 12'): the address is read as comma-separated parts, case- and
 * ё-insensitively. A part naming a demo city ('Казань', 'г. Казань') picks the city; 'Россия' is
 * skipped; a part like '12', 'д. 12', '12а' or '12/1' is the house; a part matching a street
 * (its street-type words — 'ул.', 'улица', 'пр-т', 'проспект', 'пер.', 'ш.', ... — may be
 * written either way or left out, but two different types do not match) is the street; a house
 * number may also trail the street ('ул. Баумана 12'). Without a city the first demo city with
 * that street wins, in the order of sandbox-data.ts. The answer is the house's point on the
 * street (housePoint: houses run along a fixed line through the street's point) and the address
 * written 'Город, улица, дом' with the street as the data spells it; with no house, the street's
 * point and 'Город, улица'; a city alone answers its centre. An unknown street, or words that
 * are neither a known city nor a street while no city is named, are not found (null).
 *
 * Reverse: each street's houses lie on its short line (within about 450 m of the street's real
 * point, see housePoint), so the point is projected on every street's line, rounded to a house
 * number (1 to 300) and measured on the ground to that house; the closest house within 1 km
 * answers 'Город, улица, дом'. So the street named is at most about 1.5 km from the click, never
 * one whose real place is kilometres away. Past that, the nearest city (its centre) within
 * 30 km answers its name, else null. A point that forward geocoding gave reverses to the same
 * address for houses 1 to 300.
 *
 * Every other reference city (reference-cities-data.ts: each Russian city of 50 000 inhabitants
 * or more) is known without its streets: an address naming one ('Тула, ул. Ленина, 5') answers
 * the city's centre moved by up to about 2 km in a direction and distance that depend only on
 * the rest of the address, so the same address always lands on the same point and different
 * addresses of a city do not pile up on one point; the address comes back as written, after the
 * city's name. Reverse, past the streets: the nearest reference city within 30 km answers its name.
 */
import type { GeocodeResult } from '@sks/contract';
import type { Geocoder } from './geocoder.js';
import { referenceCityRows } from './reference-cities-data.js';
import { housePoint, sandboxCities, type SandboxCity, type SandboxStreet } from './sandbox-data.js';

type Point = { latitude: number; longitude: number };
type ReferenceCity = Point & { name: string; region: string };
const referenceCities: readonly ReferenceCity[] = referenceCityRows.map(([, name, region, latitude, longitude]) => ({ name, region, latitude, longitude }));

/** Spellings of each street type, mapped to one name so that 'пр-т' finds 'проспект'. */
const streetTypes: Record<string, string> = {
  ул: 'улица', улица: 'улица',
  пр: 'проспект', 'пр-т': 'проспект', просп: 'проспект', проспект: 'проспект',
  пер: 'переулок', переулок: 'переулок',
  пл: 'площадь', площадь: 'площадь',
  'б-р': 'бульвар', бул: 'бульвар', бульвар: 'бульвар',
  ш: 'шоссе', шоссе: 'шоссе',
  наб: 'набережная', набережная: 'набережная',
  'пр-д': 'проезд', проезд: 'проезд',
  туп: 'тупик', тупик: 'тупик',
  ал: 'аллея', аллея: 'аллея',
};
const cityWords = new Set(['г', 'город']);
const countryWords = new Set(['россия', 'рф', 'российская федерация']);
const housePattern = /^(?:(?:д|дом)\.?\s*)?(\d+)\s*([а-яa-z]?(?:\s*(?:\/|к|корп\.?|стр\.?)\s*\d+)?)$/i;
const trailingHouse = /^(.*\S)\s+((?:(?:д|дом)\.?\s*)?\d+\s*[а-яa-z]?(?:\s*(?:\/|к|корп\.?|стр\.?)\s*\d+)?)$/i;

const maxHouse = 300;
/** How far from the click a house may be and still name its street (a street is about 800 m long here). */
const reachMeters = 1_000;
/** Farther than any house of a street lies from the street's own point (450 m at most). */
const lineMeters = 500;
const cityReachMeters = 30_000;
/** The largest offset from a reference city's centre, in degrees of latitude (about 2 km). */
const maxOffsetDegrees = 0.018;

const words = (text: string) =>
  text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .split(/[\s.,«»"'()]+/)
    .filter(Boolean);

type StreetKey = { key: string; types: Set<string> };
function streetKeyOf(name: string): StreetKey {
  const types = new Set<string>();
  const rest: string[] = [];
  for (const w of words(name)) {
    const type = streetTypes[w];
    if (type) types.add(type);
    else rest.push(w);
  }
  return { key: rest.join(' '), types };
}
const sameStreet = (a: StreetKey, b: StreetKey) =>
  a.key !== '' && a.key === b.key && (a.types.size === 0 || b.types.size === 0 || [...a.types].some((t) => b.types.has(t)));

const cityKeyOf = (text: string) => words(text).filter((w) => !cityWords.has(w)).join(' ');

/** '12', 'д. 12а', '12 к 1' -> { number: 12, text: '12к1' }; anything else -> null. */
function houseOf(part: string): House | null {
  const m = housePattern.exec(part.trim());
  if (!m) return null;
  return { number: Number(m[1]), text: `${m[1]}${m[2].replace(/\s+/g, '').toLowerCase()}` };
}

type Located = { city: SandboxCity; street: SandboxStreet };
type House = { number: number; text: string };

/** FNV-1a: a stable 32-bit hash of a text, the same on every machine and run. */
function hash32(text: string, seed: number): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A point near `city`'s centre that depends only on `rest` (the address without the city). */
function offsetPoint(city: Point, rest: string): Point {
  const key = words(rest)
    .map((w) => streetTypes[w] ?? w)
    .join(' ');
  const angle = (hash32(key, 1) / 2 ** 32) * 2 * Math.PI;
  const distance = maxOffsetDegrees * Math.sqrt(hash32(key, 2) / 2 ** 32);
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return {
    latitude: round(city.latitude + distance * Math.sin(angle)),
    longitude: round(city.longitude + (distance * Math.cos(angle)) / Math.cos((city.latitude * Math.PI) / 180)),
  };
}

/** Metres on the ground between two nearby points (equirectangular; within 0.1 % of haversine over a city). */
function metres(a: Point, b: Point): number {
  const k = Math.PI / 180;
  const x = (b.longitude - a.longitude) * k * Math.cos(((a.latitude + b.latitude) / 2) * k);
  const y = (b.latitude - a.latitude) * k;
  return Math.hypot(x, y) * 6_371_000;
}

/** The house of `street` whose point is nearest to `p`: housePoint is linear in the house number, so project on its line. */
function nearestHouse(street: SandboxStreet, p: { latitude: number; longitude: number }): number {
  // Measured over many houses, so housePoint's rounding to 6 decimals does not skew the step.
  const span = 1_000;
  const origin = housePoint(street, 0);
  const far = housePoint(street, span);
  const dx = (far.longitude - origin.longitude) / span;
  const dy = (far.latitude - origin.latitude) / span;
  const t = ((p.longitude - origin.longitude) * dx + (p.latitude - origin.latitude) * dy) / (dx * dx + dy * dy);
  return Math.min(maxHouse, Math.max(1, Math.round(t)));
}

export function createGeocoderSandbox(cities: readonly SandboxCity[] = sandboxCities, others: readonly ReferenceCity[] = referenceCities): Geocoder {
  const cityByKey = new Map(cities.map((c) => [cityKeyOf(c.name), c]));
  const otherByKey = new Map<string, ReferenceCity[]>();
  for (const c of others) {
    const key = cityKeyOf(c.name);
    if (!cityByKey.has(key)) otherByKey.set(key, [...(otherByKey.get(key) ?? []), c]);
  }

  /** Of two reference cities of one name (Железногорск) the address's region picks one; without it, the first. */
  function pickOther(key: string, parts: string[]): ReferenceCity | undefined {
    const named = otherByKey.get(key);
    return named?.find((c) => parts.some((p) => cityKeyOf(p) === cityKeyOf(c.region))) ?? named?.[0];
  }
  const allCities = [...cities, ...others];
  const streets = cities.flatMap((city) => city.streets.map((street) => ({ city, street, key: streetKeyOf(street.name) })));

  function findStreet(part: string, city: SandboxCity | undefined): Located | undefined {
    const key = streetKeyOf(part);
    return streets.find((s) => (!city || s.city === city) && sameStreet(key, s.key));
  }

  return {
    async geocode(address: string): Promise<GeocodeResult | null> {
      const parts = address.split(',').map((p) => p.trim()).filter(Boolean);
      let city: SandboxCity | undefined;
      let other: ReferenceCity | undefined;
      const rest: string[] = [];
      for (const part of parts) {
        const key = cityKeyOf(part);
        if (countryWords.has(key)) continue;
        const known = city || other ? undefined : cityByKey.get(key);
        const knownOther = city || other || known ? undefined : pickOther(key, parts);
        if (known) city = known;
        else if (knownOther) other = knownOther;
        else rest.push(part);
      }
      if (other) {
        const region = cityKeyOf(other.region);
        rest.splice(0, rest.length, ...rest.filter((p) => cityKeyOf(p) !== region));
        if (!rest.length) return { latitude: other.latitude, longitude: other.longitude, address: other.name };
        return { ...offsetPoint(other, rest.join(' ')), address: [other.name, ...rest].join(', ') };
      }
      let house: House | null = null;
      let located: Located | undefined;
      const unknown: string[] = [];
      for (const part of rest) {
        const asHouse: House | null = located && !house ? houseOf(part) : null;
        if (asHouse) {
          house = asHouse;
          continue;
        }
        const street = located ? undefined : findStreet(part, city);
        if (street) {
          located = street;
          continue;
        }
        const trailing = located ? null : trailingHouse.exec(part);
        const streetOfTrailing = trailing ? findStreet(trailing[1], city) : undefined;
        if (trailing && streetOfTrailing) {
          located = streetOfTrailing;
          house = houseOf(trailing[2]);
          continue;
        }
        unknown.push(part);
      }
      if (!located) {
        if (!city || unknown.length) return null;
        return { latitude: city.latitude, longitude: city.longitude, address: city.name };
      }
      if (!city && unknown.length) return null;
      const { street } = located;
      const name = `${located.city.name}, ${street.name}`;
      if (!house) return { latitude: street.latitude, longitude: street.longitude, address: name };
      return { ...housePoint(street, house.number), address: `${name}, ${house.text}` };
    },

    async reverse(latitude: number, longitude: number) {
      const p = { latitude, longitude };
      let best: { address: string; distance: number } | undefined;
      for (const { city, street } of streets) {
        if (metres(p, street) > reachMeters + lineMeters) continue;
        const house = nearestHouse(street, p);
        const distance = metres(p, housePoint(street, house));
        if (distance <= reachMeters && (!best || distance < best.distance)) best = { address: `${city.name}, ${street.name}, ${house}`, distance };
      }
      if (best) return { address: best.address };
      let nearest: { name: string; distance: number } | undefined;
      for (const c of allCities) {
        const distance = metres(p, c);
        if (distance <= cityReachMeters && (!nearest || distance < nearest.distance)) nearest = { name: c.name, distance };
      }
      return nearest ? { address: nearest.name } : null;
    },
  };
}
