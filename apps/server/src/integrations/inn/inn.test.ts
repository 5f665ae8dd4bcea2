import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { universityMessages } from '@sks/contract';
import { AppError } from '../../platform/errors.js';
import { createDadataClient } from './dadata-client.js';
import { createInnSandbox, sandboxUniversities } from './sandbox.js';
import { createInnLookup } from './index.js';
import { partyAnswer, startFakeDadata, type FakeReply } from './fake-dadata.js';

const msu = {
  inn: '7729082090',
  full: 'ФЕДЕРАЛЬНОЕ ГОСУДАРСТВЕННОЕ БЮДЖЕТНОЕ ОБРАЗОВАТЕЛЬНОЕ УЧРЕЖДЕНИЕ ВЫСШЕГО ОБРАЗОВАНИЯ "МОСКОВСКИЙ ГОСУДАРСТВЕННЫЙ УНИВЕРСИТЕТ ИМЕНИ М.В.ЛОМОНОСОВА"',
  short: 'МГУ ИМЕНИ М.В.ЛОМОНОСОВА',
  address: 'г Москва, ул Ленинские Горы, д 1',
};

describe('DaData client (against a local fake server)', () => {
  let next: FakeReply = { status: 200, body: { suggestions: [] } };
  let fake: Awaited<ReturnType<typeof startFakeDadata>>;
  beforeAll(async () => {
    fake = await startFakeDadata(() => next);
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });
  afterAll(() => fake.close());

  const client = (timeoutMs?: number) => createDadataClient({ token: 'secret-token', baseUrl: `${fake.url}/`, timeoutMs });
  const failure = async (promise: Promise<unknown>) => {
    const err = await promise.then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  };

  it('posts the INN to findById/party with the token and maps the full name, short name and address', async () => {
    next = { status: 200, body: partyAnswer(msu) };
    const found = await client().findByInn(msu.inn);
    expect(found).toEqual({ nameUniver: msu.full, shortName: msu.short, address: msu.address });
    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/suggestions/api/4_1/rs/findById/party');
    expect(req.headers.authorization).toBe('Token secret-token');
    expect(req.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req.body)).toEqual({ query: msu.inn });
  });

  it('falls back to the unrestricted address and to the value when parts are missing', async () => {
    next = {
      status: 200,
      body: { suggestions: [{ value: 'ООО "РОМАШКА"', data: { name: { full_with_opf: null, short_with_opf: null }, address: { value: null, unrestricted_value: '190000, г Санкт-Петербург' } } }] },
    };
    expect(await client().findByInn('7801002274')).toEqual({ nameUniver: 'ООО "РОМАШКА"', shortName: 'ООО "РОМАШКА"', address: '190000, г Санкт-Петербург' });
  });

  it('answers null when DaData knows no such INN (empty suggestions)', async () => {
    next = { status: 200, body: { suggestions: [] } };
    expect(await client().findByInn('7700000000')).toBeNull();
  });

  it('turns a server error, a refused token and a malformed answer into a 502 with a Russian message', async () => {
    for (const reply of [{ status: 500, body: { message: 'boom' } }, { status: 403, body: { message: 'Forbidden' } }, { status: 200, body: '<html>' }, { status: 200, body: { items: [] } }]) {
      next = reply;
      const err = await failure(client().findByInn(msu.inn));
      expect(err.status).toBe(502);
      expect(err.code).toBe('inn_service_unavailable');
      expect(err.message).toBe(universityMessages.innUnavailable);
    }
  });

  it('turns a dropped connection and a timeout into a 502', async () => {
    next = 'drop';
    expect((await failure(client().findByInn(msu.inn))).status).toBe(502);
    next = 'hang';
    const started = Date.now();
    expect((await failure(client(200).findByInn(msu.inn))).status).toBe(502);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('turns a server that is not there into a 502', async () => {
    const closed = await startFakeDadata(() => ({ status: 200, body: {} }));
    await closed.close();
    const err = await failure(createDadataClient({ token: 't', baseUrl: closed.url }).findByInn(msu.inn));
    expect(err.status).toBe(502);
  });
});

describe('INN sandbox', () => {
  it('knows at least 20 real universities, each INN unique and with a valid check digit', () => {
    expect(sandboxUniversities.length).toBeGreaterThanOrEqual(20);
    expect(new Set(sandboxUniversities.map((u) => u.inn)).size).toBe(sandboxUniversities.length);
    const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
    for (const u of sandboxUniversities) {
      expect(u.inn, u.shortName).toMatch(/^\d{10}$/);
      const digits = [...u.inn].map(Number);
      const check = (weights.reduce((sum, w, i) => sum + w * digits[i], 0) % 11) % 10;
      expect(check, `${u.shortName} ${u.inn}`).toBe(digits[9]);
      expect(u.nameUniver, u.inn).not.toBe('');
      expect(u.address, u.shortName).toContain(u.city);
      expect(u.address).toMatch(/^\d{6}, /);
    }
  });

  it('answers a known INN and null for any other', async () => {
    const sandbox = createInnSandbox();
    expect(await sandbox.findByInn('7729082090')).toEqual({
      nameUniver: 'Московский государственный университет имени М. В. Ломоносова',
      shortName: 'МГУ имени М. В. Ломоносова',
      address: '119991, г. Москва, Ленинские горы, д. 1',
    });
    expect(await sandbox.findByInn('5008006211')).toMatchObject({ shortName: 'МФТИ' });
    expect(await sandbox.findByInn('7700000000')).toBeNull();
  });

  it('is the default without DADATA_TOKEN; the token selects the real client', async () => {
    const offline = createInnLookup({ DADATA_TOKEN: undefined, DADATA_URL: 'http://127.0.0.1:9' });
    expect(await offline.findByInn('7801002274')).toMatchObject({ shortName: 'СПбГУ' });
    const online = createInnLookup({ DADATA_TOKEN: 'token', DADATA_URL: 'http://127.0.0.1:9' });
    await expect(online.findByInn('7801002274')).rejects.toMatchObject({ status: 502 });
  });
});
