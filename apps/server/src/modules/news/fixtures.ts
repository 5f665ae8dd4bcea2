import { existsSync } from 'node:fs';
import path from 'node:path';
import { newsPhotoUpload, parseMoscowDateTime, type ApiError, type News, type NewsCreateBody, type NewsPhoto } from '@sks/contract';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/factories.js';
import type { UserRow } from '../auth/repo.js';
import { news } from './schema.js';

export { failingFields, makeCity, makeUniversity } from '../universities/fixtures.js';

export const unknownUuid = '00000000-0000-4000-8000-000000000000';

/** A create body of a federal item the form would send. */
export function newsBody(over: Partial<NewsCreateBody> = {}): NewsCreateBody {
  return {
    title: 'Стипендии повышены',
    content: '<p>Подробности на сайте</p>',
    typeNews: 'federal',
    status: 'enabled',
    publishBegin: '2030-05-01 10:00:00',
    publishEnd: null,
    fixToDate: null,
    keyFiles: [],
    ...over,
  };
}

export const pollBody = { question: 'Куда поедем?', endPooling: '2030-06-01 18:00:00', answerTypes: ['В горы', 'На море'] };
export const eventBody = {
  title: 'День открытых дверей',
  description: 'Экскурсия по кампусу',
  date: '2030-06-10 12:00:00',
  address: 'г. Москва, ул. Ленина, д. 1',
  endRegistration: '2030-06-09 20:00:00',
  placesCount: 50,
};

let seq = 0;
export type NewsRowValues = typeof news.$inferInsert;

/** A stored item; federal, waiting for moderation and published from 2030-01-01 unless said otherwise. */
export async function makeNews(t: TestApp, over: Partial<NewsRowValues> = {}) {
  seq += 1;
  const [row] = await t.database.db
    .insert(news)
    .values({ title: `Новость ${seq}`, publishBegin: parseMoscowDateTime('2030-01-01 10:00:00')!, ...over })
    .returning();
  return row;
}

/** Where the local storage keeps a file of this key. */
export const storedFile = (t: TestApp, key: string) => path.join(t.config.dataDir, 'files', key);
export const fileExists = (t: TestApp, key: string) => existsSync(storedFile(t, key));

type Answer<T> = T & ApiError;

/** A signed-in account (admin unless said otherwise) and the news calls with its token (or none). */
export async function newsApi(t: TestApp, role: 'admin' | 'superadmin' = 'admin') {
  const { user, tokens } = await signedIn(t, role);
  const token = tokens.accessToken;
  const as = (auth: string | null | undefined) => (auth === undefined ? token : (auth ?? undefined));
  return {
    user: user as UserRow,
    token,
    list: (body: unknown = {}, headers: Record<string, string> = {}, auth?: string | null) =>
      t.call<Answer<News[]>>('PUT', '/v1/news/list', { token: as(auth), body, headers }),
    get: (uuid: string, auth?: string | null) => t.call<Answer<News>>('GET', `/v1/news/${uuid}`, { token: as(auth) }),
    create: (body: unknown, auth?: string | null) => t.call<Answer<{ uuidNews: string }>>('POST', '/v1/news', { token: as(auth), body }),
    update: (uuid: string, body: unknown, auth?: string | null) => t.call<Answer<News>>('PUT', `/v1/news/${uuid}`, { token: as(auth), body }),
    remove: (uuid: string, auth?: string | null) => t.call<Answer<{ ok: true }>>('DELETE', `/v1/news/${uuid}`, { token: as(auth) }),
    approve: (body: unknown, auth?: string | null) => t.call<Answer<News>>('PUT', '/v1/news/approve', { token: as(auth), body }),
    send: (uuid: string, auth?: string | null) => t.call<Answer<News>>('POST', `/v1/news/${uuid}/send`, { token: as(auth) }),
    addPoll: (body: unknown, auth?: string | null) => t.call<Answer<News>>('POST', '/v1/news/poll', { token: as(auth), body }),
    addEvent: (body: unknown, auth?: string | null) => t.call<Answer<News>>('POST', '/v1/news/event', { token: as(auth), body }),
    updateEvent: (body: unknown, auth?: string | null) => t.call<Answer<News>>('PUT', '/v1/news/event', { token: as(auth), body }),
    upload: async (file: Buffer | null, auth?: string | null, field: string = newsPhotoUpload.field) => {
      const form = new FormData();
      if (file) form.append(field, new Blob([file], { type: 'image/png' }), 'cover.png');
      const authToken = as(auth);
      const res = await fetch(`${t.url}/api/v1/news/photo`, { method: 'POST', body: form, headers: authToken ? { 'x-access-token': authToken } : {} });
      return { status: res.status, body: (await res.json()) as Answer<NewsPhoto> };
    },
    removePhoto: (uuidPhoto: string, auth?: string | null) => t.call<Answer<{ ok: true }>>('DELETE', `/v1/news/photo/${uuidPhoto}`, { token: as(auth) }),
  };
}
export type NewsApi = Awaited<ReturnType<typeof newsApi>>;
