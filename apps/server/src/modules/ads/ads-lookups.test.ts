import { describe, expect, it } from 'vitest';
import { messages, type AdsPaged, type AdsPlatform, type ApiError, type OkvedOption, type PartnerPickerItem } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { makePartner } from '../partners/fixtures.js';
import { okved } from './schema.js';
import { adsApi } from './fixtures.js';

const t = useTestApp({ ORD_SANDBOX_DELAY_SECONDS: '0', PUBLIC_URL: 'https://sks.example' });

describe('advertising lookups', () => {
  it('ships every OKVED 2 class and subclass (88 and 272) with its official name, kept between tests', async () => {
    const rows = await t.database.db.select().from(okved);
    expect(rows.filter((r) => /^\d{2}$/.test(r.code))).toHaveLength(88);
    expect(rows.filter((r) => /^\d{2}\.\d$/.test(r.code))).toHaveLength(272);
    expect(rows.find((r) => r.code === '73.1')).toEqual({ code: '73.1', section: 'M', name: 'Деятельность рекламная' });
  });

  it('pages OKVED options 5 at a time and searches code and name', async () => {
    const { call } = await adsApi(t);
    const first = await call<AdsPaged<OkvedOption>>('GET', '/v1/ads/okved');
    expect(first.body.limit).toBe(5);
    expect(first.body.total).toBe(360);
    expect(first.body.result[0]).toEqual({ id: '01', value: '01 Растениеводство и животноводство, охота и предоставление соответствующих услуг в этих областях' });
    const second = await call<AdsPaged<OkvedOption>>('GET', '/v1/ads/okved?current=2');
    expect(second.body.result.map((o) => o.id)).toEqual(['01.5', '01.6', '01.7', '02', '02.1']);
    const byName = await call<AdsPaged<OkvedOption>>('GET', `/v1/ads/okved?search=${encodeURIComponent('рекламная')}`);
    expect(byName.body.result.map((o) => o.id)).toEqual(['73', '73.1']);
    const byCode = await call<AdsPaged<OkvedOption>>('GET', '/v1/ads/okved?search=56.');
    expect(byCode.body.result.map((o) => o.id)).toEqual(['56.1', '56.2', '56.3']);
    expect((await call('GET', '/v1/ads/okved?limit=0')).status).toBe(400);
    expect((await call('GET', '/v1/ads/okved?current=0')).status).toBe(400);
  });

  it('names a bad query parameter in Russian, as every answer speaks', async () => {
    const { call } = await adsApi(t);
    const res = await call<ApiError>('GET', '/v1/ads/okved?limit=100000');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.api.badRequest);
    expect(res.body.fields).toEqual([{ field: 'querystring.limit', message: expect.stringMatching(/^Слишком большое значение/) }]);
  });

  it('tells the product’s own platform, and whether the operator has registered it', async () => {
    const { call } = await adsApi(t);
    const res = await call<AdsPlatform[]>('GET', '/v1/ads/platforms');
    // The start-up job may have registered it already: configured follows the registry state.
    expect(res.body).toEqual([{ orgId: 'sks', name: 'ООО «СКС»', url: 'https://sks.example', configured: res.body[0].ordState === 'success', ordState: expect.any(String), ordError: null }]);
  });

  it('picks platform partners by name, 5 a page, for the add-partner dialog', async () => {
    const { call } = await adsApi(t);
    for (const name of ['Кофейня «Зерно»', 'Кофе Хауз', 'Книжный', 'Кофемания', 'Кофе с собой', 'Кофейный угол', 'Кофеин']) await makePartner(t, null, { name });
    const page = await call<PartnerPickerItem[]>('GET', `/v1/ads/partner-picker?search=${encodeURIComponent('коф')}`);
    expect(page.body).toHaveLength(5);
    expect(Object.keys(page.body[0]).sort()).toEqual(['name', 'uuidPartner']);
    const next = await call<PartnerPickerItem[]>('GET', `/v1/ads/partner-picker?search=${encodeURIComponent('коф')}&current=2`);
    expect(next.body.map((p) => p.name)).toHaveLength(1);
    expect((await call<PartnerPickerItem[]>('GET', '/v1/ads/partner-picker?limit=200')).body).toHaveLength(7);
  });
});
