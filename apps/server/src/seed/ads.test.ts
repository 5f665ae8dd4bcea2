import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { innChecksumOk, respStatuses, type AdsAct, type AdsPartner } from '@sks/contract';
import { useTestApp } from '../test/harness.js';
import { signedIn } from '../test/factories.js';
import { makePartner } from '../modules/partners/fixtures.js';
import { adsActs, adsContracts, adsCreatives, adsImpressions, adsPartners, adsStatistics } from '../modules/ads/schema.js';
import { ordSandboxObjects } from '../integrations/ord/schema.js';
import { seedAds } from './ads.js';

const t = useTestApp({ ORD_SANDBOX_DELAY_SECONDS: '0' });
/** The partners the ad partners belong to (the demo's own partners come with a slower seed). */
const platformPartners = async () => {
  for (let i = 0; i < 10; i += 1) await makePartner(t, null);
};

describe('demo data: advertising marking', () => {
  it('seeds ten partners, fifteen contracts, creatives, acts and statistics in every state, registered with the sandbox', async () => {
    const db = t.database.db;
    await platformPartners();
    await seedAds(db, t.app.ctx.storage);

    const partnerRows = await db.select().from(adsPartners);
    expect(partnerRows).toHaveLength(10);
    expect(new Set(partnerRows.map((p) => p.ordState))).toEqual(new Set(['success', 'waiting', 'new', 'error']));
    expect(partnerRows.filter((p) => p.ordState !== 'error').every((p) => innChecksumOk(p.inn))).toBe(true);
    const contracts = await db.select().from(adsContracts);
    expect(contracts).toHaveLength(15);
    expect(contracts.filter((c) => c.type === 'additional-agreement')).toHaveLength(3);
    expect(new Set(contracts.map((c) => c.ordState))).toEqual(new Set(['success', 'waiting', 'new', 'error']));
    const creatives = await db.select().from(adsCreatives);
    expect(creatives.length).toBeGreaterThanOrEqual(8);
    expect(creatives.some((c) => c.form === 'banner' && c.mediaUrl) && creatives.some((c) => c.form === 'text-block')).toBe(true);
    for (const c of creatives.filter((x) => x.ordState !== 'new')) expect(c.erid).toMatch(/^\w{12}$/);
    expect((await db.select().from(adsActs)).some((a) => a.ordState === 'error')).toBe(true);
    expect((await db.select().from(adsStatistics)).length).toBeGreaterThanOrEqual(8);
    expect((await db.select().from(adsImpressions)).every((i) => i.day <= new Date().toISOString().slice(0, 10))).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    for (const c of contracts) expect(c.date <= today).toBe(true);
    // Every object sent is in the sandbox's registry, the platform's organisation too.
    const sent = partnerRows.filter((p) => p.ordState !== 'new');
    const known = await db.select().from(ordSandboxObjects).where(eq(ordSandboxObjects.kind, 'organization'));
    expect(known.map((k) => k.objectId).sort()).toEqual([...sent.map((p) => p.id), 'sks'].sort());
  });

  it('reads as a person would: the waiting partner settles, the refused act shows the registry’s message', async () => {
    const db = t.database.db;
    await platformPartners();
    await seedAds(db, t.app.ctx.storage);
    const token = (await signedIn(t)).tokens.accessToken;
    const [waiting] = await db.select().from(adsPartners).where(eq(adsPartners.ordState, 'waiting'));
    const settled = await t.call<AdsPartner>('GET', `/v1/ads/partners/${waiting.id}/status`, { token });
    expect(settled.body).toMatchObject({ ordState: 'success', respStatus: respStatuses.success });
    const [refused] = await db.select().from(adsActs).where(and(eq(adsActs.ordState, 'error')));
    const act = await t.call<AdsAct>('GET', `/v1/ads/acts/${refused.id}/status`, { token });
    expect(act.body.ordState).toBe('error');
    expect(act.body.ordError).toMatch(/^Период акта .* выходит за пределы договора от \d{2}\.\d{2}\.\d{4}$/);
  });
});
