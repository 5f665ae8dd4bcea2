import { describe, expect, it } from 'vitest';
import { geocodeMessages } from '@sks/contract';
import { useTestApp } from '../../../test/harness.js';
import { failingFields } from '../fixtures.js';
import { salePointApi } from './fixtures.js';

const t = useTestApp();

describe('GET /v1/geocode and /v1/geocode/reverse (the default sandbox geocoder)', () => {
  it('geocodes a demo address, and the point reverses to the same address', async () => {
    const api = await salePointApi(t);
    const res = await api.geocode('казань, улица Баумана, 12');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ latitude: 55.787516, longitude: 49.11086, address: 'Казань, ул. Баумана, 12' });
    const back = await api.reverse(res.body.latitude, res.body.longitude);
    expect(back.status).toBe(200);
    expect(back.body).toEqual({ address: 'Казань, ул. Баумана, 12' });
  });

  it('answers 404 with the Russian message when nothing is found, both ways', async () => {
    const api = await salePointApi(t);
    const forward = await api.geocode('Казань, ул. Несуществующая, 1');
    expect(forward.status).toBe(404);
    expect(forward.body).toEqual({ code: 'not_found', message: geocodeMessages.notFound });
    const reverse = await api.reverse(0, 0);
    expect(reverse.status).toBe(404);
    expect(reverse.body).toEqual({ code: 'not_found', message: geocodeMessages.notFound });
  });

  it('answers 400 for a missing or too short address and for coordinates out of range or not numbers', async () => {
    const api = await salePointApi(t);
    expect((await api.geocode(' К ')).status).toBe(400);
    expect((await api.geocode('К'.repeat(501))).status).toBe(400);
    const none = await t.call<{ code: string; fields: { field: string; message: string }[] }>('GET', '/v1/geocode', { token: api.token });
    expect(none.status).toBe(400);
    expect(none.body.fields.map((f) => f.field)).toEqual(['querystring.address']);
    for (const [lat, lon, field] of [[91, 37, 'latitude'], [-91, 37, 'latitude'], [55, 181, 'longitude'], ['север', 37, 'latitude']] as const) {
      const res = await api.reverse(lat, lon);
      expect(res.status, `${lat},${lon}`).toBe(400);
      expect(failingFields(res.body)).toEqual([`querystring.${field}`]);
    }
  });

  it('answers 401 without a token', async () => {
    const api = await salePointApi(t);
    expect((await api.geocode('Казань, ул. Баумана, 12', null)).status).toBe(401);
    expect((await api.reverse(55.79, 49.11, null)).status).toBe(401);
  });
});

describe('GET /v1/map/config', () => {
  it('answers the default tile layer (OpenStreetMap), which the CSP lets the console load', async () => {
    const api = await salePointApi(t);
    const res = await api.mapConfig();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap' });
    expect(res.headers.get('content-security-policy')).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
  });

  it('answers 401 without a token', async () => {
    const api = await salePointApi(t);
    expect((await api.mapConfig(null)).status).toBe(401);
  });
});
