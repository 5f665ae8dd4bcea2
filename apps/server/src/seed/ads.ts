import { asc } from 'drizzle-orm';
import { formatRuDate, respStatuses, toWireDate, type OrdState } from '@sks/contract';
import type { Db } from '../platform/db/client.js';
import type { Storage } from '../platform/storage/storage.js';
import { partners } from '../modules/partners/schema.js';
import { adsActs, adsContracts, adsCreatives, adsImpressions, adsPartners, adsPlatform, adsStatistics } from '../modules/ads/schema.js';
import { ordSandboxObjects } from '../integrations/ord/schema.js';
import { newErid } from '../integrations/ord/sandbox.js';
import { ordStatusTexts, type OrdObjectKind } from '../integrations/ord/ord.js';
import { demoCreativeTexts, demoRefusals } from './ads-data.js';
import { demoPalette, gradientPng } from './demo-images.js';
import { prng, type Rng } from './random.js';

const dayMs = 86_400_000;
const day = (now: Date, offset: number) => toWireDate(new Date(now.getTime() + offset * dayMs));

/** An INN whose check digits hold: 10 digits for a legal entity, 12 for a person. */
function demoInn(rng: Rng, digits: 10 | 12): string {
  const checks = digits === 10 ? 1 : 2;
  const d = [7, 7, ...Array.from({ length: digits - 2 - checks }, () => rng.int(0, 9))];
  const check = (weights: number[]) => (weights.reduce((sum, w, i) => sum + w * d[i], 0) % 11) % 10;
  if (digits === 10) return [...d, check([2, 4, 10, 3, 5, 9, 4, 6, 8])].join('');
  d.push(check([7, 2, 4, 10, 3, 5, 9, 4, 6, 8]));
  return [...d, check([3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])].join('');
}

type Registry = { ordState: OrdState; respStatus: string | null; ordError: string | null; sentAt: Date | null; ordRequestId: string | null };
type SandboxRow = typeof ordSandboxObjects.$inferInsert;

/**
 * The demo's state of one object, and the sandbox operator's record of it: registered long
 * ago, accepted just now (it settles after the sandbox's delay), refused with the registry's
 * message, or never sent.
 */
function registered(kind: OrdObjectKind, id: string, body: object, state: 'success' | 'waiting' | 'error' | 'new', now: Date, sandbox: SandboxRow[], message: string | null = null, token: string | null = null): Registry {
  if (state === 'new') return { ordState: 'new', respStatus: null, ordError: null, sentAt: null, ordRequestId: null };
  const requestId = `${kind}-${id}`;
  const acceptedAt = state === 'waiting' ? now : new Date(now.getTime() - 3 * dayMs);
  sandbox.push({ kind, objectId: id, requestId, body, outcome: state === 'error' ? 'error' : 'success', errorMessage: message, token, erirId: state === 'error' ? null : `erir-${id}`, acceptedAt });
  if (state === 'success') return { ordState: 'success', respStatus: respStatuses.success, ordError: null, sentAt: acceptedAt, ordRequestId: requestId };
  if (state === 'waiting') return { ordState: 'waiting', respStatus: ordStatusTexts.accepted, ordError: null, sentAt: acceptedAt, ordRequestId: requestId };
  return { ordState: 'error', respStatus: ordStatusTexts.asyncError, ordError: message, sentAt: acceptedAt, ordRequestId: requestId };
}

/**
 * Advertising marking of the demo: the product's platform, ten ad partners, fifteen contracts
 * and agreements, creatives with banners, acts and months of statistics, in every registry
 * state, each registered with the offline operator in its final state so nothing waits.
 */
export async function seedAds(db: Db, storage: Storage, now = new Date()): Promise<void> {
  const rng = prng(20_261_125);
  const sandbox: SandboxRow[] = [];
  const platform = { orgId: 'sks', inn: '7701000001', name: 'ООО «СКС»', url: 'http://127.0.0.1:8080' };
  // Upserts: a server that started before the data was loaded may have made (and sent) its platform already.
  const platformState = registered('platform', 'sks', { organizationId: 'sks', platformId: 'sks' }, 'success', now, sandbox);
  await db.insert(adsPlatform).values({ ...platform, ...platformState }).onConflictDoUpdate({ target: adsPlatform.orgId, set: platformState });
  registered('organization', 'sks', { id: 'sks', inn: platform.inn, isRr: true }, 'success', now, sandbox);

  // Ten advertisers: seven registered, one waiting, one never sent, one refused for its INN.
  const owners = await db.select({ uuid: partners.uuid, name: partners.name, legalName: partners.legalName }).from(partners).orderBy(asc(partners.id)).limit(10);
  const partnerStates = ['success', 'success', 'success', 'success', 'success', 'success', 'success', 'waiting', 'new', 'error'] as const;
  const partnerRows = owners.map((o, i) => {
    const type = i === 3 || i === 6 ? ('ip' as const) : ('ul' as const);
    let inn = demoInn(rng, type === 'ul' ? 10 : 12);
    if (partnerStates[i] === 'error') inn = `${inn.slice(0, 9)}${(Number(inn[9]) + 1) % 10}`;
    const id = crypto.randomUUID();
    const name = type === 'ip' ? `ИП ${['Смирнова Анна Сергеевна', 'Кузнецов Илья Андреевич'][i === 3 ? 0 : 1]}` : o.legalName || o.name;
    const state = partnerStates[i];
    return { id, uuidPartner: o.uuid, type, inn, name, ...registered('organization', id, { id, type, inn, name }, state, now, sandbox, state === 'error' ? demoRefusals.partnerInn(inn) : null) };
  });
  await db.insert(adsPartners).values(partnerRows);

  // Fifteen contracts: two for each of the six first registered partners, three agreements.
  const clients = partnerRows.slice(0, 6);
  const contractRows: (typeof adsContracts.$inferInsert & { id: string })[] = [];
  clients.forEach((client, i) => {
    for (const n of [1, 2]) {
      const id = crypto.randomUUID();
      const date = day(now, -rng.int(60, 240));
      const state = i === 5 && n === 2 ? 'waiting' : i === 4 && n === 2 ? 'new' : 'success';
      const body = { id, type: 'contract', clientId: client.id, contractorId: 'sks', date };
      contractRows.push({ id, type: 'contract', clientId: client.id, parentId: null, number: `РК-${2025}/${String(i * 2 + n).padStart(3, '0')}`, date, amount: rng.int(30, 900) * 1_000, isVat: rng.next() < 0.7, subjectType: 'distribution', actionType: 'distribution', ...registered('contract', id, body, state, now, sandbox) });
    }
  });
  for (const [k, parent] of [contractRows[0], contractRows[2], contractRows[9]].entries()) {
    const id = crypto.randomUUID();
    const date = day(now, -rng.int(5, 40));
    const state = k === 2 ? 'error' : 'success';
    const body = { id, type: 'additional-agreement', clientId: parent.clientId, parentContractId: parent.id, date };
    contractRows.push({ id, type: 'additional-agreement', clientId: parent.clientId, parentId: parent.id, number: `ДС-${k + 1} к ${parent.number}`, date, amount: rng.int(10, 200) * 1_000, isVat: true, subjectType: 'distribution', actionType: 'distribution', ...registered('contract', id, body, state, now, sandbox, state === 'error' ? demoRefusals.agreementParent : null) });
  }
  await db.insert(adsContracts).values(contractRows);

  // Creatives of the registered contracts: banners and text blocks, most registered with an erid.
  const creativeStates = ['success', 'success', 'success', 'waiting', 'success', 'new', 'success', 'success', 'success', 'success'] as const;
  const withCreatives = contractRows.filter((c) => c.ordState === 'success').slice(0, creativeStates.length);
  const creativeRows = [];
  for (const [i, contract] of withCreatives.entries()) {
    const text = demoCreativeTexts[i % demoCreativeTexts.length];
    const id = crypto.randomUUID();
    const banner = i % 3 !== 2;
    let mediaUrl: string | null = null;
    if (banner) {
      const [from, to] = demoPalette[i % demoPalette.length];
      const key = `images/${id}.png`;
      await storage.put(key, gradientPng(240, 120, from, to), 'image/png');
      mediaUrl = `/files/${key}`;
    }
    const state = creativeStates[i];
    const erid = state === 'new' ? null : newErid();
    const start = day(now, -rng.int(40, 90));
    creativeRows.push({
      id,
      contractId: contract.id,
      okveds: [...text.okveds],
      type: rng.next() < 0.75 ? ('cpm' as const) : ('cpc' as const),
      form: banner ? ('banner' as const) : ('text-block' as const),
      mediaUrl,
      mediaDescription: banner ? text.title : null,
      textData: text.text,
      description: text.description,
      title: text.title,
      startCreative: start,
      endCreative: day(now, 0),
      startPromo: start,
      endPromo: day(now, 0),
      active: i !== 4,
      erid,
      ...registered('creative', id, { id, contractIds: [contract.id] }, state, now, sandbox, null, erid),
    });
  }
  await db.insert(adsCreatives).values(creativeRows);

  // Acts and monthly statistics of the registered creatives: the last two full months.
  const actRows = [];
  const statisticRows = [];
  const impressionRows = [];
  for (const [i, creative] of creativeRows.filter((c) => c.ordState === 'success').entries()) {
    const contract = contractRows.find((c) => c.id === creative.contractId)!;
    for (const back of [2, 1]) {
      const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
      const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 0));
      // One act was dated before its contract began: the registry refused it.
      const outside = i === 1 && back === 2;
      const contractDay = new Date(`${contract.date}T00:00:00Z`).getTime();
      const startDate = outside ? toWireDate(contractDay - 10 * dayMs) : toWireDate(first);
      const endDate = outside ? toWireDate(contractDay + 20 * dayMs) : toWireDate(last);
      const actId = crypto.randomUUID();
      const actState = outside ? 'error' : i === 2 && back === 1 ? 'waiting' : 'success';
      const amount = rng.int(15, 120) * 1_000;
      const message = outside ? `Период акта ${formatRuDate(startDate)}–${formatRuDate(endDate)} выходит за пределы договора от ${formatRuDate(contract.date)}` : null;
      actRows.push({ id: actId, creativeId: creative.id, contractId: contract.id, number: `А-${String(actRows.length + 101)}`, date: day(now, -(back - 1) * 30 - 1), startDate, endDate, amount, isVat: true, ...registered('invoice', actId, { id: actId, contractId: contract.id, startDate, endDate }, actState, now, sandbox, message) });
      if (actState !== 'success') continue;
      const statId = crypto.randomUUID();
      const impsPlan = rng.int(20, 80) * 1_000;
      const impsFact = Math.round(impsPlan * (0.8 + rng.next() * 0.3));
      statisticRows.push({
        id: statId, creativeId: creative.id, contractId: contract.id, actId, platformId: 'sks', month: startDate.slice(0, 7), impsPlan, impsFact, impsCounted: false,
        dateStartPlan: startDate, dateEndPlan: endDate, dateStartFact: startDate, dateEndFact: endDate, amount, amountPerUnit: Math.round((amount / impsFact) * 100) / 100, isVat: true,
        ...registered('statistics', statId, { id: statId, creativeId: creative.id, invoiceId: actId }, i === 3 && back === 1 ? 'waiting' : 'success', now, sandbox),
      });
    }
    // The app's own count of this month so far: what the next month's statistics will take.
    for (let d = 1; d <= now.getUTCDate() - 1; d += 1) {
      impressionRows.push({ creativeId: creative.id, day: toWireDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), d))), count: rng.int(300, 1_500) });
    }
  }
  if (actRows.length) await db.insert(adsActs).values(actRows);
  if (statisticRows.length) await db.insert(adsStatistics).values(statisticRows);
  if (impressionRows.length) await db.insert(adsImpressions).values(impressionRows);
  await db.insert(ordSandboxObjects).values(sandbox).onConflictDoNothing();
}
