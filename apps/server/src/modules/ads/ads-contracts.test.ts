import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adsMessages, countEstimateFrom, respStatuses, type AdsContract, type AdsPaged, type ApiError } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import {
  adsApi,
  contractBody,
  failingFields,
  makeAdsPartner,
  makeContract,
  makeCreative,
  markRegistered,
  operatorToken,
  settled,
  unknownUuid,
} from './fixtures.js';

const t = useTestApp({ ORD_SANDBOX_DELAY_SECONDS: '0' });

describe('ad contracts and additional agreements', () => {
  it('creates a contract, reads it, lists it with its partner and creatives count, 15 a page', async () => {
    const { call } = await adsApi(t);
    const partner = await makeAdsPartner(t, call, { name: 'ООО «Зерно»' });
    const res = await call<AdsContract>('POST', '/v1/ads/contracts', contractBody(partner.id, { date: '01.03.2025', contractId: unknownUuid }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      type: 'contract',
      number: 'Д-2025/17',
      date: '2025-03-01',
      amount: 150_000.5,
      isVat: true,
      clientId: partner.id,
      contractorId: 'sks',
      contractId: null,
      partnerInfo: { name: 'ООО «Зерно»' },
      countCreatives: 0,
      respStatus: null,
      ordState: 'new',
    });
    expect((await call<AdsContract>('GET', `/v1/ads/contracts/${res.body.id}`)).body).toEqual(res.body);
    const list = await call<AdsPaged<AdsContract>>('GET', '/v1/ads/contracts');
    expect(list.body).toMatchObject({ total: 1, limit: 15 });
    expect(list.body.result).toEqual([res.body]);
    expect((await call<AdsPaged<AdsContract>>('GET', '/v1/ads/contracts?search=д-2025')).body.total).toBe(1);
    expect((await call<AdsPaged<AdsContract>>('GET', '/v1/ads/contracts?search=нет такого')).body.total).toBe(0);
  });

  it('estimates the total of a search that matches thousands of contracts, and counts a narrow one and the whole list', async () => {
    const { call } = await adsApi(t);
    // 300 clients with ten contracts each, of 2025 but for ten framework agreements; analysed, as autovacuum leaves a live table.
    await t.database.db.execute(sql`
      INSERT INTO partners (name, legal_name, is_federal_partner, description, phone, email)
      SELECT 'Партнёр ' || g, 'ООО «Партнёр ' || g || '»', true, '<p>Скидки</p>', '79991234567', 'p' || g || '@example.com'
      FROM generate_series(1, 300) g`);
    await t.database.db.execute(sql`
      INSERT INTO ads_partners (uuid_partner, type, inn, name) SELECT uuid, 'ul', '7707083893', 'ООО «Клиент»' FROM partners`);
    await t.database.db.execute(sql`
      INSERT INTO ads_contracts (type, client_id, number, date, amount, is_vat, subject_type, action_type)
      SELECT 'contract', a.id, CASE WHEN g <= 10 THEN 'Рамочный/' ELSE 'Д-2025/' END || g, date '2025-03-01', 1000, true, 'distribution', 'distribution'
      FROM generate_series(1, 3000) g JOIN (SELECT id, row_number() OVER () AS n FROM ads_partners) a ON a.n = 1 + g % 300`);
    await t.database.db.execute(sql`ANALYZE ads_partners`);
    await t.database.db.execute(sql`ANALYZE ads_contracts`);
    const list = (query: string) => call<AdsPaged<AdsContract>>('GET', `/v1/ads/contracts${query}`);

    const broad = await list(`?search=${encodeURIComponent('Д-2025')}`);
    expect(broad.status).toBe(200);
    expect(broad.headers.get('x-record-count-estimated')).toBe('true');
    expect(broad.body.total).toBeGreaterThanOrEqual(countEstimateFrom);
    expect(Math.abs(broad.body.total - 2990)).toBeLessThan(300);
    expect(broad.body.result).toHaveLength(15);

    const narrow = await list(`?search=${encodeURIComponent('рамочный')}`);
    expect(narrow.headers.get('x-record-count-estimated')).toBeNull();
    expect(narrow.body.total).toBe(10);
    const all = await list('');
    expect(all.headers.get('x-record-count-estimated')).toBeNull();
    expect(all.body.total).toBe(3000);
  });

  it('counts the creatives of a contract', async () => {
    const { call } = await adsApi(t);
    const partner = await makeAdsPartner(t, call);
    const contract = await makeContract(t, call, partner.id);
    await markRegistered(t, { contract: contract.id });
    await makeCreative(call, contract.id);
    await makeCreative(call, contract.id, { title: 'Второй' });
    expect((await call<AdsContract>('GET', `/v1/ads/contracts/${contract.id}`)).body.countCreatives).toBe(2);
  });

  it('needs a parent contract of the same client for an additional agreement; lists a client’s contracts for it', async () => {
    const { call } = await adsApi(t);
    const partner = await makeAdsPartner(t, call);
    const other = await makeAdsPartner(t, call);
    const parent = await makeContract(t, call, partner.id);
    const foreign = await makeContract(t, call, other.id);

    const none = await call<ApiError>('POST', '/v1/ads/contracts', contractBody(partner.id, { type: 'additional-agreement' }));
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual([{ field: 'body.contractId', message: adsMessages.parentRequired }]);
    const wrong = await call<ApiError>('POST', '/v1/ads/contracts', contractBody(partner.id, { type: 'additional-agreement', contractId: foreign.id }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual([{ field: 'body.contractId', message: adsMessages.parentNotOfClient }]);
    const missing = await call<ApiError>('POST', '/v1/ads/contracts', contractBody(partner.id, { type: 'additional-agreement', contractId: unknownUuid }));
    expect(missing.body.fields).toEqual([{ field: 'body.contractId', message: adsMessages.contractNotFound }]);

    const agreement = await makeContract(t, call, partner.id, { type: 'additional-agreement', contractId: parent.id, number: 'ДС-1' });
    expect(agreement).toMatchObject({ type: 'additional-agreement', contractId: parent.id });
    const ofAgreement = await call<ApiError>('POST', '/v1/ads/contracts', contractBody(partner.id, { type: 'additional-agreement', contractId: agreement.id }));
    expect(ofAgreement.status).toBe(400);

    const refs = await call<AdsPaged<{ id: string; number: string }>>('GET', `/v1/ads/partners/${partner.id}/contracts`);
    expect(refs.body).toEqual({ result: [{ id: parent.id, number: parent.number }], total: 1, limit: 200 });
    expect((await call<ApiError>('GET', `/v1/ads/partners/${unknownUuid}/contracts`)).status).toBe(404);
  });

  it('refuses missing fields, a bad date, a bad amount and an unknown client', async () => {
    const { call } = await adsApi(t);
    const empty = await call<ApiError>('POST', '/v1/ads/contracts', {});
    expect(empty.status).toBe(400);
    expect(failingFields(empty.body)).toEqual(['actionType', 'amount', 'clientId', 'date', 'number', 'subjectType', 'type']);
    const partner = await makeAdsPartner(t, call);
    for (const [over, field] of [
      [{ date: '2025-02-30' }, 'date'],
      [{ amount: -1 }, 'amount'],
      [{ amount: 10.005 }, 'amount'],
      [{ number: '  ' }, 'number'],
      [{ subjectType: 'gift' }, 'subjectType'],
    ] as const) {
      const res = await call<ApiError>('POST', '/v1/ads/contracts', { ...contractBody(partner.id), ...over });
      expect(res.status, field).toBe(400);
      expect(failingFields(res.body)).toEqual([field]);
    }
    const unknown = await call<ApiError>('POST', '/v1/ads/contracts', contractBody(unknownUuid));
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual([{ field: 'body.clientId', message: adsMessages.partnerNotFound }]);
  });

  it('edits a contract without its client, type or parent; the GET goes back through the PUT unchanged', async () => {
    const { call } = await adsApi(t);
    const partner = await makeAdsPartner(t, call);
    const other = await makeAdsPartner(t, call);
    const contract = await makeContract(t, call, partner.id);
    const same = await call<AdsContract>('PUT', `/v1/ads/contracts/${contract.id}`, contract);
    expect(same.body).toEqual(contract);
    const edited = await call<AdsContract>('PUT', `/v1/ads/contracts/${contract.id}`, {
      number: 'Д-2025/18',
      date: '2025-03-02',
      amount: 99,
      isVat: false,
      subjectType: 'other',
      actionType: 'other',
      clientId: other.id,
      type: 'additional-agreement',
    });
    expect(edited.body).toMatchObject({ number: 'Д-2025/18', date: '2025-03-02', amount: 99, isVat: false, clientId: partner.id, type: 'contract' });
    const res = await call<ApiError>('PUT', `/v1/ads/contracts/${unknownUuid}`, contract);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(adsMessages.contractNotFound);
  });

  it('sends a contract: registered after its client; refused with the operator’s message when the client is not', async () => {
    const { call } = await adsApi(t);
    const partner = await makeAdsPartner(t, call);
    const early = await makeContract(t, call, partner.id);
    await call('POST', `/v1/ads/contracts/${early.id}/send`);
    await settled(call, `/v1/ads/contracts/${early.id}`);
    const refused = await call<AdsContract>('GET', `/v1/ads/contracts/${early.id}/status`);
    expect(refused.body).toMatchObject({ ordState: 'error', respStatus: respStatuses.asyncError });
    expect(refused.body.ordError).toContain(partner.id);

    await call('POST', `/v1/ads/partners/${partner.id}/send`);
    await settled(call, `/v1/ads/partners/${partner.id}`);
    const sent = await call<AdsContract>('POST', `/v1/ads/contracts/${early.id}/send`);
    expect(sent.body.ordState).toBe('queued');
    await settled(call, `/v1/ads/contracts/${early.id}`);
    const ok = await call<AdsContract>('GET', `/v1/ads/contracts/${early.id}/status`);
    expect(ok.body).toMatchObject({ ordState: 'success', respStatus: respStatuses.success, ordError: null });
  });

  it('is for superadmins and admins only', async () => {
    const { call } = await adsApi(t);
    const operator = await operatorToken(t);
    for (const [method, p] of [
      ['GET', '/v1/ads/contracts'],
      ['POST', '/v1/ads/contracts'],
      ['GET', `/v1/ads/contracts/${unknownUuid}`],
      ['PUT', `/v1/ads/contracts/${unknownUuid}`],
      ['GET', `/v1/ads/contracts/${unknownUuid}/status`],
      ['POST', `/v1/ads/contracts/${unknownUuid}/send`],
      ['GET', `/v1/ads/contracts/${unknownUuid}/creatives`],
    ] as const) {
      expect((await t.call(method, p)).status, `${method} ${p}`).toBe(401);
      expect((await call(method, p, undefined, operator)).status, `${method} ${p}`).toBe(403);
    }
  });
});
