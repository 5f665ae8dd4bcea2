import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeDadata } from '../inn/fake-dadata.js';
import { loadConfig, ConfigError } from '../../platform/config.js';
import { fakeYandexOrd } from './fake-yandex.js';
import { OrdRejected, OrdUnavailable, type OrdContract, type OrdCreative } from './ord.js';
import { createYandexOrd } from './yandex.js';

const contract: OrdContract = {
  id: '5b1f7a2e-2f1d-4d7e-9a3b-0c9d8e7f6a51',
  type: 'additional-agreement',
  clientId: 'c0ffee00-0000-4000-8000-000000000001',
  contractorId: 'sks',
  parentContractId: 'c0ffee00-0000-4000-8000-000000000002',
  number: 'ДС-1',
  date: '2025-03-01',
  amount: 150_000.5,
  isVat: true,
  subjectType: 'distribution',
  actionType: 'distribution',
};
const creative: OrdCreative = {
  id: '7d3e0c5a-6b1f-4c2d-8e9f-a0b1c2d3e4f5',
  contractIds: [contract.id],
  form: 'banner',
  type: 'cpm',
  description: 'Кофейня «Зерно»',
  textData: 'Скидка 20% по студенческому',
  mediaUrl: 'https://sks.example/files/images/banner.png',
  mediaDescription: null,
  urls: ['https://sks.example'],
  okveds: ['56.1', '47.7'],
};

describe('Yandex ORD client (against a local fake of the API)', () => {
  const fake = fakeYandexOrd('ord-token');
  let server: Awaited<ReturnType<typeof startFakeDadata>>;
  const waits: number[] = [];
  const client = (token = 'ord-token') =>
    createYandexOrd({ token, baseUrl: `${server.url}/api/v7`, sleep: async (ms) => void waits.push(ms), backoffMs: 100 });
  beforeAll(async () => {
    server = await startFakeDadata(fake.reply);
  });
  beforeEach(() => {
    server.requests.length = 0;
    waits.length = 0;
    Object.assign(fake.state, { throttle: 0, retryAfter: null, refuse: null });
  });
  afterAll(() => server.close());

  it('posts a contract with the Bearer token, mapped to the API’s body, and keeps the request id', async () => {
    const accepted = await client().registerContract(contract);
    expect(accepted).toEqual({ requestId: 'req-1', token: null });
    const [req] = server.requests;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/api/v7/contract');
    expect(req.headers.authorization).toBe('Bearer ord-token');
    expect(JSON.parse(req.body)).toEqual({
      id: contract.id,
      type: 'additional-agreement',
      clientId: contract.clientId,
      contractorId: 'sks',
      parentContractId: contract.parentContractId,
      actionType: 'distribution',
      subjectType: 'distribution',
      number: 'ДС-1',
      date: '2025-03-01',
      amount: '150000.50',
      isVat: true,
      isRegReport: true,
    });
  });

  it('maps a banner creative (text, media, OKVED codes) and returns the token the answer carries', async () => {
    const accepted = await client().registerCreative(creative);
    expect(accepted.token).toBe('erid-7d3e0c5a');
    const body = JSON.parse(server.requests[0].body) as Record<string, unknown>;
    expect(body).toMatchObject({
      id: creative.id,
      creativeType: 'creative',
      contractIds: [contract.id],
      form: 'banner',
      type: 'cpm',
      okveds: ['56.1', '47.7'],
      textData: ['Скидка 20% по студенческому'],
      mediaData: [{ mediaUrl: creative.mediaUrl, mediaUrlFileType: 'image', description: creative.description }],
      urls: ['https://sks.example'],
    });
  });

  it('maps an organisation, a platform, an invoice and statistics to their calls', async () => {
    const c = client();
    await c.registerOrganization({ id: 'sks', type: 'ul', inn: '7701000001', name: 'ООО «СКС»', isRr: true });
    await c.registerPlatform({ organizationId: 'sks', platformId: 'sks', name: 'ООО «СКС»', url: 'https://sks.example' });
    await c.registerInvoice({ id: 'inv-1', contractId: contract.id, creativeId: creative.id, number: 'А-1', date: '2025-05-05', startDate: '2025-04-01', endDate: '2025-04-30', amount: 10, isVat: false });
    await c.registerStatistics({
      id: 'st-1', creativeId: creative.id, invoiceId: 'inv-1', platformId: 'sks', impsPlan: 100, impsFact: 90,
      dateStartPlan: '2025-04-01', dateEndPlan: '2025-04-30', dateStartFact: '2025-04-01', dateEndFact: '2025-04-30', amount: 10, amountPerUnit: 0.11, isVat: false,
    });
    expect(server.requests.map((r) => r.url)).toEqual(['/api/v7/organization', '/api/v7/platforms', '/api/v7/invoice', '/api/v7/statistics']);
    const [org, platforms, invoice, statistics] = server.requests.map((r) => JSON.parse(r.body) as Record<string, unknown>);
    expect(org).toEqual({ id: 'sks', type: 'ul', inn: '7701000001', name: 'ООО «СКС»', isOrs: false, isRr: true });
    expect(platforms).toEqual({ organizationId: 'sks', platforms: [{ platformId: 'sks', type: 'site', name: 'ООО «СКС»', url: 'https://sks.example', isOwned: true }] });
    expect(invoice).toMatchObject({ id: 'inv-1', clientRole: 'advertiser', contractorRole: 'publisher', startDate: '2025-04-01', amount: '10.00' });
    expect(statistics).toEqual({ statistics: [expect.objectContaining({ creativeId: creative.id, invoiceId: 'inv-1', impsFact: 90, amountPerUnit: '0.11' })] });
  });

  it('reads a status by object id, statistics by request id, and keeps the operator’s error messages', async () => {
    const c = client();
    await c.registerContract(contract);
    fake.state.statusOf = () => ({ status: 'ERIR async error', error_message: ['Дата договора позже даты акта', 'Неверный ИНН'] });
    expect(await c.status('contract', contract.id, null)).toEqual({ status: 'ERIR async error', errorMessage: 'Дата договора позже даты акта; Неверный ИНН', token: null });
    expect(server.requests.at(-1)?.url).toBe(`/api/v7/contract?object_id=${contract.id}`);
    fake.state.statusOf = () => ({ status: 'ERIR sync success' });
    const { requestId } = await c.registerStatistics({
      id: 'st-2', creativeId: creative.id, invoiceId: 'inv-1', platformId: 'sks', impsPlan: 1, impsFact: 1,
      dateStartPlan: '2025-04-01', dateEndPlan: '2025-04-30', dateStartFact: '2025-04-01', dateEndFact: '2025-04-30', amount: 1, amountPerUnit: 1, isVat: true,
    });
    expect((await c.status('statistics', 'st-2', requestId)).status).toBe('ERIR sync success');
    expect(server.requests.at(-1)?.url).toBe(`/api/v7/status?reqid=${requestId}`);
  });

  it('answers 429 by trying again with a doubling back-off, or as long as Retry-After says', async () => {
    fake.state.throttle = 2;
    expect((await client().registerContract(contract)).requestId).toMatch(/^req-/);
    expect(waits).toEqual([100, 200]);
    expect(server.requests).toHaveLength(3);
    fake.state.throttle = 1;
    fake.state.retryAfter = '3';
    await client().registerContract(contract);
    expect(waits.at(-1)).toBe(3_000);
  });

  it('gives up on 429 after its tries, and on a 5xx, as unavailable (the job retries later)', async () => {
    fake.state.throttle = 10;
    await expect(client().registerContract(contract)).rejects.toBeInstanceOf(OrdUnavailable);
    expect(server.requests).toHaveLength(4);
    fake.state.throttle = 0;
    fake.state.refuse = { status: 503, body: { error: 'maintenance' } };
    await expect(client().registerContract(contract)).rejects.toBeInstanceOf(OrdUnavailable);
  });

  it('keeps the operator’s own words when it refuses a request (400, 401)', async () => {
    fake.state.refuse = { status: 400, body: { error_message: ['C_12: Не найден клиент договора'] } };
    await expect(client().registerContract(contract)).rejects.toEqual(new OrdRejected('C_12: Не найден клиент договора'));
    fake.state.refuse = null;
    await expect(client('wrong').registerContract(contract)).rejects.toEqual(new OrdRejected('Unauthorized'));
  });

  it('turns a server that is not there into unavailable', async () => {
    const closed = await startFakeDadata(() => ({ status: 200, body: {} }));
    await closed.close();
    await expect(createYandexOrd({ token: 't', baseUrl: closed.url }).registerContract(contract)).rejects.toBeInstanceOf(OrdUnavailable);
  });
});

describe('ORD configuration', () => {
  it('defaults to the sandbox with a 20 s delay; yandex without a token stops the server naming the variable', () => {
    const config = loadConfig({});
    expect(config.ORD_PROVIDER).toBe('sandbox');
    expect(config.ORD_SANDBOX_DELAY_SECONDS).toBe(20);
    expect(config.YANDEX_ORD_URL).toBe('https://ord.yandex.net/api/v7/');
    expect(() => loadConfig({ ORD_PROVIDER: 'yandex' })).toThrow(ConfigError);
    expect(() => loadConfig({ ORD_PROVIDER: 'yandex' })).toThrow(/YANDEX_ORD_TOKEN/);
    expect(loadConfig({ ORD_PROVIDER: 'yandex', YANDEX_ORD_TOKEN: 'y0_token' }).ORD_PROVIDER).toBe('yandex');
    expect(() => loadConfig({ ORD_ORGANIZATION_INN: '7701000002' })).toThrow(/ORD_ORGANIZATION_INN/);
  });
});
