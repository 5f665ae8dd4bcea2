import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { geocodeMessages, limits } from '@sks/contract';
import { useTestApp } from '../../../test/harness.js';
import { startFakeDadata, type FakeReply } from '../../../integrations/inn/fake-dadata.js';
import { yandexAnswer } from '../../../integrations/geocoder/fake-answers.js';
import { salePointApi } from './fixtures.js';

let next: FakeReply = { status: 200, body: yandexAnswer() };
// The fake must listen before the app reads its configuration.
const fake = await startFakeDadata(() => next);
afterAll(() => fake.close());

const tileUrl = 'https://{s}.tiles.example.org/styles/{z}/{x}/{y}.png';
const t = useTestApp({ YANDEX_GEOCODER_KEY: 'configured-key', YANDEX_GEOCODER_URL: `${fake.url}/1.x/`, MAP_TILE_URL: tileUrl, MAP_TILE_ATTRIBUTION: '© Example Tiles' });

describe('geocoding with YANDEX_GEOCODER_KEY set (real client, fake Yandex)', () => {
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('answers what Yandex found, having sent the configured key', async () => {
    next = { status: 200, body: yandexAnswer({ latitude: 55.757841, longitude: 37.611347, formatted: 'Россия, Москва, Тверская улица, 7' }) };
    const api = await salePointApi(t);
    const res = await api.geocode('Москва, Тверская, 7');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ latitude: 55.757841, longitude: 37.611347, address: 'Москва, Тверская улица, 7' });
    const back = await api.reverse(55.757841, 37.611347);
    expect(back.body).toEqual({ address: 'Москва, Тверская улица, 7' });
    expect(fake.requests.map((r) => new URL(r.url!, fake.url).searchParams.get('apikey'))).toEqual(['configured-key', 'configured-key']);
    expect(new URL(fake.requests[1].url!, fake.url).searchParams.get('geocode')).toBe('37.611347,55.757841');
  });

  it('answers 404 when Yandex finds nothing', async () => {
    next = { status: 200, body: yandexAnswer() };
    const api = await salePointApi(t);
    const res = await api.geocode('нет такого адреса');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(geocodeMessages.notFound);
  });

  it('answers 503 with the Russian message when Yandex fails or drops the connection', async () => {
    const api = await salePointApi(t);
    for (const reply of [{ status: 403, body: { message: 'Invalid key' } }, { status: 500, body: 'boom' }, 'drop'] as FakeReply[]) {
      next = reply;
      const res = await api.geocode('Москва, Тверская, 7');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ code: 'geocoder_unavailable', message: geocodeMessages.unavailable });
    }
    expect((await api.reverse(55.75, 37.61)).status).toBe(503);
  });

  it('answers 503 before the console gives up (8 s) when Yandex does not answer at all', async () => {
    const api = await salePointApi(t);
    next = 'hang';
    const started = Date.now();
    const res = await api.geocode('Москва, Тверская, 7');
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(geocodeMessages.unavailable);
    expect(Date.now() - started).toBeLessThan(limits.httpTimeoutMs);
  });

  it('answers the configured tile layer and lets the console load its tiles', async () => {
    const api = await salePointApi(t);
    const res = await api.mapConfig();
    expect(res.body).toEqual({ tileUrl, attribution: '© Example Tiles' });
    expect(res.headers.get('content-security-policy')).toContain("img-src 'self' data: blob: https://*.tiles.example.org;");
  });
});
