import { describe, expect, it } from 'vitest';
import { count, countDistinct, eq, isNotNull } from 'drizzle-orm';
import { useTestApp } from '../test/harness.js';
import { users } from '../modules/auth/schema.js';
import { news, newsEvents, newsPhotos, newsPolls } from '../modules/news/schema.js';
import { promoCodeImports, promoCodes, stocks } from '../modules/promotions/schema.js';
import { seedDemo } from './demo.js';
import { restoreReferenceData } from '../test/reference-data.js';

const t = useTestApp();

describe('demo data: promotions and news', () => {
  it('seeds 100+ promotions in every phase, 50 000+ codes some of them used, and 60+ news of every level, kind and state', async () => {
    await restoreReferenceData(t.database.db);
    await seedDemo(t.database.db, t.app.ctx.storage);
    const db = t.database.db;
    const now = Date.now();

    const all = await db.select().from(stocks);
    expect(all.length).toBeGreaterThanOrEqual(100);
    const running = all.filter((s) => s.status === 'active' && s.dateBegin!.getTime() <= now && s.dateEnd!.getTime() >= now);
    const past = all.filter((s) => s.dateEnd!.getTime() < now);
    const future = all.filter((s) => s.dateBegin!.getTime() > now);
    const blocked = all.filter((s) => s.status === 'blocked');
    for (const phase of [running, past, future, blocked]) expect(phase.length).toBeGreaterThanOrEqual(10);
    for (const s of blocked) expect(s.reasonBlocked).toMatch(/\S/);
    expect(new Set(all.map((s) => s.uuidPartner)).size).toBeGreaterThanOrEqual(50);
    // Nothing was made, or given out, after today; ids follow creation dates ('По дате добавления').
    for (const s of all) expect(s.createdAt.getTime()).toBeLessThanOrEqual(now);
    const byId = [...all].sort((a, b) => a.id - b.id).map((s) => s.createdAt.getTime());
    expect(byId).toEqual([...byId].sort((a, b) => a - b));
    const granted = await db.select({ at: promoCodes.grantedAt }).from(promoCodes).where(isNotNull(promoCodes.grantedAt));
    for (const g of granted) expect(g.at!.getTime()).toBeLessThanOrEqual(now);

    const [codes] = await db.select({ n: count(), used: count(promoCodes.uuidStudent), stocks: countDistinct(promoCodes.uuidStock) }).from(promoCodes);
    expect(codes.n).toBeGreaterThanOrEqual(50_000);
    expect(codes.used).toBeGreaterThan(0);
    expect(codes.used).toBeLessThan(codes.n);
    // Every promotion with codes has its file and a finished import that counted them.
    const imports = await db.select().from(promoCodeImports);
    expect(imports).toHaveLength(codes.stocks);
    expect(imports.reduce((sum, i) => sum + i.imported, 0)).toBe(codes.n);
    for (const i of imports) {
      expect(i.state).toBe('done');
      const file = await t.app.ctx.storage.get(i.fileKey);
      expect(file?.size).toBeGreaterThan(0);
      file?.stream.destroy();
    }

    const items = await db.select().from(news);
    expect(items.length).toBeGreaterThanOrEqual(60);
    expect(new Set(items.map((n) => n.typeNews))).toEqual(new Set(['federal', 'region', 'university']));
    expect(new Set(items.map((n) => n.approve))).toEqual(new Set(['wait', 'approved', 'blocked', 'declined']));
    expect(items.some((n) => n.status === 'disabled')).toBe(true);
    for (const n of items) expect(n.createdAt.getTime()).toBeLessThanOrEqual(now);
    expect(items.some((n) => n.fixToDate && n.fixToDate.getTime() > now)).toBe(true);
    const [polls] = await db.select({ n: count() }).from(newsPolls);
    const [events] = await db.select({ n: count() }).from(newsEvents);
    const [covers] = await db.select({ n: count() }).from(newsPhotos).where(isNotNull(newsPhotos.uuidNews));
    expect(polls.n).toBeGreaterThanOrEqual(10);
    expect(events.n).toBeGreaterThanOrEqual(10);
    expect(covers.n).toBeGreaterThanOrEqual(30);

    const byOperators = await db
      .select({ approve: news.approve, typeNews: news.typeNews })
      .from(news)
      .innerJoin(users, eq(users.uuid, news.uuidAuthor))
      .where(eq(users.role, 'operator'));
    expect(byOperators.length).toBeGreaterThanOrEqual(5);
    expect(new Set(byOperators.map((n) => `${n.typeNews}/${n.approve}`))).toEqual(new Set(['university/wait']));
  }, 300_000); // the whole demo is seeded here, slow on a busy machine
});
