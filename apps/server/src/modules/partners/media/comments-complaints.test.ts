import { describe, expect, it } from 'vitest';
import { partnerMessages, type ApiError, type Complaint, type PartnerComment } from '@sks/contract';
import { useTestApp } from '../../../test/harness.js';
import { signedIn } from '../../../test/factories.js';
import { reviews } from '../../reviews/schema.js';
import { makeCity, makePartner, makeStudent } from '../fixtures.js';
import { complaints } from '../schema.js';

const t = useTestApp();
const unknownUuid = '00000000-0000-4000-8000-000000000000';

/** A signed-in admin, a partner with two students, and the calls with the admin's token (or none). */
async function setup() {
  const city = await makeCity(t, 'Казань');
  const partner = await makePartner(t, city);
  const other = await makePartner(t, city);
  const anna = await makeStudent(t, city, { name: 'Анна', surname: 'Иванова' });
  const oleg = await makeStudent(t, city, { name: 'Олег', surname: 'Петров' });
  const { tokens } = await signedIn(t);
  const token = tokens.accessToken;
  return {
    partner,
    other,
    anna,
    oleg,
    comments: (body: unknown, headers: Record<string, string> = {}, auth: string | null = token) =>
      t.call<PartnerComment[] & ApiError>('PUT', '/v2/partner/comments/list', { body, headers, token: auth ?? undefined }),
    complaints: (uuidPartner: string, auth: string | null = token) =>
      t.call<Complaint[] & ApiError>('GET', `/v2/partner/complaints/${uuidPartner}`, { token: auth ?? undefined }),
  };
}

const at = (iso: string) => new Date(iso);

describe('PUT /v2/partner/comments/list', () => {
  it("lists the partner's comments newest first with the students' names, and the total in x-record-count", async () => {
    const api = await setup();
    const [older, newer, newest] = await t.database.db
      .insert(reviews)
      .values([
        { uuidPartner: api.partner.uuid, uuidStudent: api.anna.uuid, comment: 'Хорошие скидки', likes: 3, status: 'public', createdAt: at('2026-03-01T09:00:00Z') },
        { uuidPartner: api.partner.uuid, uuidStudent: api.oleg.uuid, comment: 'Вежливый персонал', likes: 0, createdAt: at('2026-03-05T12:30:00Z') },
        { uuidPartner: api.partner.uuid, uuidStudent: null, comment: 'Без автора', likes: 1, createdAt: at('2026-03-07T08:00:00Z') },
        { uuidPartner: api.other.uuid, uuidStudent: api.anna.uuid, comment: 'Чужой отзыв', createdAt: at('2026-03-08T08:00:00Z') },
      ])
      .returning();
    const res = await api.comments({ uuidPartner: api.partner.uuid });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-record-count')).toBe('3');
    expect(res.body).toEqual([
      {
        userCommentInfo: { photo: null, name: '', surname: '' },
        commentInfo: { uuidComment: newest.uuid, comment: 'Без автора', createdAt: '2026-03-07 11:00:00', likes: 1 },
      },
      {
        userCommentInfo: { photo: null, name: 'Олег', surname: 'Петров' },
        commentInfo: { uuidComment: newer.uuid, comment: 'Вежливый персонал', createdAt: '2026-03-05 15:30:00', likes: 0 },
      },
      {
        userCommentInfo: { photo: null, name: 'Анна', surname: 'Иванова' },
        commentInfo: { uuidComment: older.uuid, comment: 'Хорошие скидки', createdAt: '2026-03-01 12:00:00', likes: 3 },
      },
    ]);
  });

  it('pages by x-offset and x-limit, and gives at most 100 when no limit is sent', async () => {
    const api = await setup();
    const start = Date.parse('2026-01-01T00:00:00Z');
    await t.database.db.insert(reviews).values(
      Array.from({ length: 102 }, (_, i) => ({
        uuidPartner: api.partner.uuid,
        uuidStudent: api.anna.uuid,
        comment: `Отзыв ${i + 1}`,
        createdAt: new Date(start + i * 60_000),
      })),
    );
    const page = await api.comments({ uuidPartner: api.partner.uuid }, { 'x-offset': '2', 'x-limit': '3' });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-record-count')).toBe('102');
    expect(page.body.map((c) => c.commentInfo.comment)).toEqual(['Отзыв 100', 'Отзыв 99', 'Отзыв 98']);
    const all = await api.comments({ uuidPartner: api.partner.uuid });
    expect(all.body).toHaveLength(100);
    expect(all.body[99].commentInfo.comment).toBe('Отзыв 3');
  });

  it('answers an empty list and x-record-count 0 for a partner without comments', async () => {
    const api = await setup();
    const res = await api.comments({ uuidPartner: api.partner.uuid });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-record-count')).toBe('0');
    expect(res.body).toEqual([]);
  });

  it('answers 400 naming a missing partner id or a bad paging header, 404 for an unknown partner, 401 without a token', async () => {
    const api = await setup();
    const missing = await api.comments({});
    expect(missing.status).toBe(400);
    expect(missing.body.fields?.map((f) => f.field)).toEqual(['body.uuidPartner']);
    const badLimit = await api.comments({ uuidPartner: api.partner.uuid }, { 'x-limit': '101' });
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.fields?.map((f) => f.field)).toEqual(['headers.x-limit']);
    const unknown = await api.comments({ uuidPartner: unknownUuid });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'not_found', message: partnerMessages.notFound });
    expect((await api.comments({ uuidPartner: api.partner.uuid }, {}, null)).status).toBe(401);
  });
});

describe('GET /v2/partner/complaints/{uuidPartner}', () => {
  it("lists the partner's complaints newest first with the students' names", async () => {
    const api = await setup();
    const [older, newer] = await t.database.db
      .insert(complaints)
      .values([
        { uuidPartner: api.partner.uuid, uuidStudent: api.anna.uuid, msg: 'Не дали скидку', createdAt: at('2026-02-10T10:00:00Z') },
        { uuidPartner: api.partner.uuid, uuidStudent: api.oleg.uuid, msg: 'Закрыто в рабочее время', createdAt: at('2026-02-11T15:45:00Z') },
        { uuidPartner: api.other.uuid, uuidStudent: api.oleg.uuid, msg: 'Чужая жалоба', createdAt: at('2026-02-12T15:45:00Z') },
      ])
      .returning();
    const res = await api.complaints(api.partner.uuid);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { uuidComplaint: newer.uuid, msg: 'Закрыто в рабочее время', createdAt: '2026-02-11 18:45:00', userInfo: { photo: null, name: 'Олег', surname: 'Петров' } },
      { uuidComplaint: older.uuid, msg: 'Не дали скидку', createdAt: '2026-02-10 13:00:00', userInfo: { photo: null, name: 'Анна', surname: 'Иванова' } },
    ]);
  });

  it('answers an empty list for a partner without complaints', async () => {
    const api = await setup();
    const res = await api.complaints(api.partner.uuid);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('answers 404 for an unknown partner, 400 for a malformed id, 401 without a token', async () => {
    const api = await setup();
    const unknown = await api.complaints(unknownUuid);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'not_found', message: partnerMessages.notFound });
    const malformed = await api.complaints('42');
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields?.map((f) => f.field)).toEqual(['params.uuidPartner']);
    expect((await api.complaints(api.partner.uuid, null)).status).toBe(401);
  });
});
