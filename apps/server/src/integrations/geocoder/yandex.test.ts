import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { geocodeMessages } from '@sks/contract';
import { AppError } from '../../platform/errors.js';
import { startFakeDadata, type FakeReply } from '../inn/fake-dadata.js';
import { yandexAnswer } from './fake-answers.js';
import { createYandexGeocoder } from './yandex.js';

// The INN adapter's fake is a plain recording HTTP server; it stands in for Yandex here.
describe('Yandex geocoder client (against a local fake server)', () => {
  let next: FakeReply = { status: 200, body: yandexAnswer() };
  let fake: Awaited<ReturnType<typeof startFakeDadata>>;
  beforeAll(async () => {
    fake = await startFakeDadata(() => next);
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });
  afterAll(() => fake.close());

  const client = (timeoutMs?: number) => createYandexGeocoder({ apiKey: 'yandex-key', baseUrl: `${fake.url}/1.x/`, timeoutMs });
  const query = (i = 0) => new URL(fake.requests[i].url!, fake.url);
  const failure = async (promise: Promise<unknown>) => {
    const err = await promise.then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 503, code: 'geocoder_unavailable', message: geocodeMessages.unavailable });
  };

  it('geocodes with the key, the address, JSON and Russian, and reads the point (lon lat) and the address without the country', async () => {
    next = { status: 200, body: yandexAnswer({ latitude: 55.757841, longitude: 37.611347, formatted: 'Россия, Москва, Тверская улица, 7' }) };
    expect(await client().geocode('Москва, Тверская, 7')).toEqual({ latitude: 55.757841, longitude: 37.611347, address: 'Москва, Тверская улица, 7' });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].method).toBe('GET');
    const url = query();
    expect(url.pathname).toBe('/1.x/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ apikey: 'yandex-key', geocode: 'Москва, Тверская, 7', format: 'json', lang: 'ru_RU', results: '1' });
  });

  it('reverse-geocodes with geocode=longitude,latitude and answers the address', async () => {
    next = { status: 200, body: yandexAnswer({ latitude: 55.79, longitude: 49.115, formatted: 'Россия, Казань, улица Баумана, 12' }) };
    expect(await client().reverse(55.79, 49.115)).toEqual({ address: 'Казань, улица Баумана, 12' });
    expect(query().searchParams.get('geocode')).toBe('49.115,55.79');
  });

  it('keeps the country of an address abroad', async () => {
    next = { status: 200, body: yandexAnswer({ latitude: 53.9, longitude: 27.56, formatted: 'Беларусь, Минск, проспект Независимости, 4' }) };
    const body = next.body as ReturnType<typeof yandexAnswer>;
    body.response.GeoObjectCollection.featureMember[0].GeoObject.metaDataProperty.GeocoderMetaData.Address.country_code = 'BY';
    expect(await client().geocode('Минск, Независимости 4')).toMatchObject({ address: 'Беларусь, Минск, проспект Независимости, 4' });
  });

  it('answers null when nothing is found, both ways', async () => {
    next = { status: 200, body: yandexAnswer() };
    expect(await client().geocode('нет такого адреса')).toBeNull();
    expect(await client().reverse(0, 0)).toBeNull();
  });

  it('turns a refused key, a server error and an unreadable answer into a 503 with the Russian message', async () => {
    const replies: FakeReply[] = [
      { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'Invalid key' } },
      { status: 500, body: { message: 'boom' } },
      { status: 200, body: '<html>' },
      { status: 200, body: { response: {} } },
      { status: 200, body: yandexAnswer({ latitude: Number.NaN, longitude: 37.6, formatted: 'Москва' }) },
    ];
    for (const reply of replies) {
      next = reply;
      await failure(client().geocode('Москва'));
    }
  });

  it('turns a dropped connection, a timeout and an absent server into a 503', async () => {
    next = 'drop';
    await failure(client().reverse(55.7, 37.6));
    next = 'hang';
    const started = Date.now();
    await failure(client(200).geocode('Москва'));
    expect(Date.now() - started).toBeLessThan(5_000);
    const closed = await startFakeDadata(() => ({ status: 200, body: {} }));
    await closed.close();
    await failure(createYandexGeocoder({ apiKey: 'k', baseUrl: closed.url }).geocode('Москва'));
  });
});
