import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { geocodeMessages } from '@sks/contract';
import { useTestApp } from '../../../test/harness.js';
import { startFakeDadata, type FakeReply } from '../../../integrations/inn/fake-dadata.js';
import { nominatimPlace } from '../../../integrations/geocoder/fake-answers.js';
import { salePointApi } from './fixtures.js';

let next: FakeReply = { status: 200, body: [] };
// The fake must listen before the app reads its configuration.
const fake = await startFakeDadata(() => next);
afterAll(() => fake.close());

const t = useTestApp({ NOMINATIM_URL: fake.url });

const place = nominatimPlace({
  lat: '55.7900',
  lon: '49.1150',
  display_name: '12, улица Баумана, Вахитовский район, Казань, Татарстан, 420111, Россия',
  address: { house_number: '12', road: 'улица Баумана', city: 'Казань' },
});

describe('geocoding with NOMINATIM_URL set (real client, fake Nominatim)', () => {
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('answers what Nominatim found, naming the console in User-Agent', async () => {
    const api = await salePointApi(t);
    next = { status: 200, body: [place] };
    const res = await api.geocode('Казань, Баумана 12');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ latitude: 55.79, longitude: 49.115, address: 'Казань, улица Баумана, 12' });
    next = { status: 200, body: place };
    expect((await api.reverse(55.79, 49.115)).body).toEqual({ address: 'Казань, улица Баумана, 12' });
    expect(fake.requests.map((r) => new URL(r.url!, fake.url).pathname)).toEqual(['/search', '/reverse']);
    expect(fake.requests[0].headers['user-agent']).toBe('SKS admin console (http://console.test)');
  });

  it('answers 404 when Nominatim finds nothing, both ways', async () => {
    const api = await salePointApi(t);
    next = { status: 200, body: [] };
    expect((await api.geocode('нет такого адреса')).status).toBe(404);
    next = { status: 200, body: { error: 'Unable to geocode' } };
    const res = await api.reverse(0, 0);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(geocodeMessages.notFound);
  });

  it('answers 503 with the Russian message when Nominatim fails', async () => {
    const api = await salePointApi(t);
    for (const reply of [{ status: 502, body: 'Bad Gateway' }, { status: 200, body: '<html>' }, 'drop'] as FakeReply[]) {
      next = reply;
      const res = await api.reverse(55.79, 49.115);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ code: 'geocoder_unavailable', message: geocodeMessages.unavailable });
    }
  });
});
