import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { universityMessages as m } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { partyAnswer, startFakeDadata, type FakeReply } from '../../integrations/inn/fake-dadata.js';
import { universityApi } from './fixtures.js';

let next: FakeReply = { status: 200, body: { suggestions: [] } };
// The fake must listen before the app reads its configuration.
const fake = await startFakeDadata(() => next);
afterAll(() => fake.close());

const t = useTestApp({ DADATA_TOKEN: 'configured-token', DADATA_URL: fake.url });

describe('GET /v1/univer/inn with DADATA_TOKEN set (real client, fake DaData)', () => {
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('answers what DaData found, having sent the configured token', async () => {
    next = { status: 200, body: partyAnswer({ inn: '5008006211', full: 'ФГАОУ ВО "МФТИ"', short: 'МФТИ', address: 'Московская обл, г Долгопрудный, Институтский пер, д 9' }) };
    const api = await universityApi(t);
    const res = await api.inn('5008006211');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ nameUniver: 'ФГАОУ ВО "МФТИ"', shortName: 'МФТИ', address: 'Московская обл, г Долгопрудный, Институтский пер, д 9' });
    expect(fake.requests.map((r) => r.headers.authorization)).toEqual(['Token configured-token']);
  });

  it('answers 404 when DaData has no such organisation', async () => {
    next = { status: 200, body: { suggestions: [] } };
    const api = await universityApi(t);
    const res = await api.inn('7700000000');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(m.innNotFound);
  });

  it('answers 502 with a Russian message when DaData fails, and does not call it for a malformed INN', async () => {
    next = { status: 503, body: { message: 'Service Unavailable' } };
    const api = await universityApi(t);
    const res = await api.inn('5008006211');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ code: 'inn_service_unavailable', message: m.innUnavailable });
    fake.requests.length = 0;
    expect((await api.inn('50080062')).status).toBe(400);
    expect(fake.requests).toEqual([]);
  });
});
