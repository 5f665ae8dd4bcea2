import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { geocodeMessages } from '@sks/contract';
import { AppError } from '../../platform/errors.js';
import { startFakeDadata, type FakeReply } from '../inn/fake-dadata.js';
import { nominatimPlace } from './fake-answers.js';
import { createNominatimGeocoder } from './nominatim.js';

const tverskaya = nominatimPlace({
  lat: '55.7578',
  lon: '37.6113',
  display_name: '7, Тверская улица, Тверской район, Москва, Центральный федеральный округ, 125009, Россия',
  address: { house_number: '7', road: 'Тверская улица', city: 'Москва', postcode: '125009', country: 'Россия' },
});

// The INN adapter's fake is a plain recording HTTP server; it stands in for Nominatim here.
describe('Nominatim client (against a local fake server)', () => {
  let next: (url: URL) => FakeReply = () => ({ status: 200, body: [] });
  let fake: Awaited<ReturnType<typeof startFakeDadata>>;
  beforeAll(async () => {
    fake = await startFakeDadata((req) => next(new URL(req.url!, 'http://fake')));
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });
  afterAll(() => fake.close());

  const client = (timeoutMs?: number) => createNominatimGeocoder({ baseUrl: `${fake.url}/nominatim/`, userAgent: 'SKS test (http://console.test)', timeoutMs });
  const failure = async (promise: Promise<unknown>) => {
    const err = await promise.then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 503, code: 'geocoder_unavailable', message: geocodeMessages.unavailable });
  };

  it('searches with q, jsonv2 and limit 1, names itself in User-Agent, and answers the point and "Город, улица, дом"', async () => {
    next = () => ({ status: 200, body: [tverskaya] });
    expect(await client().geocode('Москва, Тверская 7')).toEqual({ latitude: 55.7578, longitude: 37.6113, address: 'Москва, Тверская улица, 7' });
    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    const url = new URL(req.url!, fake.url);
    expect(url.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'Москва, Тверская 7', limit: '1', addressdetails: '1', format: 'jsonv2' });
    expect(req.headers['user-agent']).toBe('SKS test (http://console.test)');
    expect(req.headers['accept-language']).toBe('ru');
  });

  it('reverse-geocodes with lat and lon; a town stands for the city; without a street the display name is the address', async () => {
    next = () => ({ status: 200, body: nominatimPlace({ lat: '55.93', lon: '37.52', display_name: '9, Институтский переулок, Долгопрудный, Россия', address: { road: 'Институтский переулок', house_number: '9', town: 'Долгопрудный' } }) });
    expect(await client().reverse(55.93, 37.52)).toEqual({ address: 'Долгопрудный, Институтский переулок, 9' });
    const url = new URL(fake.requests[0].url!, fake.url);
    expect(url.pathname).toBe('/nominatim/reverse');
    expect(Object.fromEntries(url.searchParams)).toEqual({ lat: '55.93', lon: '37.52', format: 'jsonv2' });
    next = () => ({ status: 200, body: nominatimPlace({ lat: '55.75', lon: '37.62', display_name: 'Красная площадь, Москва, Россия', address: { city: 'Москва' } }) });
    expect(await client().reverse(55.75, 37.62)).toEqual({ address: 'Красная площадь, Москва, Россия' });
  });

  it('answers null for an empty search and for a reverse miss (a 200 with an error text)', async () => {
    next = (url) => ({ status: 200, body: url.pathname.endsWith('/search') ? [] : { error: 'Unable to geocode' } });
    expect(await client().geocode('нет такого адреса')).toBeNull();
    expect(await client().reverse(0, 0)).toBeNull();
  });

  it('turns a server error, a rate limit and an unreadable answer into a 503 with the Russian message', async () => {
    for (const reply of [{ status: 500, body: 'error' }, { status: 429, body: { error: 'Too many requests' } }, { status: 200, body: '<html>' }, { status: 200, body: [{ lat: 'north', lon: '37', display_name: 'x' }] }, { status: 200, body: { places: [] } }]) {
      next = () => reply;
      await failure(client().geocode('Москва'));
    }
    next = () => ({ status: 200, body: [] });
    await failure(client().reverse(55.7, 37.6));
  });

  it('turns a dropped connection, a timeout and an absent server into a 503', async () => {
    next = () => 'drop';
    await failure(client().geocode('Москва'));
    next = () => 'hang';
    const started = Date.now();
    await failure(client(200).reverse(55.7, 37.6));
    expect(Date.now() - started).toBeLessThan(5_000);
    const closed = await startFakeDadata(() => ({ status: 200, body: [] }));
    await closed.close();
    await failure(createNominatimGeocoder({ baseUrl: closed.url, userAgent: 'x' }).geocode('Москва'));
  });
});
