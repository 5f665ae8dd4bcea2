import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages, newsKindOf, newsMessages, parseMoscowDateTime, type News } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { auditLog } from '../../platform/audit/schema.js';
import { eventBody, failingFields, makeCity, makeNews, makeUniversity, newsApi, newsBody, pollBody, unknownUuid, type NewsApi } from './fixtures.js';
import { news, newsEvents, newsPollAnswers, newsPolls } from './schema.js';

const t = useTestApp();
const db = () => t.database.db;
const counts = async () => ({
  news: (await db().select().from(news)).length,
  polls: (await db().select().from(newsPolls)).length,
  answers: (await db().select().from(newsPollAnswers)).length,
  events: (await db().select().from(newsEvents)).length,
});
const nothingSaved = { news: 0, polls: 0, answers: 0, events: 0 };

async function created(api: NewsApi, body: unknown): Promise<News> {
  const res = await api.create(body);
  expect(res.status).toBe(200);
  const card = await api.get(res.body.uuidNews);
  expect(card.status).toBe(200);
  return card.body;
}

describe('POST /v1/news', () => {
  it('creates a news item written by the caller, waiting for moderation, with its text sanitised and links wrapped', async () => {
    const api = await newsApi(t);
    const uuidCity = await makeCity(t, 'Казань');
    const item = await created(
      api,
      newsBody({
        title: '  Городской субботник ',
        content: '<p onclick="x()">Подробнее на example.com<script>alert(1)</script></p>',
        typeNews: 'region',
        uuidCity,
        uuidUniversity: unknownUuid,
        status: 'disabled',
        publishEnd: '2030-05-10 18:30:00',
        fixToDate: '2030-05-03 09:00:00',
      }),
    );
    expect(item).toEqual({
      uuidNews: expect.any(String),
      title: 'Городской субботник',
      content: '<p>Подробнее на <a href="https://example.com" rel="noopener noreferrer" target="_blank">example.com</a></p>',
      typeNews: 'region',
      uuidCity,
      nameCity: 'Казань',
      uuidUniversity: null,
      nameUniversity: null,
      approve: 'wait',
      reason: null,
      status: 'disabled',
      photos: [],
      photoUrl: [],
      keyFiles: [],
      publishBegin: '2030-05-01 10:00:00',
      publishEnd: '2030-05-10 18:30:00',
      fixToDate: '2030-05-03 09:00:00',
      poll: null,
      event: null,
      author: { uuidUser: api.user.uuid, name: 'Мария', surname: 'Иванова', role: 'admin' },
      isMine: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(newsKindOf(item)).toBe('news');
    const [row] = await db().select().from(news);
    expect(row.publishBegin.toISOString()).toBe('2030-05-01T07:00:00.000Z');
    const [entry] = await db().select().from(auditLog).where(and(eq(auditLog.entityId, item.uuidNews), eq(auditLog.action, 'news.create')));
    expect(entry).toMatchObject({ actorUuid: api.user.uuid, entity: 'news', after: { title: 'Городской субботник', approve: 'wait', poll: null, event: null } });
  });

  it("waits for moderation when a superadmin writes it too, and names the university of a university item", async () => {
    const api = await newsApi(t, 'superadmin');
    const univer = await makeUniversity(t, await makeCity(t, 'Томск'));
    const item = await created(api, newsBody({ typeNews: 'university', uuidUniversity: univer.uuid, uuidCity: unknownUuid }));
    expect(item).toMatchObject({ approve: 'wait', uuidUniversity: univer.uuid, nameUniversity: univer.nameUniver, uuidCity: null, author: { role: 'superadmin' } });
  });

  it('creates a survey with its poll in one call, dropping empty answers', async () => {
    const api = await newsApi(t);
    const item = await created(api, newsBody({ poll: { ...pollBody, answerTypes: ['', ' Да ', '   ', 'Нет', 'Не знаю', ''] } }));
    expect(item.poll).toEqual({
      question: 'Куда поедем?',
      endPooling: '2030-06-01 18:00:00',
      answerTypes: [
        { title: 'Да', votes: 0 },
        { title: 'Нет', votes: 0 },
        { title: 'Не знаю', votes: 0 },
      ],
    });
    expect(item.event).toBeNull();
    expect(newsKindOf(item)).toBe('survey');
  });

  it('takes 1 or 4 answers and refuses 5, or none left after dropping the empty ones', async () => {
    const api = await newsApi(t);
    expect((await created(api, newsBody({ poll: { ...pollBody, answerTypes: ['Один'] } }))).poll?.answerTypes).toHaveLength(1);
    expect((await created(api, newsBody({ poll: { ...pollBody, answerTypes: ['1', '2', '3', '4'] } }))).poll?.answerTypes.map((a) => a.title)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    const before = await counts();
    for (const answerTypes of [['1', '2', '3', '4', '5'], ['', '  '], []]) {
      const res = await api.create(newsBody({ poll: { ...pollBody, answerTypes } }));
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual([{ field: 'body.poll.answerTypes', message: newsMessages.answersRange }]);
    }
    expect(await counts()).toEqual(before);
  });

  it('creates an event with its event in one call', async () => {
    const api = await newsApi(t);
    const item = await created(api, newsBody({ event: eventBody }));
    expect(item.event).toEqual({ ...eventBody, registered: 0 });
    expect(item.poll).toBeNull();
    expect(newsKindOf(item)).toBe('event');
  });

  it('saves nothing when a later part fails: a survey or an event with a photo that was never uploaded', async () => {
    const api = await newsApi(t);
    for (const part of [{ poll: pollBody }, { event: eventBody }]) {
      const res = await api.create(newsBody({ ...part, keyFiles: ['images/never-uploaded.png'] }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'photo_unavailable',
        message: newsMessages.photoTaken,
        fields: [{ field: 'body.keyFiles.0', message: newsMessages.photoTaken }],
      });
    }
    expect(await counts()).toEqual(nothingSaved);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'news.create'))).toEqual([]);
  });

  it('answers 400 naming the failing fields', async () => {
    const api = await newsApi(t);
    const cases: [unknown, string[]][] = [
      [{}, ['publishBegin', 'title', 'typeNews']],
      [newsBody({ title: '   ', publishBegin: '01.05.2030' }), ['publishBegin', 'title']],
      [newsBody({ typeNews: 'region' }), ['uuidCity']],
      [newsBody({ typeNews: 'university' }), ['uuidUniversity']],
      [newsBody({ publishEnd: '2030-05-01 10:00:00' }), ['publishEnd']],
      [newsBody({ publishEnd: '2030-02-30 10:00:00' }), ['publishEnd']],
      [newsBody({ title: 'x'.repeat(201) }), ['title']],
      [newsBody({ poll: pollBody, event: eventBody }), ['event']],
      [newsBody({ poll: { ...pollBody, question: '' } }), ['poll.question']],
      [newsBody({ event: { ...eventBody, endRegistration: '2030-06-10 12:00:01' } }), ['event.endRegistration']],
      [newsBody({ event: { ...eventBody, date: 'завтра', address: '', placesCount: 0 } }), ['event.address', 'event.date', 'event.placesCount']],
    ];
    for (const [body, fields] of cases) {
      const res = await api.create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(failingFields(res.body), JSON.stringify(body)).toEqual(fields);
    }
    expect(await counts()).toEqual(nothingSaved);
  });

  it('answers 400 naming uuidCity or uuidUniversity when there is no such city or university', async () => {
    const api = await newsApi(t);
    const city = await api.create(newsBody({ typeNews: 'region', uuidCity: unknownUuid }));
    expect(city.status).toBe(400);
    expect(city.body.fields).toEqual([{ field: 'body.uuidCity', message: newsMessages.cityRequired }]);
    const univer = await api.create(newsBody({ typeNews: 'university', uuidUniversity: unknownUuid }));
    expect(univer.status).toBe(400);
    expect(univer.body.fields).toEqual([{ field: 'body.uuidUniversity', message: newsMessages.universityRequired }]);
    expect(await counts()).toEqual(nothingSaved);
  });

  it('answers 401 without a token and saves nothing', async () => {
    const api = await newsApi(t);
    const res = await api.create(newsBody({ poll: pollBody }), null);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'unauthorized', message: messages.api.unauthorized });
    expect(await counts()).toEqual(nothingSaved);
  });
});

describe('PUT /v1/news/{id}', () => {
  it('edits a news item; its approval, reason and author stay', async () => {
    const api = await newsApi(t);
    const other = await newsApi(t);
    const item = await makeNews(t, { approve: 'declined', reason: 'Опечатки', uuidAuthor: other.user.uuid });
    const uuidCity = await makeCity(t, 'Самара');
    const res = await api.update(item.uuid, newsBody({ title: 'Исправлено', content: 'см. example.org', typeNews: 'region', uuidCity, fixToDate: '2031-01-01 00:00:00' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uuidNews: item.uuid,
      title: 'Исправлено',
      content: 'см. <a href="https://example.org" rel="noopener noreferrer" target="_blank">example.org</a>',
      typeNews: 'region',
      nameCity: 'Самара',
      approve: 'declined',
      reason: 'Опечатки',
      fixToDate: '2031-01-01 00:00:00',
      author: { uuidUser: other.user.uuid },
      isMine: false,
    });
    expect((await api.get(item.uuid)).body).toEqual(res.body);
    const [entry] = await db().select().from(auditLog).where(and(eq(auditLog.entityId, item.uuid), eq(auditLog.action, 'news.update')));
    expect(entry).toMatchObject({ actorUuid: api.user.uuid, before: { title: item.title }, after: { title: 'Исправлено' } });
  });

  it('edits a survey: its poll stays, a poll in the body changes nothing', async () => {
    const api = await newsApi(t);
    const { body } = await api.create(newsBody({ poll: pollBody }));
    const res = await api.update(body.uuidNews, { ...newsBody({ title: 'Опрос месяца' }), poll: { ...pollBody, question: 'Другой вопрос' }, event: eventBody });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Опрос месяца');
    expect(res.body.poll).toEqual({ question: pollBody.question, endPooling: pollBody.endPooling, answerTypes: [{ title: 'В горы', votes: 0 }, { title: 'На море', votes: 0 }] });
    expect(res.body.event).toBeNull();
  });

  it('edits an event: the item, then its event through PUT /v1/news/event, keeping the registrations', async () => {
    const api = await newsApi(t);
    const { body } = await api.create(newsBody({ event: eventBody }));
    await db().update(newsEvents).set({ registered: 7 });
    expect((await api.update(body.uuidNews, newsBody({ title: 'Новая дата' }))).body.title).toBe('Новая дата');
    const changed = { ...eventBody, address: 'г. Москва, ул. Тверская, д. 5', date: '2030-07-01 15:00:00', placesCount: 80, title: '', description: '' };
    const res = await api.updateEvent({ uuidNews: body.uuidNews, ...changed });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Новая дата', event: { ...changed, registered: 7 } });
    const [row] = await db().select().from(newsEvents);
    expect(row.date.getTime()).toBe(parseMoscowDateTime('2030-07-01 15:00:00')!.getTime());
  });

  it('refuses to edit a blocked item with 409', async () => {
    const api = await newsApi(t);
    const item = await makeNews(t, { approve: 'blocked', reason: 'Спам' });
    const res = await api.update(item.uuid, newsBody({ title: 'Другое' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'news_transition', message: newsMessages.transition });
    expect((await db().select().from(news))[0].title).toBe(item.title);
  });

  it('answers 400 naming fields, 404 for an unknown item and 401 without a token', async () => {
    const api = await newsApi(t);
    const item = await makeNews(t);
    const bad = await api.update(item.uuid, newsBody({ title: '', typeNews: 'city' as never }));
    expect(bad.status).toBe(400);
    expect(failingFields(bad.body)).toEqual(['title', 'typeNews']);
    const missing = await api.update(unknownUuid, newsBody());
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'not_found', message: newsMessages.notFound });
    expect((await api.update(item.uuid, newsBody({ title: 'Чужая правка' }), null)).status).toBe(401);
    expect((await db().select().from(news))[0].title).toBe(item.title);
  });
});

describe('dates on the wire', () => {
  it('takes back every value of a GET unchanged, in PUT /v1/news/{id} and PUT /v1/news/event: nothing changes', async () => {
    const api = await newsApi(t);
    const dates = { publishEnd: '2030-05-20 18:30:00', fixToDate: '2030-05-10 09:15:00' };
    const { body } = await api.create(newsBody({ ...dates, event: eventBody }));
    const before = (await api.get(body.uuidNews)).body;
    expect(before).toMatchObject({ publishBegin: '2030-05-01 10:00:00', ...dates, event: { date: eventBody.date, endRegistration: eventBody.endRegistration } });

    const item = await api.update(body.uuidNews, before);
    expect(item.status).toBe(200);
    expect(item.body).toEqual(before);
    const event = await api.updateEvent({ ...before.event, uuidNews: body.uuidNews });
    expect(event.status).toBe(200);
    expect(event.body).toEqual(before);
  });

  it("takes the spec's DD.MM.YYYY HH:mm[:ss] and ISO 8601, and answers Moscow YYYY-MM-DD HH:mm:ss", async () => {
    const api = await newsApi(t);
    const { body } = await api.create(
      newsBody({
        publishBegin: '01.05.2030 10:00',
        publishEnd: '2030-05-20T15:30:00Z',
        fixToDate: '10.05.2030 09:15:30',
        poll: { ...pollBody, endPooling: '2030-06-01T18:00:00+03:00' },
      }),
    );
    const item = (await api.get(body.uuidNews)).body;
    expect(item).toMatchObject({
      publishBegin: '2030-05-01 10:00:00',
      publishEnd: '2030-05-20 18:30:00',
      fixToDate: '2030-05-10 09:15:30',
      poll: { endPooling: '2030-06-01 18:00:00' },
    });
    expect(item.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const withEvent = await api.create(newsBody({ event: { ...eventBody, date: '10.06.2030 12:00:00', endRegistration: '2030-06-09T17:00:00.000Z' } }));
    expect((await api.get(withEvent.body.uuidNews)).body.event).toMatchObject({ date: '2030-06-10 12:00:00', endRegistration: '2030-06-09 20:00:00' });
  });
});

describe('DELETE /v1/news/{id}', () => {
  it('deletes an item with its poll', async () => {
    const api = await newsApi(t);
    const { body } = await api.create(newsBody({ poll: pollBody }));
    const keep = await makeNews(t);
    const res = await api.remove(body.uuidNews);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await counts()).toEqual({ news: 1, polls: 0, answers: 0, events: 0 });
    expect((await api.get(body.uuidNews)).status).toBe(404);
    expect((await api.get(keep.uuid)).status).toBe(200);
    const [entry] = await db().select().from(auditLog).where(and(eq(auditLog.entityId, body.uuidNews), eq(auditLog.action, 'news.delete')));
    expect(entry.before).toMatchObject({ uuid: body.uuidNews });
  });

  it('answers 404, 400 for a malformed id, and 401', async () => {
    const api = await newsApi(t);
    expect((await api.remove(unknownUuid)).body).toEqual({ code: 'not_found', message: newsMessages.notFound });
    expect(failingFields((await api.remove('x')).body)).toEqual(['params.id']);
    const item = await makeNews(t);
    expect((await api.remove(item.uuid, null)).status).toBe(401);
    expect((await db().select().from(news)).length).toBe(1);
  });
});

describe('POST /v1/news/poll', () => {
  it('adds a poll to an item without one, making it a survey', async () => {
    const api = await newsApi(t);
    const item = await makeNews(t);
    const res = await api.addPoll({ uuidNews: item.uuid, ...pollBody, answerTypes: ['А', '', 'Б'] });
    expect(res.status).toBe(200);
    expect(res.body.poll?.answerTypes).toEqual([{ title: 'А', votes: 0 }, { title: 'Б', votes: 0 }]);
    expect(newsKindOf(res.body)).toBe('survey');
  });

  it('refuses with 409 when the item has a poll or an event', async () => {
    const api = await newsApi(t);
    for (const part of [{ poll: pollBody }, { event: eventBody }]) {
      const { body } = await api.create(newsBody(part));
      const res = await api.addPoll({ uuidNews: body.uuidNews, ...pollBody });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'news_kind', message: newsMessages.kindChange });
    }
    expect((await counts()).polls).toBe(1);
  });

  it('answers 400 naming fields, 404 and 401', async () => {
    const api = await newsApi(t);
    const item = await makeNews(t);
    const bad = await api.addPoll({ uuidNews: item.uuid, question: '', endPooling: '', answerTypes: ['1', '2', '3', '4', '5'] });
    expect(failingFields(bad.body)).toEqual(['answerTypes', 'endPooling', 'question']);
    expect((await api.addPoll({ uuidNews: unknownUuid, ...pollBody })).body).toEqual({ code: 'not_found', message: newsMessages.notFound });
    expect((await api.addPoll({ uuidNews: item.uuid, ...pollBody }, null)).status).toBe(401);
    expect((await counts()).polls).toBe(0);
  });
});

describe('POST and PUT /v1/news/event', () => {
  it('adds an event to an item without a poll or an event', async () => {
    const api = await newsApi(t);
    const item = await makeNews(t);
    const res = await api.addEvent({ uuidNews: item.uuid, ...eventBody });
    expect(res.status).toBe(200);
    expect(res.body.event).toEqual({ ...eventBody, registered: 0 });
    const again = await api.addEvent({ uuidNews: item.uuid, ...eventBody });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'news_kind', message: newsMessages.kindChange });
    const { body } = await api.create(newsBody({ poll: pollBody }));
    expect((await api.addEvent({ uuidNews: body.uuidNews, ...eventBody })).status).toBe(409);
    expect((await counts()).events).toBe(1);
  });

  it('answers 404 for an item without an event, and for an unknown item', async () => {
    const api = await newsApi(t);
    const item = await makeNews(t);
    const none = await api.updateEvent({ uuidNews: item.uuid, ...eventBody });
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ code: 'not_found', message: newsMessages.eventNotFound });
    for (const call of [api.addEvent, api.updateEvent]) {
      expect((await call({ uuidNews: unknownUuid, ...eventBody })).body).toEqual({ code: 'not_found', message: newsMessages.notFound });
    }
  });

  it('answers 400 naming fields, and 401', async () => {
    const api = await newsApi(t);
    const item = await makeNews(t);
    for (const call of [api.addEvent, api.updateEvent]) {
      const bad = await call({ uuidNews: 'x', ...eventBody, placesCount: 1.5, endRegistration: '' });
      expect(bad.status).toBe(400);
      expect(failingFields(bad.body)).toEqual(['endRegistration', 'placesCount', 'uuidNews']);
      expect((await call({ uuidNews: item.uuid, ...eventBody }, null)).status).toBe(401);
    }
    expect((await counts()).events).toBe(0);
  });
});
