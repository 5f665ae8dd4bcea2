import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adsMessages, respStatuses, uploadMessages, type AdsCreative, type ApiError } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { appKey } from '../../test/factories.js';
import { auditLog } from '../../platform/audit/schema.js';
import { adsImpressions } from './schema.js';
import {
  adsApi,
  creativeBody,
  failingFields,
  makeAdsPartner,
  makeContract,
  makeCreative,
  markRegistered,
  operatorToken,
  registeredContract,
  settled,
  unknownUuid,
  uploadBanner,
} from './fixtures.js';

const t = useTestApp({ ORD_SANDBOX_DELAY_SECONDS: '0' });

describe('creatives', () => {
  it('adds a banner with two OKVED codes to a registered contract and lists it under the contract', async () => {
    const { admin, call } = await adsApi(t);
    const { partner, contract } = await registeredContract(t, call);
    const mediaUrl = await uploadBanner(t, admin);
    expect(mediaUrl).toMatch(/^\/files\/images\/[0-9a-f-]{36}\.png$/);
    const res = await call<AdsCreative>('POST', '/v1/ads/creatives', creativeBody(contract.id, { form: 'banner', mediaUrl, clientId: partner.id, startCreative: '01.04.2025' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      clientId: partner.id,
      contractId: contract.id,
      okveds: ['56.1', '47.7'],
      form: 'banner',
      mediaUrl,
      startCreative: '2025-04-01',
      active: true,
      erid: null,
      ordState: 'new',
    });
    expect((await call<AdsCreative>('GET', `/v1/ads/creatives/${res.body.id}`)).body).toEqual(res.body);
    expect((await call<AdsCreative[]>('GET', `/v1/ads/contracts/${contract.id}/creatives`)).body).toEqual([res.body]);
    expect((await call<ApiError>('GET', `/v1/ads/contracts/${unknownUuid}/creatives`)).status).toBe(404);
  });

  it('drops the file of a text block and needs one for a banner (Загрузите файл)', async () => {
    const { admin, call } = await adsApi(t);
    const { contract } = await registeredContract(t, call);
    const mediaUrl = await uploadBanner(t, admin);
    const text = await makeCreative(call, contract.id, { form: 'text-block', mediaUrl });
    expect(text.mediaUrl).toBeNull();
    const banner = await call<ApiError>('POST', '/v1/ads/creatives', creativeBody(contract.id, { form: 'banner' }));
    expect(banner.status).toBe(400);
    expect(banner.body.fields).toEqual([{ field: 'body.mediaUrl', message: adsMessages.uploadFile }]);
    const foreign = await call<ApiError>('POST', '/v1/ads/creatives', creativeBody(contract.id, { form: 'banner', mediaUrl: '/files/images/00000000-0000-4000-8000-000000000000.png' }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual([{ field: 'body.mediaUrl', message: adsMessages.bannerUnknown }]);
  });

  it('needs at least one known OKVED code (Выберите элементы), every text field, and dates in order', async () => {
    const { call } = await adsApi(t);
    const { contract } = await registeredContract(t, call);
    const none = await call<ApiError>('POST', '/v1/ads/creatives', creativeBody(contract.id, { okveds: [] }));
    expect(none.body.fields).toEqual([{ field: 'body.okveds', message: adsMessages.chooseItems }]);
    const unknown = await call<ApiError>('POST', '/v1/ads/creatives', creativeBody(contract.id, { okveds: ['56.1', '99.99'] }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields?.[0]).toEqual({ field: 'body.okveds', message: `${adsMessages.okvedUnknown}: 99.99` });
    const empty = await call<ApiError>('POST', '/v1/ads/creatives', { contractId: contract.id });
    expect(failingFields(empty.body)).toEqual(
      ['description', 'endCreative', 'endPromo', 'form', 'okveds', 'startCreative', 'startPromo', 'textData', 'title', 'type'].sort(),
    );
    const order = await call<ApiError>('POST', '/v1/ads/creatives', creativeBody(contract.id, { endCreative: '2025-03-31', endPromo: '2025-03-01' }));
    expect(order.body.fields).toEqual([
      { field: 'body.endCreative', message: adsMessages.dateOrder },
      { field: 'body.endPromo', message: adsMessages.dateOrder },
    ]);
  });

  it('is added only to a contract whose status is a success (409), of its own client (400), of a known contract (404)', async () => {
    const { call } = await adsApi(t);
    const partner = await makeAdsPartner(t, call);
    const contract = await makeContract(t, call, partner.id);
    const early = await call<ApiError>('POST', '/v1/ads/creatives', creativeBody(contract.id));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(adsMessages.creativeNeedsSuccess);
    await markRegistered(t, { contract: contract.id });
    const other = await makeAdsPartner(t, call);
    const wrongClient = await call<ApiError>('POST', '/v1/ads/creatives', creativeBody(contract.id, { clientId: other.id }));
    expect(wrongClient.body.fields).toEqual([{ field: 'body.clientId', message: adsMessages.clientNotOfContract }]);
    const missing = await call<ApiError>('POST', '/v1/ads/creatives', creativeBody(unknownUuid));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(adsMessages.contractNotFound);
  });

  it('toggles a creative off and on, audited; 404 for an unknown one', async () => {
    const { call } = await adsApi(t);
    const { contract } = await registeredContract(t, call);
    const creative = await makeCreative(call, contract.id);
    const off = await call<AdsCreative>('POST', `/v1/ads/creatives/${creative.id}/active`, { active: false });
    expect(off.body.active).toBe(false);
    const on = await call<AdsCreative>('POST', `/v1/ads/creatives/${creative.id}/active`, { active: true });
    expect(on.body.active).toBe(true);
    expect((await call<ApiError>('POST', `/v1/ads/creatives/${creative.id}/active`, {})).status).toBe(400);
    const toggles = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, creative.id), eq(auditLog.action, 'ads.creative.active')));
    expect(toggles.map((e) => e.after)).toEqual([{ active: false }, { active: true }]);
    for (const p of [`/v1/ads/creatives/${unknownUuid}`, `/v1/ads/creatives/${unknownUuid}/status`]) {
      const res = await call<ApiError>('GET', p);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(adsMessages.creativeNotFound);
    }
    expect((await call('POST', `/v1/ads/creatives/${unknownUuid}/active`, { active: true })).status).toBe(404);
    expect((await call('POST', `/v1/ads/creatives/${unknownUuid}/send`)).status).toBe(404);
  });

  it('sends a creative: the erid is stored and returned once the operator gives it; registered after its contract', async () => {
    const { call } = await adsApi(t);
    const partner = await makeAdsPartner(t, call);
    await call('POST', `/v1/ads/partners/${partner.id}/send`);
    await settled(call, `/v1/ads/partners/${partner.id}`);
    const contract = await makeContract(t, call, partner.id);
    await call('POST', `/v1/ads/contracts/${contract.id}/send`);
    await settled(call, `/v1/ads/contracts/${contract.id}`);
    await call('GET', `/v1/ads/contracts/${contract.id}/status`);
    const creative = await makeCreative(call, contract.id);
    await call('POST', `/v1/ads/creatives/${creative.id}/send`);
    const waiting = await settled<AdsCreative>(call, `/v1/ads/creatives/${creative.id}`);
    expect(waiting.erid).toMatch(/^[1-9A-HJ-NP-Za-km-z]{12}$/);
    const done = await call<AdsCreative>('GET', `/v1/ads/creatives/${creative.id}/status`);
    expect(done.body).toMatchObject({ ordState: 'success', respStatus: respStatuses.success, erid: waiting.erid });
    await call('POST', `/v1/ads/creatives/${creative.id}/send`);
    expect((await settled<AdsCreative>(call, `/v1/ads/creatives/${creative.id}`)).erid).toBe(waiting.erid);
  });

  it('uploads banners by the image rules: a text file is 415, no file is 400', async () => {
    const { admin } = await adsApi(t);
    const form = new FormData();
    form.append('imageFile', new Blob([Buffer.from('not an image')]), 'banner.png');
    const res = await fetch(`${t.url}/api/v1/ads/creatives/upload`, { method: 'POST', body: form, headers: { 'x-access-token': admin } });
    expect(res.status).toBe(415);
    expect(((await res.json()) as ApiError).message).toBe(uploadMessages.unsupportedType);
    const empty = await fetch(`${t.url}/api/v1/ads/creatives/upload`, { method: 'POST', body: new FormData(), headers: { 'x-access-token': admin } });
    expect(empty.status).toBe(400);
    const operator = await operatorToken(t);
    const denied = await fetch(`${t.url}/api/v1/ads/creatives/upload`, { method: 'POST', body: new FormData(), headers: { 'x-access-token': operator } });
    expect(denied.status).toBe(403);
  });

  it('counts the app’s displays of a creative by its erid (app API key only)', async () => {
    const { call, admin } = await adsApi(t);
    const { contract } = await registeredContract(t, call);
    const creative = await makeCreative(call, contract.id);
    await call('POST', `/v1/ads/creatives/${creative.id}/send`);
    const { erid } = await settled<AdsCreative>(call, `/v1/ads/creatives/${creative.id}`);
    const { headers } = await appKey(t);
    for (const count of [3, 4]) {
      expect((await t.call('POST', '/app/v1/ads/impressions', { headers, body: { erid, count } })).status).toBe(204);
    }
    const [row] = await t.database.db.select().from(adsImpressions).where(eq(adsImpressions.creativeId, creative.id));
    expect(row.count).toBe(7);
    expect((await t.call('POST', '/app/v1/ads/impressions', { headers, body: { erid: 'unknown' } })).status).toBe(404);
    expect((await t.call('POST', '/app/v1/ads/impressions', { token: admin, body: { erid } })).status).toBe(401);
  });

  it('is for superadmins and admins only', async () => {
    const { call } = await adsApi(t);
    const operator = await operatorToken(t);
    for (const [method, p] of [
      ['POST', '/v1/ads/creatives'],
      ['GET', `/v1/ads/creatives/${unknownUuid}`],
      ['POST', `/v1/ads/creatives/${unknownUuid}/send`],
      ['GET', `/v1/ads/creatives/${unknownUuid}/status`],
      ['POST', `/v1/ads/creatives/${unknownUuid}/active`],
      ['POST', '/v1/ads/creatives/upload'],
    ] as const) {
      expect((await t.call(method, p)).status, `${method} ${p}`).toBe(401);
      expect((await call(method, p, undefined, operator)).status, `${method} ${p}`).toBe(403);
    }
  });
});
