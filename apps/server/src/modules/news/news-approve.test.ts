import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages, newsApproves, newsMessages, type NewsApprove } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { auditLog } from '../../platform/audit/schema.js';
import { failingFields, makeNews, newsApi, unknownUuid } from './fixtures.js';
import { news } from './schema.js';

const t = useTestApp();

const transition = { code: 'news_transition', message: newsMessages.transition };
const stored = async (uuid: string) => (await t.database.db.select().from(news).where(eq(news.uuid, uuid)))[0];

/** Spec 02 section 4, written out pair by pair so that a change of the rule shows up here. */
const legal: Record<NewsApprove, NewsApprove[]> = {
  wait: ['approved', 'declined', 'blocked'],
  approved: ['blocked'],
  declined: ['blocked'],
  blocked: ['wait'],
};
const pairs = newsApproves.flatMap((from) => newsApproves.map((to) => ({ from, to, allowed: legal[from].includes(to) })));

describe('PUT /v1/news/approve', () => {
  it('covers all 16 pairs', () => {
    expect(pairs).toHaveLength(16);
    expect(pairs.filter((p) => p.allowed)).toHaveLength(6);
  });

  it.each(pairs)('$from -> $to allowed: $allowed', async ({ from, to, allowed }) => {
    const api = await newsApi(t);
    const item = await makeNews(t, { approve: from, reason: from === 'declined' || from === 'blocked' ? 'Было' : null });
    const res = await api.approve({ uuidNews: item.uuid, approve: to, reason: 'Нарушает правила' });
    if (allowed) {
      expect(res.status).toBe(200);
      expect(res.body.approve).toBe(to);
      const reason = to === 'declined' || to === 'blocked' ? 'Нарушает правила' : null;
      expect(res.body.reason).toBe(reason);
      expect(await stored(item.uuid)).toMatchObject({ approve: to, reason });
    } else {
      expect(res.status).toBe(409);
      expect(res.body).toEqual(transition);
      expect(await stored(item.uuid)).toMatchObject({ approve: from, reason: item.reason });
    }
  });

  it('records each step in the audit log under its own action', async () => {
    const api = await newsApi(t);
    const item = await makeNews(t);
    for (const body of [
      { approve: 'declined', reason: 'Опечатки' },
      { approve: 'blocked', reason: 'Спам' },
      { approve: 'wait' },
      { approve: 'approved' },
    ]) {
      expect((await api.approve({ uuidNews: item.uuid, ...body })).status).toBe(200);
    }
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, item.uuid)).orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['news.decline', 'news.block', 'news.unblock', 'news.publish']);
    expect(entries[0]).toMatchObject({ actorUuid: api.user.uuid, entity: 'news', before: { approve: 'wait' }, after: { approve: 'declined', reason: 'Опечатки' } });
  });

  it('asks a reason for declining and blocking, and names the failing fields', async () => {
    const api = await newsApi(t);
    const item = await makeNews(t);
    for (const approve of ['declined', 'blocked']) {
      const res = await api.approve({ uuidNews: item.uuid, approve, reason: '   ' });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual([{ field: 'body.reason', message: newsMessages.reasonRequired }]);
    }
    const bad = await api.approve({ uuidNews: 'nope', approve: 'published' });
    expect(bad.status).toBe(400);
    expect(failingFields(bad.body)).toEqual(['approve', 'uuidNews']);
    expect((await stored(item.uuid)).approve).toBe('wait');
  });

  it('answers 404 for an unknown item and 401 without a token', async () => {
    const api = await newsApi(t);
    const missing = await api.approve({ uuidNews: unknownUuid, approve: 'approved' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'not_found', message: newsMessages.notFound });
    const item = await makeNews(t);
    const anonymous = await api.approve({ uuidNews: item.uuid, approve: 'approved' }, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 'unauthorized', message: messages.api.unauthorized });
    expect((await stored(item.uuid)).approve).toBe('wait');
  });
});

describe('POST /v1/news/{id}/send', () => {
  it('returns a declined item to moderation and clears its reason', async () => {
    const api = await newsApi(t);
    const item = await makeNews(t, { approve: 'declined', reason: 'Опечатки' });
    const res = await api.send(item.uuid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uuidNews: item.uuid, approve: 'wait', reason: null });
    expect(await stored(item.uuid)).toMatchObject({ approve: 'wait', reason: null });
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, item.uuid), eq(auditLog.action, 'news.send')));
    expect(entry.after).toMatchObject({ approve: 'wait' });
  });

  it.each(['wait', 'approved', 'blocked'] as const)('refuses a %s item with 409', async (approve) => {
    const api = await newsApi(t);
    const item = await makeNews(t, { approve });
    const res = await api.send(item.uuid);
    expect(res.status).toBe(409);
    expect(res.body).toEqual(transition);
    expect((await stored(item.uuid)).approve).toBe(approve);
  });

  it('answers 404, 400 for a malformed id, and 401', async () => {
    const api = await newsApi(t);
    expect((await api.send(unknownUuid)).body).toEqual({ code: 'not_found', message: newsMessages.notFound });
    const bad = await api.send('123');
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.map((f) => f.field)).toEqual(['params.id']);
    const item = await makeNews(t, { approve: 'declined' });
    expect((await api.send(item.uuid, null)).status).toBe(401);
    expect((await stored(item.uuid)).approve).toBe('declined');
  });
});

describe('GET /v1/news/request/count/federal', () => {
  it('follows moderation: an approved item leaves the count, an unblocked one comes back', async () => {
    const api = await newsApi(t);
    const a = await makeNews(t);
    await makeNews(t);
    const count = async () => (await t.call<{ count: number }>('GET', '/v1/news/request/count/federal', { token: api.token })).body.count;
    expect(await count()).toBe(2);
    await api.approve({ uuidNews: a.uuid, approve: 'approved' });
    expect(await count()).toBe(1);
    await api.approve({ uuidNews: a.uuid, approve: 'blocked', reason: 'Спам' });
    await api.approve({ uuidNews: a.uuid, approve: 'wait' });
    expect(await count()).toBe(2);
  });
});
