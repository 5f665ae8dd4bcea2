import { describe, expect, it } from 'vitest';
import { adsMessages, respStatuses, type AdsAct, type AdsCreative, type AdsStatistic, type ApiError } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { adsImpressions } from './schema.js';
import {
  actBody,
  adsApi,
  failingFields,
  makeAct,
  makeCreative,
  operatorToken,
  registeredContract,
  settled,
  statisticBody,
  unknownUuid,
  type AdsCall,
} from './fixtures.js';

const t = useTestApp({ ORD_SANDBOX_DELAY_SECONDS: '0' });

async function creativeOf(call: AdsCall) {
  const { contract } = await registeredContract(t, call);
  return makeCreative(call, contract.id);
}

describe('acts', () => {
  it('creates an act of a creative (VAT by default), lists and edits it; the GET goes back through the PUT', async () => {
    const { call } = await adsApi(t);
    const creative = await creativeOf(call);
    const { isVat: _vat, ...noVat } = actBody(creative);
    const res = await call<AdsAct>('POST', '/v1/ads/acts', noVat);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ number: 'А-104', date: '2025-05-05', startDate: '2025-04-01', endDate: '2025-04-30', amount: 30_000, isVat: true, resp_status: null, ordState: 'new' });
    expect((await call<AdsAct[]>('GET', `/v1/ads/creatives/${creative.id}/acts`)).body).toEqual([res.body]);
    expect((await call<AdsAct>('PUT', `/v1/ads/acts/${res.body.id}`, res.body)).body).toEqual(res.body);
    const edited = await call<AdsAct>('PUT', `/v1/ads/acts/${res.body.id}`, { ...res.body, number: 'А-105', amount: 31_000.25 });
    expect(edited.body).toMatchObject({ number: 'А-105', amount: 31_000.25 });
  });

  it('refuses missing fields, a period that ends before it starts, a contract not the creative’s, unknown ids', async () => {
    const { call } = await adsApi(t);
    const creative = await creativeOf(call);
    const empty = await call<ApiError>('POST', '/v1/ads/acts', {});
    expect(failingFields(empty.body)).toEqual(['amount', 'contractId', 'creativeId', 'date', 'endDate', 'number', 'startDate']);
    const order = await call<ApiError>('POST', '/v1/ads/acts', actBody(creative, { endDate: '2025-03-31' }));
    expect(order.body.fields).toEqual([{ field: 'body.endDate', message: adsMessages.dateOrder }]);
    const { contract: other } = await registeredContract(t, call);
    const wrong = await call<ApiError>('POST', '/v1/ads/acts', actBody(creative, { contractId: other.id }));
    expect(wrong.body.fields).toEqual([{ field: 'body.contractId', message: adsMessages.creativeNotOfContract }]);
    expect((await call<ApiError>('POST', '/v1/ads/acts', actBody(creative, { creativeId: unknownUuid }))).status).toBe(404);
    const missing = await call<ApiError>('PUT', `/v1/ads/acts/${unknownUuid}`, actBody(creative));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(adsMessages.actNotFound);
    expect((await call('GET', `/v1/ads/creatives/${unknownUuid}/acts`)).status).toBe(404);
    expect((await call('GET', `/v1/ads/acts/${unknownUuid}/status`)).status).toBe(404);
  });

  it('sends an act; the operator refuses one whose period lies outside its contract, with its message', async () => {
    const { call } = await adsApi(t);
    const partnerFirst = await registeredContract(t, call);
    // Register the chain for real with the sandbox: partner, contract (dated 2025-03-01), creative.
    await call('POST', `/v1/ads/partners/${partnerFirst.partner.id}/send`);
    await settled(call, `/v1/ads/partners/${partnerFirst.partner.id}`);
    await call('POST', `/v1/ads/contracts/${partnerFirst.contract.id}/send`);
    await settled(call, `/v1/ads/contracts/${partnerFirst.contract.id}`);
    expect((await call<{ ordState: string }>('GET', `/v1/ads/contracts/${partnerFirst.contract.id}/status`)).body.ordState).toBe('success');
    const creative = await makeCreative(call, partnerFirst.contract.id);
    await call('POST', `/v1/ads/creatives/${creative.id}/send`);
    await settled(call, `/v1/ads/creatives/${creative.id}`);

    const good = await makeAct(call, creative);
    const outside = await makeAct(call, creative, { number: 'А-001', startDate: '2025-02-01', endDate: '2025-02-28' });
    for (const act of [good, outside]) {
      expect((await call<AdsAct>('POST', `/v1/ads/acts/${act.id}/send`)).body.ordState).toBe('queued');
      await settled(call, `/v1/ads/acts/${act.id}/status`);
    }
    expect((await call<AdsAct>('GET', `/v1/ads/acts/${good.id}/status`)).body).toMatchObject({ ordState: 'success', resp_status: respStatuses.success });
    const refused = await call<AdsAct>('GET', `/v1/ads/acts/${outside.id}/status`);
    expect(refused.body).toMatchObject({ ordState: 'error', resp_status: respStatuses.asyncError });
    expect(refused.body.ordError).toBe('Период акта 01.02.2025–28.02.2025 выходит за пределы договора от 01.03.2025');
  });
});

describe('statistics', () => {
  async function setUp(call: AdsCall) {
    const creative = await creativeOf(call);
    return { creative, act: await makeAct(call, creative) };
  }

  it('creates a month of statistics with typed impressions, lists it, edits it; the GET goes back through the PUT', async () => {
    const { call } = await adsApi(t);
    const { creative, act } = await setUp(call);
    const res = await call<AdsStatistic>('POST', '/v1/ads/statistics', statisticBody(creative, act));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ creativeId: creative.id, contractId: creative.contractId, invoiceId: act.id, platformId: 'sks', impsFact: 9_512, impsCounted: false, amountPerUnit: 3.15 });
    expect((await call<AdsStatistic[]>('GET', `/v1/ads/creatives/${creative.id}/statistics`)).body).toEqual([res.body]);
    expect((await call<AdsStatistic>('PUT', `/v1/ads/statistics/${res.body.id}`, res.body)).body).toEqual(res.body);
    const edited = await call<AdsStatistic>('PUT', `/v1/ads/statistics/${res.body.id}`, { ...res.body, impsFact: 9_600, amount: 31_000 });
    expect(edited.body).toMatchObject({ impsFact: 9_600, amount: 31_000 });
  });

  it('takes the impressions the app counted for the period over a typed number; needs one when it counted none', async () => {
    const { call } = await adsApi(t);
    const { creative, act } = await setUp(call);
    const noCount = await call<ApiError>('POST', '/v1/ads/statistics', statisticBody(creative, act, { impsFact: null }));
    expect(noCount.body.fields).toEqual([{ field: 'body.impsFact', message: adsMessages.impsFactRequired }]);
    await t.database.db.insert(adsImpressions).values([
      { creativeId: creative.id, day: '2025-04-02', count: 500 },
      { creativeId: creative.id, day: '2025-04-30', count: 250 },
      { creativeId: creative.id, day: '2025-05-01', count: 999 },
    ]);
    const res = await call<AdsStatistic>('POST', '/v1/ads/statistics', statisticBody(creative, act, { impsFact: 1 }));
    expect(res.body).toMatchObject({ impsFact: 750, impsCounted: true });
  });

  it('refuses a second statistic of the same month (409), a period over two months, an act of another creative, another platform', async () => {
    const { call } = await adsApi(t);
    const { creative, act } = await setUp(call);
    await call('POST', '/v1/ads/statistics', statisticBody(creative, act));
    const twice = await call<ApiError>('POST', '/v1/ads/statistics', statisticBody(creative, act, { dateStartFact: '2025-04-10', dateEndFact: '2025-04-20' }));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(adsMessages.statisticTaken);
    const months = await call<ApiError>('POST', '/v1/ads/statistics', statisticBody(creative, act, { dateEndFact: '2025-05-02' }));
    expect(months.body.fields).toEqual([{ field: 'body.dateEndFact', message: adsMessages.statisticMonth }]);
    const other: AdsCreative = await creativeOf(call);
    const otherAct = await makeAct(call, other);
    const wrongAct = await call<ApiError>('POST', '/v1/ads/statistics', statisticBody(creative, otherAct, { dateStartFact: '2025-05-01', dateEndFact: '2025-05-31' }));
    expect(wrongAct.body.fields).toEqual([{ field: 'body.invoiceId', message: adsMessages.actNotOfCreative }]);
    const platform = await call<ApiError>('POST', '/v1/ads/statistics', statisticBody(creative, act, { platformId: 'other', dateStartFact: '2025-05-01', dateEndFact: '2025-05-31' }));
    expect(platform.body.fields).toEqual([{ field: 'body.platformId', message: adsMessages.platformNotOfOperator }]);
    const empty = await call<ApiError>('POST', '/v1/ads/statistics', {});
    expect(failingFields(empty.body)).toEqual(
      ['amount', 'amountPerUnit', 'contractId', 'creativeId', 'dateEndFact', 'dateEndPlan', 'dateStartFact', 'dateStartPlan', 'impsPlan', 'invoiceId', 'platformId'].sort(),
    );
    expect((await call('POST', '/v1/ads/statistics', statisticBody({ ...creative, id: unknownUuid }, act))).status).toBe(404);
    expect((await call('PUT', `/v1/ads/statistics/${unknownUuid}`, statisticBody(creative, act))).status).toBe(404);
    expect((await call('GET', `/v1/ads/creatives/${unknownUuid}/statistics`)).status).toBe(404);
  });

  it('sends a month of statistics: waiting, then the operator’s verdict on its status', async () => {
    const { call } = await adsApi(t);
    const { creative, act } = await setUp(call);
    const stat = (await call<AdsStatistic>('POST', '/v1/ads/statistics', statisticBody(creative, act))).body;
    expect((await call<AdsStatistic>('POST', `/v1/ads/statistics/${stat.id}/send`)).body.ordState).toBe('queued');
    await settled(call, `/v1/ads/statistics/${stat.id}/status`);
    const checked = await call<AdsStatistic>('GET', `/v1/ads/statistics/${stat.id}/status`);
    // The creative and act were never sent: the sandbox refuses the statistics as the registry would.
    expect(checked.body).toMatchObject({ ordState: 'error', respStatus: respStatuses.asyncError });
    expect(checked.body.ordError).toContain(creative.id);
  });

  it('acts and statistics are for superadmins and admins only', async () => {
    const { call } = await adsApi(t);
    const operator = await operatorToken(t);
    for (const [method, p] of [
      ['GET', `/v1/ads/creatives/${unknownUuid}/acts`],
      ['POST', '/v1/ads/acts'],
      ['PUT', `/v1/ads/acts/${unknownUuid}`],
      ['GET', `/v1/ads/acts/${unknownUuid}/status`],
      ['POST', `/v1/ads/acts/${unknownUuid}/send`],
      ['GET', `/v1/ads/creatives/${unknownUuid}/statistics`],
      ['POST', '/v1/ads/statistics'],
      ['PUT', `/v1/ads/statistics/${unknownUuid}`],
      ['POST', `/v1/ads/statistics/${unknownUuid}/send`],
      ['GET', `/v1/ads/statistics/${unknownUuid}/status`],
    ] as const) {
      expect((await t.call(method, p)).status, `${method} ${p}`).toBe(401);
      expect((await call(method, p, undefined, operator)).status, `${method} ${p}`).toBe(403);
    }
  });
});
