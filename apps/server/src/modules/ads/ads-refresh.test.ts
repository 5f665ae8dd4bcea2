import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { respStatuses, type AdsPartner } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { auditLog } from '../../platform/audit/schema.js';
import { adsPartners } from './schema.js';
import { adsJobs, adsRefreshQueue, enqueueSend } from './jobs.js';
import { refreshWaiting, type EnqueueSend } from './registry/service.js';
import { adsApi, makeAdsPartner, settled } from './fixtures.js';

const t = useTestApp({ ORD_SANDBOX_DELAY_SECONDS: '0' });

describe('scheduled status refresh', () => {
  it('is scheduled every two minutes', () => {
    expect(adsJobs.schedules).toEqual([{ queue: adsRefreshQueue, cron: '*/2 * * * *' }]);
  });

  it('moves every waiting object to the registry’s verdict without anyone pressing update, audited as the server', async () => {
    const { call } = await adsApi(t);
    const good = await makeAdsPartner(t, call);
    const bad = await makeAdsPartner(t, call, { name: 'ООО «Брак»' });
    await t.database.db.update(adsPartners).set({ inn: '7707083894' }).where(eq(adsPartners.id, bad.id));
    for (const p of [good, bad]) {
      await call('POST', `/v1/ads/partners/${p.id}/send`);
      expect((await settled<AdsPartner>(call, `/v1/ads/partners/${p.id}`)).ordState).toBe('waiting');
    }
    await refreshWaiting(t.app.ctx, enqueueSend);
    expect((await call<AdsPartner>('GET', `/v1/ads/partners/${good.id}`)).body).toMatchObject({ ordState: 'success', respStatus: respStatuses.success });
    expect((await call<AdsPartner>('GET', `/v1/ads/partners/${bad.id}`)).body).toMatchObject({ ordState: 'error', respStatus: respStatuses.asyncError });
    const [last] = (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, good.id))).slice(-1);
    expect(last).toMatchObject({ action: 'ads.partner.status', actorLogin: null, after: { ordState: 'success', respStatus: respStatuses.success, ordError: null } });
  });

  it('queues again an object still marked queued (a job lost in a crash)', async () => {
    const { call } = await adsApi(t);
    const partner = await makeAdsPartner(t, call);
    await t.database.db.update(adsPartners).set({ ordState: 'queued' }).where(eq(adsPartners.id, partner.id));
    const queued: unknown[] = [];
    const spy: EnqueueSend = async (_ctx, data) => void queued.push(data);
    await refreshWaiting(t.app.ctx, spy);
    expect(queued).toContainEqual({ kind: 'partner', id: partner.id });
  });
});
