import { describe, expect, it } from 'vitest';
import { demoCities } from '../../seed/reference.js';
import { createGeocoderSandbox } from './sandbox.js';
import { housePoint, sandboxCities } from './sandbox-data.js';
import { referenceCityRows } from './reference-cities-data.js';

const sandbox = createGeocoderSandbox();
const lineMeters = 500;
const metres = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
  Math.hypot((b.longitude - a.longitude) * Math.cos((a.latitude * Math.PI) / 180), b.latitude - a.latitude) * 111_195;
const street = (city: string, name: string) => sandboxCities.find((c) => c.name === city)!.streets.find((s) => s.name === name)!;

describe('geocoder sandbox: forward', () => {
  it('finds a house on a known street: the house’s point on the street and "Город, улица, дом"', async () => {
    const baumana = street('Казань', 'ул. Баумана');
    expect(await sandbox.geocode('Казань, ул. Баумана, 12')).toEqual({ ...housePoint(baumana, 12), address: 'Казань, ул. Баумана, 12' });
    expect(housePoint(baumana, 12)).toEqual({ latitude: 55.787516, longitude: 49.11086 });
  });

  it('reads the street type and city either way, case- and ё-insensitively, with or without the city', async () => {
    const expected = { ...housePoint(street('Казань', 'ул. Баумана'), 12), address: 'Казань, ул. Баумана, 12' };
    for (const address of ['казань, улица баумана, 12', 'г. Казань, Баумана, д. 12', 'Россия, Казань, ул.Баумана, дом 12', 'ул. Баумана, 12', 'КАЗАНЬ, УЛ. БАУМАНА 12']) {
      expect(await sandbox.geocode(address), address).toEqual(expected);
    }
    const leninsky = street('Москва', 'Ленинский пр-т');
    expect(await sandbox.geocode('Москва, Ленинский проспект, 30')).toEqual({ ...housePoint(leninsky, 30), address: 'Москва, Ленинский пр-т, 30' });
    expect(await sandbox.geocode('Ленинский пр., 30')).toEqual({ ...housePoint(leninsky, 30), address: 'Москва, Ленинский пр-т, 30' });
    expect(await sandbox.geocode('Казань, Кремлевская улица, 18')).toMatchObject({ address: 'Казань, ул. Кремлёвская, 18' });
    expect(await sandbox.geocode('Ростов-на-Дону, ул. Пушкинская, 10')).toMatchObject({ address: 'Ростов-на-Дону, Пушкинская ул., 10' });
  });

  it('keeps the house’s letter or building, positioned by its number', async () => {
    const point = housePoint(street('Казань', 'ул. Баумана'), 12);
    expect(await sandbox.geocode('Казань, ул. Баумана, 12А')).toEqual({ ...point, address: 'Казань, ул. Баумана, 12а' });
    expect(await sandbox.geocode('Казань, ул. Баумана, 12 к 1')).toEqual({ ...point, address: 'Казань, ул. Баумана, 12к1' });
    expect(await sandbox.geocode('Казань, ул. Баумана, 12/3')).toEqual({ ...point, address: 'Казань, ул. Баумана, 12/3' });
  });

  it('picks the named city among several with the same street; without one, the first in the data', async () => {
    expect(await sandbox.geocode('Екатеринбург, ул. Ленина, 5')).toEqual({ ...housePoint(street('Екатеринбург', 'ул. Ленина'), 5), address: 'Екатеринбург, ул. Ленина, 5' });
    expect(await sandbox.geocode('Томск, пр. Ленина, 5')).toMatchObject({ address: 'Томск, пр-т Ленина, 5' });
    expect(await sandbox.geocode('ул. Ленина, 5')).toMatchObject({ address: 'Новосибирск, ул. Ленина, 5' });
  });

  it('answers the street’s point without a house, and the city’s centre for a city alone', async () => {
    const baumana = street('Казань', 'ул. Баумана');
    expect(await sandbox.geocode('Казань, ул. Баумана')).toEqual({ latitude: baumana.latitude, longitude: baumana.longitude, address: 'Казань, ул. Баумана' });
    expect(await sandbox.geocode('г. Казань')).toEqual({ latitude: 55.7963, longitude: 49.1088, address: 'Казань' });
  });

  it('finds nothing for an unknown street, a street of another city, a different street type or an unknown city', async () => {
    for (const address of ['Казань, ул. Несуществующая, 1', 'Казань, ул. Тверская, 7', 'Москва, пр-т Тверская, 7', 'Париж, ул. Баумана, 12', 'Казань, 12', 'просто текст']) {
      expect(await sandbox.geocode(address), address).toBeNull();
    }
  });
});

describe('geocoder sandbox: reverse', () => {
  it('answers the nearest street with the house whose point it is', async () => {
    expect(await sandbox.reverse(55.787516, 49.11086)).toEqual({ address: 'Казань, ул. Баумана, 12' });
    const baumana = street('Казань', 'ул. Баумана');
    expect(await sandbox.reverse(baumana.latitude, baumana.longitude)).toEqual({ address: 'Казань, ул. Баумана, 150' });
  });

  it('names a street near the click, not one whose real place is kilometres away (issue 15: the Kremlin)', async () => {
    const kremlin = { latitude: 55.752, longitude: 37.6175 };
    const answer = await sandbox.reverse(kremlin.latitude, kremlin.longitude);
    expect(answer?.address).not.toMatch(/Комсомольский/);
    const named = sandboxCities[0]!.streets.find((s) => answer?.address.startsWith(`Москва, ${s.name}, `));
    // Either a street whose own point is within 1.5 km, or the city itself.
    if (named) expect(metres(kremlin, named)).toBeLessThan(1_500);
    else expect(answer).toEqual({ address: 'Москва' });
    // Every house of a street stays near the street's own point.
    for (const city of sandboxCities) for (const s of city.streets) for (const house of [1, 300]) expect(metres(s, housePoint(s, house))).toBeLessThan(lineMeters);
  });

  it('a point on a demo street, a little off its line of houses, answers that street', async () => {
    const tverskaya = street('Москва', 'ул. Тверская');
    const near = { latitude: tverskaya.latitude + 0.0002, longitude: tverskaya.longitude - 0.0002 };
    expect(await sandbox.reverse(near.latitude, near.longitude)).toMatchObject({ address: expect.stringMatching(/^Москва, ул\. Тверская, \d+$/) });
    const arbat = housePoint(street('Москва', 'ул. Арбат'), 40);
    expect(await sandbox.reverse(arbat.latitude, arbat.longitude)).toEqual({ address: 'Москва, ул. Арбат, 40' });
  });

  it('answers the city’s name when no known house is within 1 km', async () => {
    // 2 km north-west of the Кутузовский point: no demo street of Moscow there.
    expect(await sandbox.reverse(55.76, 37.51)).toEqual({ address: 'Москва' });
  });

  it('round-trips every street of every demo city for houses 1 to 300', async () => {
    for (const city of sandboxCities) {
      for (const s of city.streets) {
        for (const house of [1, 7, 50, 123, 300]) {
          const found = await sandbox.geocode(`${city.name}, ${s.name}, ${house}`);
          expect(found, `${city.name}, ${s.name}, ${house}`).toEqual({ ...housePoint(s, house), address: `${city.name}, ${s.name}, ${house}` });
          expect(await sandbox.reverse(found!.latitude, found!.longitude)).toEqual({ address: found!.address });
        }
      }
    }
  });

  it('rounds a point between houses to the nearer one and answers null far from every known street', async () => {
    const a = housePoint(street('Казань', 'ул. Баумана'), 20);
    const b = housePoint(street('Казань', 'ул. Баумана'), 21);
    const nearA = { latitude: a.latitude + (b.latitude - a.latitude) * 0.3, longitude: a.longitude + (b.longitude - a.longitude) * 0.3 };
    expect(await sandbox.reverse(nearA.latitude, nearA.longitude)).toEqual({ address: 'Казань, ул. Баумана, 20' });
    expect(await sandbox.reverse(0, 0)).toBeNull();
    expect(await sandbox.reverse(55.7963, 50.5)).toBeNull();
  });

  it('knows streets in every demo city', () => {
    expect(sandboxCities.map((c) => c.name).sort()).toEqual([...demoCities].sort());
    for (const c of sandboxCities) expect(c.streets.length, c.name).toBeGreaterThanOrEqual(5);
  });
});

describe('geocoder sandbox: every reference city', () => {
  const withoutStreets = referenceCityRows.filter(([, name]) => !sandboxCities.some((c) => c.name === name));

  it('places an address of any reference city near its centre, the same point every time, and keeps the address as written', async () => {
    expect(withoutStreets.length).toBe(referenceCityRows.length - sandboxCities.length);
    for (const [, name, region, latitude, longitude] of withoutStreets) {
      const address = `${name}, ул. Садовая, 5`;
      // two cities are called Железногорск: the region tells them apart
      const found = await sandbox.geocode(`${region}, ${address}`);
      expect(found, address).toMatchObject({ address });
      expect(metres({ latitude, longitude }, found!), address).toBeLessThan(2_100);
      expect(await sandbox.geocode(`${region}, г. ${name.toUpperCase()}, улица  Садовая, 5`), address).toMatchObject({ latitude: found!.latitude, longitude: found!.longitude });
    }
  });

  it('answers the centre for a city alone and different points for different addresses of one city', async () => {
    expect(await sandbox.geocode('Россия, г. Тула')).toEqual({ latitude: 54.1920559, longitude: 37.6153842, address: 'Тула' });
    const a = await sandbox.geocode('Тула, пр-т Ленина, 1');
    const b = await sandbox.geocode('Тула, пр-т Ленина, 2');
    expect(a).not.toEqual(b);
    expect(await sandbox.geocode('Тула, пр-т Ленина, 1')).toEqual(a);
  });

  it('reverses a point to the nearest reference city within 30 km, streets of demo cities first', async () => {
    const nearDemoStreets: string[] = [];
    for (const [, name, , latitude, longitude] of withoutStreets) {
      const answer = await sandbox.reverse(latitude, longitude);
      if (answer?.address === name) continue;
      // a centre within 1 km of a house of a demo city's street answers that street
      expect(answer?.address, name).toMatch(new RegExp(`^(${sandboxCities.map((c) => c.name).join('|')}), .+, \\d+$`));
      nearDemoStreets.push(name);
    }
    expect(nearDemoStreets.length).toBeLessThan(5);
    const tula = await sandbox.geocode('Тула, ул. Советская, 10');
    expect(await sandbox.reverse(tula!.latitude, tula!.longitude)).toEqual({ address: 'Тула' });
    expect(await sandbox.reverse(55.7, 37.7)).toEqual({ address: 'Москва' });
    expect(await sandbox.reverse(55.7, 37.9)).toEqual({ address: 'Люберцы' });
    expect(await sandbox.reverse(70, 100)).toBeNull();
  });
});
