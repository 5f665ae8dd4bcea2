import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { partnerViewsMessages, toWireDate, type ApiError, type PartnerRatingRow, type PartnerViewsDay } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { appKey, signedIn } from '../../test/factories.js';
import { revokeApiKeys } from '../../platform/app-api/keys.js';
import { makePartner } from '../partners/fixtures.js';
import { operatorToken, unknownUuid } from '../partners/partners-api.js';
import { jobsSettled } from '../../test/jobs.js';
import { partnerViews, partnerViewsDaily, partnerViewsPending, partnerViewTotals, partnerViewWindow } from './schema.js';
import { flushPendingViews, moveMonthWindow, rebuildRollups, recordViews } from './views-repo.js';
import { flushViews, monthFromOf } from './views-service.js';
import { partnerViewsRollupQueue } from './jobs.js';

const t = useTestApp();
const dayMs = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * dayMs).toISOString();
type Event = { uuidPartner: string; kind: 'card' | 'barcode'; at: string };
const events = (uuidPartner: string, kind: Event['kind'], n: number, at = ago(0)): Event[] =>
  Array.from({ length: n }, () => ({ uuidPartner, kind, at }));

async function post(body: unknown, headers?: Record<string, string>) {
  const h = headers ?? (await appKey(t)).headers;
  return t.call<{ accepted: number } & ApiError>('POST', '/app/v1/partner-views', { headers: h, body });
}

async function rating(token: string, headers: Record<string, string>) {
  return t.call<PartnerRatingRow[] & ApiError>('GET', '/v2/statistics/partner', { token, headers: { 'X-Period': 'all', ...headers } });
}

const rows = (q: ReturnType<typeof sql>) => t.database.db.execute(q).then((r) => (r as unknown as { rows: unknown[] }).rows);
const pendingCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(partnerViewsPending))[0].n;

/** The roll-ups as the raw events would make them, and as they are; nothing may be left pending. */
async function rollupsAgree() {
  const db = t.database.db;
  expect(await pendingCount()).toBe(0);
  const fromRaw = await rows(sql`SELECT uuid_partner, (at AT TIME ZONE 'Europe/Moscow')::date::text AS day,
      count(*) FILTER (WHERE kind = 'card')::int AS card, count(*) FILTER (WHERE kind = 'barcode')::int AS barcode
    FROM ${partnerViews} GROUP BY 1, 2 ORDER BY 1, 2`);
  const daily = await rows(sql`SELECT uuid_partner, day::text AS day, c_view_card::int AS card, c_view_barcode::int AS barcode
    FROM ${partnerViewsDaily} ORDER BY 1, 2`);
  expect(daily).toEqual(fromRaw);
  const [window] = await db.select().from(partnerViewWindow);
  const totals = await rows(sql`SELECT period, uuid_partner, c_view_card::int AS card, c_view_barcode::int AS barcode
    FROM ${partnerViewTotals} WHERE c_view_card + c_view_barcode > 0 ORDER BY 1, 2`);
  const expected = await rows(sql`SELECT p.period, uuid_partner, sum(c_view_card)::int AS card, sum(c_view_barcode)::int AS barcode
    FROM ${partnerViewsDaily} CROSS JOIN (VALUES ('all'), ('month')) AS p(period)
    WHERE p.period = 'all' OR day >= ${window.monthFrom}::date GROUP BY 1, 2 ORDER BY 1, 2`);
  expect(totals).toEqual(expected);
  return fromRaw.length;
}

describe('POST /app/v1/partner-views', () => {
  it('records a batch and rolls it up per partner and Moscow day; parallel batches add up exactly', async () => {
    const [a, b] = [await makePartner(t, null), await makePartner(t, null)];
    const { headers } = await appKey(t);
    const first = await post({ events: [...events(a.uuid, 'card', 3), ...events(a.uuid, 'barcode', 2, ago(40)), ...events(b.uuid, 'barcode', 1)] }, headers);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ accepted: 6 });
    // Twenty batches at once, over the same rows: no deadlock, nothing lost.
    const batches = Array.from({ length: 20 }, (_, i) => [
      ...events(i % 2 ? a.uuid : b.uuid, 'card', 10, ago(i % 3)),
      ...events(i % 2 ? b.uuid : a.uuid, 'barcode', 5, ago(i % 5)),
    ]);
    const answers = await Promise.all(batches.map((batch) => post({ events: batch }, headers)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    // A read of the rating flushes what is pending first.
    expect((await rating((await signedIn(t)).tokens.accessToken, {})).status).toBe(200);
    expect(await rollupsAgree()).toBeGreaterThan(2);
    const [{ n }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(partnerViews);
    expect(n).toBe(6 + 20 * 15);
  });

  it('takes every date-time form; a Moscow day is the day of the event', async () => {
    const p = await makePartner(t, null);
    const day = toWireDate(ago(3));
    const [y, m, d] = day.split('-');
    // 21:30 UTC is 00:30 of the next Moscow day; a date-time without an offset is Moscow time.
    const res = await post({
      events: [
        { uuidPartner: p.uuid, kind: 'card', at: `${day}T21:30:00Z` },
        { uuidPartner: p.uuid, kind: 'card', at: `${d}.${m}.${y} 23:59` },
      ],
    });
    expect(res.status).toBe(200);
    await flushViews(t.app.ctx);
    const days = await t.database.db.select().from(partnerViewsDaily);
    expect(days.map((r) => [r.day, r.cViewCard]).sort()).toEqual([[toWireDate(ago(3)), 1], [toWireDate(ago(2)), 1]].sort());
  });

  it('refuses the whole batch, naming the partner, when one partner is unknown', async () => {
    const p = await makePartner(t, null);
    const res = await post({ events: [...events(p.uuid, 'card', 5), ...events(unknownUuid, 'barcode', 1)] });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(partnerViewsMessages.partnerNotFound(unknownUuid));
    expect(await t.database.db.select().from(partnerViews)).toEqual([]);
    expect(await pendingCount()).toBe(0);
  });

  it('answers 400 naming the field for bad input, and takes at most 1 000 events', async () => {
    const p = await makePartner(t, null);
    const { headers } = await appKey(t);
    const cases: [unknown, string][] = [
      [{}, 'body.events'],
      [{ events: [] }, 'body.events'],
      [{ events: events(p.uuid, 'card', 1001) }, 'body.events'],
      [{ events: [{ uuidPartner: p.uuid, kind: 'like', at: ago(0) }] }, 'body.events.0.kind'],
      [{ events: [...events(p.uuid, 'card', 2), { uuidPartner: 'x', kind: 'card', at: ago(0) }] }, 'body.events.2.uuidPartner'],
      [{ events: [{ uuidPartner: p.uuid, kind: 'card', at: 'вчера' }] }, 'body.events.0.at'],
      [{ events: [{ uuidPartner: p.uuid, kind: 'card', at: ago(-1) }] }, 'body.events.0.at'],
      [{ events: [{ uuidPartner: p.uuid, kind: 'card', at: ago(400) }] }, 'body.events.0.at'],
      [{ events: [{ uuidPartner: p.uuid, kind: 'card' }] }, 'body.events.0.at'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body, headers);
      expect(res.status, field).toBe(400);
      expect(res.body.fields?.map((f) => f.field), JSON.stringify(body).slice(0, 120)).toEqual([field]);
    }
    expect((await post({ events: events(p.uuid, 'barcode', 1000) }, headers)).body).toEqual({ accepted: 1000 });
    const broken = await t.call<ApiError>('POST', '/app/v1/partner-views', { headers: { ...headers, 'content-type': 'application/json' }, rawBody: '{"events": [' });
    expect(broken.status).toBe(400);
  });

  it('answers 401 without a key, with a wrong or revoked one, and to a console token', async () => {
    const p = await makePartner(t, null);
    const body = { events: events(p.uuid, 'card', 1) };
    expect((await t.call('POST', '/app/v1/partner-views', { body })).status).toBe(401);
    expect((await post(body, { 'x-api-key': 'sks_wrong' })).status).toBe(401);
    const { headers } = await appKey(t, 'old app');
    await revokeApiKeys(t.database.db, { name: 'old app' });
    expect((await post(body, headers)).status).toBe(401);
    const { tokens } = await signedIn(t, 'superadmin');
    expect((await t.call('POST', '/app/v1/partner-views', { token: tokens.accessToken, body })).status).toBe(401);
    expect(await t.database.db.select().from(partnerViews)).toEqual([]);
  });
});

describe('roll-up of the pending events', () => {
  /** Per partner, period and kind, what the rating must show for `batches`. */
  function expectedTotals(batches: Event[][]) {
    const monthFrom = monthFromOf(new Date());
    const totals = new Map<string, number>();
    for (const e of batches.flat()) {
      for (const period of toWireDate(e.at) >= monthFrom ? ['all', 'month'] : ['all']) {
        const key = `${period}:${e.kind}:${e.uuidPartner}`;
        totals.set(key, (totals.get(key) ?? 0) + 1);
      }
    }
    return totals;
  }

  /** `n` batches over three new hot partners, in every batch, and a quiet one in some; days today, 10 and 40 days ago. */
  async function hotBatches(n: number) {
    const hot = [await makePartner(t, null), await makePartner(t, null), await makePartner(t, null)];
    const quiet = await makePartner(t, null);
    const batches = Array.from({ length: n }, (_, i) => [
      ...hot.flatMap((p, h) => [...events(p.uuid, 'card', 20 + h, ago(0)), ...events(p.uuid, 'barcode', 7, ago(10)), ...events(p.uuid, 'card', 3, ago(40))]),
      ...(i % 3 === 0 ? events(quiet.uuid, 'barcode', 2, ago(i % 2 ? 0 : 35)) : []),
    ]);
    return { hot, batches };
  }

  it('parallel ingests over the same hot partners, then a read: exact totals for both periods and exact days', async () => {
    const { hot, batches } = await hotBatches(8);
    const { headers } = await appKey(t);
    const answers = await Promise.all(batches.map((batch) => post({ events: batch }, headers)));
    expect(answers.map((r) => r.body.accepted)).toEqual(batches.map((b) => b.length));
    const token = (await signedIn(t)).tokens.accessToken;
    const expected = expectedTotals(batches);
    for (const period of ['all', 'month'] as const) {
      for (const [kind, sortField] of [['card', 'cViewCard'], ['barcode', 'cViewBarcode']] as const) {
        const page = await rating(token, { 'X-Period': period, 'X-Sort-Field': sortField });
        const shown = new Map(page.body.map((r) => [`${period}:${kind}:${r.uuidPartner}`, r.value]));
        const want = [...expected].filter(([key]) => key.startsWith(`${period}:${kind}:`));
        expect(shown, `${period} ${kind}`).toEqual(new Map(want));
      }
    }
    await rollupsAgree();
    const byDay = await t.call<PartnerViewsDay[]>('GET', `/v2/statistics/partner/${hot[2].uuid}/views`, { token, headers: { 'X-Period': 'all' } });
    expect(byDay.body.filter((d) => d.cViewCard + d.cViewBarcode > 0)).toEqual([
      { day: toWireDate(ago(40)), cViewCard: 8 * 3, cViewBarcode: 0 },
      { day: toWireDate(ago(10)), cViewCard: 0, cViewBarcode: 8 * 7 },
      { day: toWireDate(ago(0)), cViewCard: 8 * 22, cViewBarcode: 0 },
    ]);
  });

  it('a read flushes what is pending first', async () => {
    const p = await makePartner(t, null);
    // Written straight to the database: no job is queued, only the read can flush them.
    await recordViews(t.database.db, [...events(p.uuid, 'card', 3), ...events(p.uuid, 'barcode', 2, ago(40))].map((e) => ({ ...e, at: new Date(e.at) })));
    const token = (await signedIn(t)).tokens.accessToken;
    expect((await rating(token, { 'X-Sort-Field': 'cViewCard' })).body.map((r) => r.value)).toEqual([3]);
    await recordViews(t.database.db, events(p.uuid, 'barcode', 4).map((e) => ({ ...e, at: new Date(e.at) })));
    const days = await t.call<PartnerViewsDay[]>('GET', `/v2/statistics/partner/${p.uuid}/views`, { token, headers: { 'X-Period': 'month' } });
    expect(days.body.at(-1)).toEqual({ day: toWireDate(ago(0)), cViewCard: 3, cViewBarcode: 4 });
    await rollupsAgree();
  });

  it('flushes running among ingests lose and double nothing', async () => {
    const { batches } = await hotBatches(12);
    const { headers } = await appKey(t);
    await Promise.all(
      batches.flatMap((batch) => [post({ events: batch }, headers).then((r) => expect(r.status).toBe(200)), flushPendingViews(t.database.db)]),
    );
    await flushViews(t.app.ctx);
    await rollupsAgree();
    const [{ n }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(partnerViews);
    expect(n).toBe(batches.flat().length);
  });

  it('the job queued after an ingest flushes without a read; ingests queue at most one job per 2 seconds', async () => {
    const p = await makePartner(t, null);
    const { headers } = await appKey(t);
    const started = new Date();
    for (let i = 0; i < 10; i += 1) expect((await post({ events: events(p.uuid, 'card', 5) }, headers)).status).toBe(200);
    const slots = Math.ceil((Date.now() - started.getTime()) / 2_000) + 1;
    await vi.waitFor(async () => expect(await pendingCount()).toBe(0), { timeout: 15_000, interval: 50 });
    await jobsSettled(t, partnerViewsRollupQueue);
    await rollupsAgree();
    // Jobs of the slots from just before the posts on: the slot they began in may hold the previous test's job, which serves them too.
    const [jobs] = (await rows(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${partnerViewsRollupQueue.name}
      AND singleton_on >= (${started.toISOString()}::timestamptz AT TIME ZONE 'UTC') - interval '2 seconds'`)) as { n: number }[];
    // At most one a slot: those the posts spanned, the one before and the one after.
    expect(jobs.n).toBeGreaterThan(0);
    expect(jobs.n).toBeLessThanOrEqual(slots + 2);
  });

  it('moving the month window with events pending keeps the month exact', async () => {
    const [a, b] = [await makePartner(t, null), await makePartner(t, null)];
    const { headers } = await appKey(t);
    // Flushed before the move: today and 20 days ago; pending at the move: the same days again.
    const batch = [...events(a.uuid, 'card', 4, ago(0)), ...events(b.uuid, 'card', 3, ago(20)), ...events(a.uuid, 'barcode', 2, ago(20))];
    await post({ events: batch }, headers);
    await flushViews(t.app.ctx);
    // Written straight to the database, so no job flushes them before the move.
    await recordViews(t.database.db, batch.map((e) => ({ ...e, at: new Date(e.at) })));
    // Ten days on, the events of 20 days ago leave the window; a move, a flush and an ingest at once.
    const tenDaysOn = monthFromOf(new Date(Date.now() + 10 * dayMs));
    await Promise.all([moveMonthWindow(t.database.db, tenDaysOn), flushPendingViews(t.database.db), post({ events: batch }, headers)]);
    await flushPendingViews(t.database.db);
    await rollupsAgree();
    const month = await rows(sql`SELECT uuid_partner, c_view_card::int AS card, c_view_barcode::int AS barcode FROM ${partnerViewTotals} WHERE period = 'month'`);
    expect(month).toEqual([{ uuid_partner: a.uuid, card: 12, barcode: 0 }]);
  });

  it('rebuilding from the log drops the pending events, which the log holds already', async () => {
    const p = await makePartner(t, null);
    const { headers } = await appKey(t);
    const batch = [...events(p.uuid, 'card', 4, ago(0)), ...events(p.uuid, 'barcode', 2, ago(40))];
    // Written straight to the database, so no job flushes them before the rebuild.
    await recordViews(t.database.db, batch.map((e) => ({ ...e, at: new Date(e.at) })));
    await rebuildRollups(t.database.db, monthFromOf(new Date()));
    expect(await pendingCount()).toBe(0);
    await Promise.all([post({ events: batch }, headers), rebuildRollups(t.database.db, monthFromOf(new Date())), post({ events: batch }, headers)]);
    await flushPendingViews(t.database.db);
    await rollupsAgree();
    const all = await rows(sql`SELECT c_view_card::int AS card, c_view_barcode::int AS barcode FROM ${partnerViewTotals} WHERE period = 'all'`);
    expect(all).toEqual([{ card: 12, barcode: 6 }]);
  });

});

describe('GET /v2/statistics/partner', () => {
  /** Partner i has i+1 card views today and 10-i barcode views 40 days ago. */
  async function seedViews(n: number) {
    const made = [];
    for (let i = 0; i < n; i += 1) made.push(await makePartner(t, null, { name: `Партнёр ${String(i).padStart(2, '0')}`, keyImg: i === 0 ? 'images/p0.png' : null }));
    await post({ events: made.flatMap((p, i) => [...events(p.uuid, 'card', i + 1), ...events(p.uuid, 'barcode', n - i, ago(40))]) });
    return made;
  }

  it('sorts by barcode views by default, descending; by card views on request; ascending too', async () => {
    const made = await seedViews(6);
    const token = (await signedIn(t)).tokens.accessToken;
    const byBarcode = await rating(token, {});
    expect(byBarcode.status).toBe(200);
    expect(byBarcode.headers.get('x-record-count')).toBe('6');
    expect(byBarcode.body.map((r) => r.value)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(byBarcode.body[0]).toEqual({ uuidPartner: made[0].uuid, name: 'Партнёр 00', logo: '/files/images/p0.png', value: 6 });
    const byCard = await rating(token, { 'X-Sort-Field': 'cViewCard' });
    expect(byCard.body.map((r) => r.name)).toEqual(['Партнёр 05', 'Партнёр 04', 'Партнёр 03', 'Партнёр 02', 'Партнёр 01', 'Партнёр 00']);
    const ascending = await rating(token, { 'X-Sort-Field': 'cViewCard', 'X-Sort-Direction': 'ASC', 'X-Limit': '2', 'X-Offset': '1' });
    expect(ascending.body.map((r) => r.value)).toEqual([2, 3]);
  });

  it('period month counts the last 30 days only; moving the window takes old days off', async () => {
    await seedViews(3);
    const token = (await signedIn(t)).tokens.accessToken;
    const month = await rating(token, { 'X-Period': 'month' });
    // The barcode views are 40 days old: none in the month.
    expect(month.body).toEqual([]);
    expect(month.headers.get('x-record-count')).toBe('0');
    expect((await rating(token, { 'X-Period': 'month', 'X-Sort-Field': 'cViewCard' })).body.map((r) => r.value)).toEqual([3, 2, 1]);
    // A month later the card views of today leave the window too.
    await moveMonthWindow(t.database.db, toWireDate(new Date(Date.now() + 31 * dayMs)));
    await rollupsAgree();
    expect(await t.database.db.select().from(partnerViewTotals).where(sql`period = 'month'`)).toEqual([]);
  });

  it('pages in batches of 50 by default without overlap', async () => {
    const made = await seedViews(3);
    const db = t.database.db;
    // 120 more partners with views, written straight into the roll-ups.
    const more = await Promise.all(Array.from({ length: 120 }, (_, i) => makePartner(t, null, { name: `Ещё ${i}` })));
    await db.insert(partnerViewTotals).values(more.map((p, i) => ({ period: 'all' as const, uuidPartner: p.uuid, cViewCard: 0, cViewBarcode: 1 + (i % 7) })));
    const token = (await signedIn(t)).tokens.accessToken;
    const seen: string[] = [];
    for (let offset = 0; offset < 200; offset += 50) {
      const page = await rating(token, { 'X-Offset': String(offset) });
      seen.push(...page.body.map((r) => r.uuidPartner));
      expect(page.headers.get('x-record-count')).toBe('123');
    }
    expect(seen).toHaveLength(123);
    expect(new Set(seen).size).toBe(123);
    expect(seen).toContain(made[0].uuid);
  });

  it('answers 400 for a bad sort field, direction, period or paging; 401; 403 to an operator', async () => {
    const token = (await signedIn(t)).tokens.accessToken;
    const cases: [Record<string, string>, string][] = [
      [{ 'X-Sort-Field': 'name' }, 'headers.x-sort-field'],
      [{ 'X-Sort-Direction': 'UP' }, 'headers.x-sort-direction'],
      [{ 'X-Period': 'year' }, 'headers.x-period'],
      [{ 'X-Limit': '0' }, 'headers.x-limit'],
      [{ 'X-Offset': '-1' }, 'headers.x-offset'],
    ];
    for (const [headers, field] of cases) expect((await rating(token, headers)).body.fields?.map((f) => f.field)).toEqual([field]);
    expect((await t.call('GET', '/v2/statistics/partner', { headers: { 'X-Period': 'all' } })).status).toBe(401);
    expect((await rating(await operatorToken(t), {})).status).toBe(403);
    const { headers } = await appKey(t);
    expect((await t.call('GET', '/v2/statistics/partner', { headers: { ...headers, 'X-Period': 'all' } })).status).toBe(401);
  });
});

describe('GET /v2/statistics/partner/{uuid}/views', () => {
  const views = async (uuid: string, period: string, token: string) =>
    t.call<PartnerViewsDay[] & ApiError>('GET', `/v2/statistics/partner/${uuid}/views`, { token, headers: { 'X-Period': period } });

  it('gives every day of the period with zeros for days without views', async () => {
    const p = await makePartner(t, null);
    await post({ events: [...events(p.uuid, 'card', 2, ago(0)), ...events(p.uuid, 'barcode', 3, ago(5)), ...events(p.uuid, 'card', 1, ago(45))] });
    const token = (await signedIn(t)).tokens.accessToken;
    const month = await views(p.uuid, 'month', token);
    expect(month.status).toBe(200);
    expect(month.body).toHaveLength(30);
    expect(month.body.at(-1)).toEqual({ day: toWireDate(ago(0)), cViewCard: 2, cViewBarcode: 0 });
    expect(month.body.find((d) => d.day === toWireDate(ago(5)))).toEqual({ day: toWireDate(ago(5)), cViewCard: 0, cViewBarcode: 3 });
    const all = await views(p.uuid, 'all', token);
    expect(all.body).toHaveLength(46);
    expect(all.body[0]).toEqual({ day: toWireDate(ago(45)), cViewCard: 1, cViewBarcode: 0 });
    const quiet = await makePartner(t, null);
    expect((await views(quiet.uuid, 'all', token)).body).toEqual([{ day: toWireDate(ago(0)), cViewCard: 0, cViewBarcode: 0 }]);
  });

  it('answers 404 for an unknown partner, 400 for a bad id or period, 401 and 403', async () => {
    const token = (await signedIn(t)).tokens.accessToken;
    expect((await views(unknownUuid, 'all', token)).status).toBe(404);
    expect((await views('x', 'all', token)).body.fields?.map((f) => f.field)).toEqual(['params.uuid']);
    expect((await views(unknownUuid, 'day', token)).body.fields?.map((f) => f.field)).toEqual(['headers.x-period']);
    expect((await t.call('GET', `/v2/statistics/partner/${unknownUuid}/views`, { headers: { 'X-Period': 'all' } })).status).toBe(401);
    expect((await views(unknownUuid, 'all', await operatorToken(t))).status).toBe(403);
  });
});
