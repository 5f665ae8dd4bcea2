import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adsMessages, innChecksumOk, respStatuses, type AdsPaged, type AdsPartner, type ApiError } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { signedIn } from '../../test/factories.js';
import { auditLog } from '../../platform/audit/schema.js';
import { makePartner } from '../partners/fixtures.js';
import { adsPartners } from './schema.js';
import { adsApi, failingFields, makeAdsPartner, operatorToken, settled, unknownUuid, validInn } from './fixtures.js';

const t = useTestApp({ ORD_SANDBOX_DELAY_SECONDS: '0' });

describe('ad partners', () => {
  it('has test INNs whose check digits hold', () => {
    expect(innChecksumOk(validInn.ul)).toBe(true);
    expect(innChecksumOk(validInn.ip)).toBe(true);
  });

  it('creates a partner of a platform partner, reads it back and lists it, searching by name and INN', async () => {
    const { call } = await adsApi(t);
    const platformPartner = await makePartner(t, null, { name: 'Кофейня «Зерно»' });
    const res = await call<AdsPartner>('POST', '/v1/ads/partners', { uuidPartner: platformPartner.uuid, type: 'ul', inn: validInn.ul, name: 'ООО «Зерно»' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uuidPartner: platformPartner.uuid,
      partnerName: 'Кофейня «Зерно»',
      type: 'ul',
      inn: validInn.ul,
      name: 'ООО «Зерно»',
      isRr: false,
      respStatus: null,
      ordState: 'new',
      ordError: null,
    });
    expect((await call<AdsPartner>('GET', `/v1/ads/partners/${res.body.id}`)).body).toEqual(res.body);
    await makeAdsPartner(t, call, { name: 'ИП Смирнова', type: 'ip', inn: validInn.ip });

    const all = await call<AdsPaged<AdsPartner>>('GET', '/v1/ads/partners');
    expect(all.body.total).toBe(2);
    expect(all.body.limit).toBe(10);
    expect(all.body.result.map((p) => p.name)).toEqual(['ИП Смирнова', 'ООО «Зерно»']);
    expect((await call<AdsPaged<AdsPartner>>('GET', '/v1/ads/partners?search=зерно')).body.result.map((p) => p.id)).toEqual([res.body.id]);
    expect((await call<AdsPaged<AdsPartner>>('GET', `/v1/ads/partners?search=${validInn.ip}`)).body.total).toBe(1);
    const second = await call<AdsPaged<AdsPartner>>('GET', '/v1/ads/partners?limit=1&current=2');
    expect(second.body).toMatchObject({ total: 2, limit: 1 });
    expect(second.body.result.map((p) => p.name)).toEqual(['ООО «Зерно»']);
    expect((await call<AdsPaged<AdsPartner>>('GET', '/v1/ads/partners?success=true')).body.total).toBe(0);
  });

  it('refuses a bad INN before anything is sent: wrong length for the type, wrong check digits', async () => {
    const { call } = await adsApi(t);
    const { uuid } = await makePartner(t, null);
    for (const [type, inn, message] of [
      ['ul', '7707083894', adsMessages.innChecksum],
      ['ul', validInn.ip, adsMessages.innDigits.ul],
      ['ip', validInn.ul, adsMessages.innDigits.ip],
      ['fl', '50010073225', adsMessages.innDigits.fl],
      ['fl', '500100732258', adsMessages.innChecksum],
    ] as const) {
      const res = await call<ApiError>('POST', '/v1/ads/partners', { uuidPartner: uuid, type, inn, name: 'Иванов Иван' });
      expect(res.status, `${type} ${inn}`).toBe(400);
      expect(res.body.fields).toEqual([{ field: 'body.inn', message }]);
    }
  });

  it('names every missing field as required', async () => {
    const { call } = await adsApi(t);
    const res = await call<ApiError>('POST', '/v1/ads/partners', {});
    expect(res.status).toBe(400);
    expect(failingFields(res.body)).toEqual(['inn', 'name', 'type', 'uuidPartner']);
    for (const f of res.body.fields ?? []) expect(f.message).toBe(adsMessages.required);
  });

  it('answers 404 for an unknown platform partner and 409 for a partner added twice', async () => {
    const { call } = await adsApi(t);
    const unknown = await call<ApiError>('POST', '/v1/ads/partners', { uuidPartner: unknownUuid, type: 'ul', inn: validInn.ul, name: 'ООО' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(adsMessages.platformPartnerNotFound);
    const partner = await makeAdsPartner(t, call);
    const twice = await call<ApiError>('POST', '/v1/ads/partners', { uuidPartner: partner.uuidPartner, type: 'ul', inn: validInn.ul, name: 'ООО' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(adsMessages.partnerTaken);
  });

  it('edits type, INN and name; what the GET gives back is accepted by the PUT; 404 for an unknown id', async () => {
    const { call } = await adsApi(t);
    const partner = await makeAdsPartner(t, call);
    const same = await call<AdsPartner>('PUT', `/v1/ads/partners/${partner.id}`, partner);
    expect(same.status).toBe(200);
    expect(same.body).toEqual(partner);
    const edited = await call<AdsPartner>('PUT', `/v1/ads/partners/${partner.id}`, { type: 'fl', inn: validInn.fl, name: 'Петров Пётр Петрович' });
    expect(edited.body).toMatchObject({ type: 'fl', inn: validInn.fl, name: 'Петров Пётр Петрович', uuidPartner: partner.uuidPartner });
    const bad = await call<ApiError>('PUT', `/v1/ads/partners/${partner.id}`, { type: 'ul', inn: validInn.fl, name: 'ООО' });
    expect(bad.status).toBe(400);
    for (const [method, p] of [
      ['GET', `/v1/ads/partners/${unknownUuid}`],
      ['PUT', `/v1/ads/partners/${unknownUuid}`],
      ['GET', `/v1/ads/partners/${unknownUuid}/status`],
      ['POST', `/v1/ads/partners/${unknownUuid}/send`],
    ] as const) {
      const res = await call<ApiError>(method, p, method === 'PUT' ? { type: 'ul', inn: validInn.ul, name: 'ООО' } : undefined);
      expect(res.status, `${method} ${p}`).toBe(404);
      expect(res.body.message).toBe(adsMessages.partnerNotFound);
    }
    expect((await call<ApiError>('GET', '/v1/ads/partners/not-a-uuid')).status).toBe(400);
  });

  it('sends a partner: answers at once as queued, the job registers it, the status reads ERIR success; all audited', async () => {
    const { call } = await adsApi(t);
    const partner = await makeAdsPartner(t, call);
    const sent = await call<AdsPartner>('POST', `/v1/ads/partners/${partner.id}/send`);
    expect(sent.status).toBe(200);
    expect(sent.body.ordState).toBe('queued');
    const waiting = await settled<AdsPartner>(call, `/v1/ads/partners/${partner.id}`);
    expect(waiting).toMatchObject({ ordState: 'waiting', respStatus: respStatuses.accepted });
    const checked = await call<AdsPartner>('GET', `/v1/ads/partners/${partner.id}/status`);
    expect(checked.body).toMatchObject({ ordState: 'success', respStatus: respStatuses.success, ordError: null });
    expect((await call<AdsPaged<AdsPartner>>('GET', '/v1/ads/partners?success=true')).body.result.map((p) => p.id)).toEqual([partner.id]);
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, partner.id))).map((e) => e.action);
    expect(actions).toEqual(['ads.partner.create', 'ads.partner.send', 'ads.partner.status', 'ads.partner.status']);
  });

  it('shows the operator’s message for a partner the registry refuses', async () => {
    const { call } = await adsApi(t);
    const partner = await makeAdsPartner(t, call);
    // An INN that passed our check once and was made bad behind the form's back: the sandbox refuses it as the registry would.
    await t.database.db.update(adsPartners).set({ inn: '7707083894' }).where(eq(adsPartners.id, partner.id));
    await call('POST', `/v1/ads/partners/${partner.id}/send`);
    await settled(call, `/v1/ads/partners/${partner.id}`);
    const checked = await call<AdsPartner>('GET', `/v1/ads/partners/${partner.id}/status`);
    expect(checked.body).toMatchObject({ ordState: 'error', respStatus: respStatuses.asyncError });
    expect(checked.body.ordError).toContain('7707083894');
  });

  it('is for superadmins and admins only: 401 without a token, 403 for an operator', async () => {
    const { call } = await adsApi(t);
    const operator = await operatorToken(t);
    for (const [method, p] of [
      ['GET', '/v1/ads/partners'],
      ['POST', '/v1/ads/partners'],
      ['GET', `/v1/ads/partners/${unknownUuid}`],
      ['PUT', `/v1/ads/partners/${unknownUuid}`],
      ['GET', `/v1/ads/partners/${unknownUuid}/status`],
      ['POST', `/v1/ads/partners/${unknownUuid}/send`],
      ['GET', `/v1/ads/partners/${unknownUuid}/contracts`],
      ['GET', '/v1/ads/okved'],
      ['GET', '/v1/ads/platforms'],
      ['GET', '/v1/ads/partner-picker'],
    ] as const) {
      expect((await t.call(method, p)).status, `${method} ${p}`).toBe(401);
      expect((await call(method, p, undefined, operator)).status, `${method} ${p}`).toBe(403);
    }
    const superadmin = (await signedIn(t, 'superadmin')).tokens.accessToken;
    expect((await call('GET', '/v1/ads/partners', undefined, superadmin)).status).toBe(200);
  });
});
