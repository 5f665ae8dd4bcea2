import { describe, expect, it } from 'vitest';
import { messages, newsLimits, newsMessages, parseMoscowDateTime } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { makeAccount } from '../../test/factories.js';
import { eventBody, failingFields, makeNews, newsApi, newsBody, pollBody, unknownUuid } from './fixtures.js';
import { newsPhotos } from './schema.js';

const t = useTestApp();
const at = (wire: string) => parseMoscowDateTime(wire)!;
/** The first `n` days of March 2030, as publication starts. */
const day = (n: number) => at(`2030-03-${String(n).padStart(2, '0')} 12:00:00`);

describe('PUT /v1/news/list', () => {
  it('answers 9 per page, latest publication first, with the total in x-record-count', async () => {
    const api = await newsApi(t);
    const items = [];
    for (let n = 1; n <= 11; n += 1) items.push(await makeNews(t, { title: `Новость ${n}`, publishBegin: day(n) }));
    const first = await api.list();
    expect(first.status).toBe(200);
    expect(first.headers.get('x-record-count')).toBe('11');
    expect(first.body).toHaveLength(newsLimits.pageSize);
    expect(first.body.map((n) => n.title)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Новость ${n}`));
    expect(first.body[0].publishBegin).toBe('2030-03-11 12:00:00');
    const second = await api.list({}, { 'x-offset': '9' });
    expect(second.headers.get('x-record-count')).toBe('11');
    expect(second.body.map((n) => n.title)).toEqual(['Новость 2', 'Новость 1']);
    const ascending = await api.list(null, { 'x-sort-direction': 'ASC', 'x-limit': '3' });
    expect(ascending.body.map((n) => n.title)).toEqual(['Новость 1', 'Новость 2', 'Новость 3']);
  });

  it('puts items pinned until a moment still ahead first, in either direction', async () => {
    const api = await newsApi(t);
    await makeNews(t, { title: 'Закреплена', publishBegin: day(1), fixToDate: at('2099-01-01 00:00:00') });
    await makeNews(t, { title: 'Закрепление прошло', publishBegin: day(3), fixToDate: at('2001-01-01 00:00:00') });
    await makeNews(t, { title: 'Обычная', publishBegin: day(2) });
    await makeNews(t, { title: 'Тоже закреплена', publishBegin: day(4), fixToDate: at('2098-01-01 00:00:00') });
    expect((await api.list()).body.map((n) => n.title)).toEqual(['Тоже закреплена', 'Закреплена', 'Закрепление прошло', 'Обычная']);
    const ascending = await api.list({}, { 'x-sort-direction': 'ASC' });
    expect(ascending.body.map((n) => n.title)).toEqual(['Закреплена', 'Тоже закреплена', 'Обычная', 'Закрепление прошло']);
  });

  it('filters by approval, level and a case-insensitive piece of the title, and the filters combine', async () => {
    const api = await newsApi(t);
    await makeNews(t, { title: 'Скидки 50% в кафе', approve: 'approved', typeNews: 'federal', publishBegin: day(1) });
    await makeNews(t, { title: 'СКИДКИ в кино', approve: 'wait', typeNews: 'university', publishBegin: day(2) });
    await makeNews(t, { title: 'Олимпиада', approve: 'approved', typeNews: 'university', publishBegin: day(3) });
    await makeNews(t, { title: 'Конкурс', approve: 'declined', typeNews: 'region', publishBegin: day(4) });
    const titles = async (body: unknown) => {
      const res = await api.list(body);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-record-count')).toBe(String(res.body.length));
      return res.body.map((n) => n.title);
    };
    expect(await titles({ approve: 'approved' })).toEqual(['Олимпиада', 'Скидки 50% в кафе']);
    expect(await titles({ typeNews: 'university' })).toEqual(['Олимпиада', 'СКИДКИ в кино']);
    expect(await titles({ searchString: ' скидки ' })).toEqual(['СКИДКИ в кино', 'Скидки 50% в кафе']);
    expect(await titles({ searchString: '50%' })).toEqual(['Скидки 50% в кафе']);
    expect(await titles({ searchString: '%' })).toEqual(['Скидки 50% в кафе']);
    expect(await titles({ searchString: 'скидки', approve: 'wait', typeNews: 'university' })).toEqual(['СКИДКИ в кино']);
    expect(await titles({ approve: 'blocked' })).toEqual([]);
    expect(await titles({ approve: '', typeNews: '', searchString: '', personalization: '' })).toHaveLength(4);
    expect(await titles({ approve: null, typeNews: null, searchString: null, personalization: null })).toHaveLength(4);
  });

  it("splits the items into the caller's own and the rest, including those without an author", async () => {
    const api = await newsApi(t);
    const colleague = await makeAccount(t);
    await makeNews(t, { title: 'Моя', uuidAuthor: api.user.uuid, publishBegin: day(1) });
    await makeNews(t, { title: 'Коллеги', uuidAuthor: colleague.uuid, publishBegin: day(2) });
    await makeNews(t, { title: 'Без автора', uuidAuthor: null, publishBegin: day(3) });
    const mine = await api.list({ personalization: 'mine' });
    expect(mine.body.map((n) => [n.title, n.isMine])).toEqual([['Моя', true]]);
    expect(mine.headers.get('x-record-count')).toBe('1');
    const others = await api.list({ personalization: 'notMine' });
    expect(others.body.map((n) => [n.title, n.isMine])).toEqual([
      ['Без автора', false],
      ['Коллеги', false],
    ]);
    expect(others.body.map((n) => n.author)).toEqual([
      { uuidUser: null, name: '', surname: '', role: '' },
      { uuidUser: colleague.uuid, name: 'Мария', surname: 'Иванова', role: 'admin' },
    ]);
  });

  it('answers every item as its card does: photos, poll and event with the right item', async () => {
    const api = await newsApi(t);
    const survey = (await api.create(newsBody({ title: 'Опрос', poll: pollBody, publishBegin: '2030-03-01 10:00:00' }))).body.uuidNews;
    const event = (await api.create(newsBody({ title: 'Мероприятие', event: eventBody, publishBegin: '2030-03-02 10:00:00' }))).body.uuidNews;
    const plain = await makeNews(t, { title: 'С фото', publishBegin: day(3) });
    await t.database.db.insert(newsPhotos).values([
      { uuidNews: plain.uuid, keyFile: 'images/b.png', position: 1 },
      { uuidNews: plain.uuid, keyFile: 'images/a.png', position: 0 },
    ]);
    const list = await api.list();
    expect(list.body.map((n) => n.uuidNews)).toEqual([plain.uuid, event, survey]);
    for (const item of list.body) expect(item).toEqual((await api.get(item.uuidNews)).body);
    expect(list.body[0].keyFiles).toEqual(['images/a.png', 'images/b.png']);
    expect(list.body[0].photoUrl).toEqual(['/files/images/a.png', '/files/images/b.png']);
    expect([list.body[1].event?.address, list.body[1].poll]).toEqual([eventBody.address, null]);
    expect([list.body[2].poll?.question, list.body[2].event]).toEqual([pollBody.question, null]);
  });

  it('answers 400 naming the failing headers and fields', async () => {
    const api = await newsApi(t);
    const headers = await api.list({}, { 'x-sort-field': 'title', 'x-limit': '0', 'x-sort-direction': 'UP' });
    expect(headers.status).toBe(400);
    expect(failingFields(headers.body)).toEqual(['headers.x-limit', 'headers.x-sort-direction', 'headers.x-sort-field']);
    const body = await api.list({ approve: 'published', typeNews: 'city', personalization: 'all', searchString: 'x'.repeat(201) });
    expect(body.status).toBe(400);
    expect(failingFields(body.body)).toEqual(['approve', 'personalization', 'searchString', 'typeNews']);
  });

  it('answers 401 without a token', async () => {
    const api = await newsApi(t);
    await makeNews(t);
    const res = await api.list({}, {}, null);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'unauthorized', message: messages.api.unauthorized });
  });
});

describe('GET /v1/news/{id}', () => {
  it('answers an item written by someone else, not marked as mine', async () => {
    const api = await newsApi(t);
    const author = await makeAccount(t, { role: 'superadmin', name: 'Олег', surname: 'Петров' });
    const item = await makeNews(t, { uuidAuthor: author.uuid, approve: 'blocked', reason: 'Спам', status: 'disabled' });
    const res = await api.get(item.uuid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uuidNews: item.uuid,
      approve: 'blocked',
      reason: 'Спам',
      status: 'disabled',
      publishBegin: '2030-01-01 10:00:00',
      author: { uuidUser: author.uuid, name: 'Олег', surname: 'Петров', role: 'superadmin' },
      isMine: false,
    });
  });

  it('answers 404 for an unknown item, 400 for a malformed id and 401 without a token', async () => {
    const api = await newsApi(t);
    const missing = await api.get(unknownUuid);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'not_found', message: newsMessages.notFound });
    const bad = await api.get('123');
    expect(bad.status).toBe(400);
    expect(failingFields(bad.body)).toEqual(['params.id']);
    const item = await makeNews(t);
    expect((await api.get(item.uuid, null)).status).toBe(401);
  });
});
