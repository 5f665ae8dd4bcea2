import { eq } from 'drizzle-orm';
import {
  apiPath,
  type AdsAct,
  type AdsActCreateValues,
  type AdsContract,
  type AdsContractCreateValues,
  type AdsCreative,
  type AdsCreativeCreateValues,
  type AdsPartner,
  type AdsStatisticCreateValues,
} from '@sks/contract';
import type { TestApp, TestResponse } from '../../test/harness.js';
import { signedIn } from '../../test/factories.js';
import { makePartner } from '../partners/fixtures.js';
import { tinyImages } from '../upload/test-images.js';
import { adsContracts, adsPartners } from './schema.js';

/** Test factories and calls of the advertising API; not a test file itself. */

export { operatorToken, unknownUuid } from '../partners/partners-api.js';
export { failingFields } from '../partners/fixtures.js';

/** INNs whose check digits hold: a legal entity's (10 digits) and a person's (12). */
export const validInn = { ul: '7707083893', ip: '500100732259', fl: '500100732259' } as const;

/** An admin's calls of the advertising API; `token` for another account's. */
export async function adsApi(t: TestApp) {
  const { tokens } = await signedIn(t);
  const admin = tokens.accessToken;
  const call = <T>(method: string, path: string, body?: unknown, token: string | undefined = admin): Promise<TestResponse<T>> =>
    t.call<T>(method, path, { token, body });
  return { admin, call };
}
export type AdsCall = Awaited<ReturnType<typeof adsApi>>['call'];

/** A stored platform partner, and an ad partner of it made through the API. */
export async function makeAdsPartner(t: TestApp, call: AdsCall, over: Partial<{ type: 'ul' | 'ip' | 'fl'; inn: string; name: string }> = {}) {
  const platformPartner = await makePartner(t, null);
  const res = await call<AdsPartner>('POST', '/v1/ads/partners', { uuidPartner: platformPartner.uuid, type: 'ul', inn: validInn.ul, name: 'ООО «Ромашка»', ...over });
  if (res.status !== 200) throw new Error(`ad partner: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const contractBody = (clientId: string, over: Partial<AdsContractCreateValues> = {}): AdsContractCreateValues => ({
  type: 'contract',
  clientId,
  number: 'Д-2025/17',
  date: '2025-03-01',
  amount: 150_000.5,
  isVat: true,
  subjectType: 'distribution',
  actionType: 'distribution',
  ...over,
});

export async function makeContract(t: TestApp, call: AdsCall, clientId: string, over: Partial<AdsContractCreateValues> = {}) {
  const res = await call<AdsContract>('POST', '/v1/ads/contracts', contractBody(clientId, over));
  if (res.status !== 200) throw new Error(`contract: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Marks stored objects as the registry accepted them, without the operator (for the rules that need it). */
export async function markRegistered(t: TestApp, what: { partner?: string; contract?: string }) {
  const registered = { ordState: 'success' as const, respStatus: 'ERIR success', sentAt: new Date() };
  if (what.partner) await t.database.db.update(adsPartners).set(registered).where(eq(adsPartners.id, what.partner));
  if (what.contract) await t.database.db.update(adsContracts).set(registered).where(eq(adsContracts.id, what.contract));
}

/** A registered contract of a new ad partner: what creatives need. */
export async function registeredContract(t: TestApp, call: AdsCall) {
  const partner = await makeAdsPartner(t, call);
  const contract = await makeContract(t, call, partner.id);
  await markRegistered(t, { partner: partner.id, contract: contract.id });
  return { partner, contract };
}

export async function uploadBanner(t: TestApp, token: string): Promise<string> {
  const form = new FormData();
  form.append('imageFile', new Blob([tinyImages['image/png']]), 'banner.png');
  const res = await fetch(`${t.url}/api/v1/ads/creatives/upload`, { method: 'POST', body: form, headers: { 'x-access-token': token } });
  const body = (await res.json()) as { urlFile: string };
  if (res.status !== 200) throw new Error(`upload: ${res.status}`);
  return body.urlFile;
}

export const creativeBody = (contractId: string, over: Partial<AdsCreativeCreateValues> = {}): AdsCreativeCreateValues => ({
  contractId,
  okveds: ['56.1', '47.7'],
  type: 'cpm',
  form: 'text-block',
  textData: 'Скидка 20% на кофе по студенческому',
  description: 'Кофейня «Зерно»: кофе и выпечка',
  title: 'Осенний кофе',
  startCreative: '2025-04-01',
  endCreative: '2025-06-30',
  startPromo: '2025-04-01',
  endPromo: '2025-05-31',
  ...over,
});

export async function makeCreative(call: AdsCall, contractId: string, over: Partial<AdsCreativeCreateValues> = {}) {
  const res = await call<AdsCreative>('POST', '/v1/ads/creatives', creativeBody(contractId, over));
  if (res.status !== 200) throw new Error(`creative: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const actBody = (creative: AdsCreative, over: Partial<AdsActCreateValues> = {}): AdsActCreateValues => ({
  number: 'А-104',
  date: '2025-05-05',
  startDate: '2025-04-01',
  endDate: '2025-04-30',
  amount: 30_000,
  isVat: true,
  contractId: creative.contractId,
  creativeId: creative.id,
  ...over,
});

export async function makeAct(call: AdsCall, creative: AdsCreative, over: Partial<AdsActCreateValues> = {}) {
  const res = await call<AdsAct>('POST', '/v1/ads/acts', actBody(creative, over));
  if (res.status !== 200) throw new Error(`act: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const statisticBody = (creative: AdsCreative, act: AdsAct, over: Partial<AdsStatisticCreateValues> = {}): AdsStatisticCreateValues => ({
  creativeId: creative.id,
  contractId: creative.contractId,
  invoiceId: act.id,
  platformId: 'sks',
  impsPlan: 10_000,
  impsFact: 9_512,
  dateStartPlan: '2025-04-01',
  dateEndPlan: '2025-04-30',
  dateStartFact: '2025-04-01',
  dateEndFact: '2025-04-30',
  amount: 30_000,
  amountPerUnit: 3.15,
  isVat: true,
  ...over,
});

/** Reads `path` until the object has left the 'queued' state (its send job ran), for at most 10 s. */
export async function settled<T extends { ordState: string }>(call: AdsCall, path: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await call<T>('GET', path);
    if (res.body.ordState !== 'queued' || Date.now() > deadline) return res.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const path = apiPath;
