import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages, newsMessages, newsPhotoUpload, uploadMessages } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { auditLog } from '../../platform/audit/schema.js';
import { tinyImages } from '../upload/test-images.js';
import { failingFields, fileExists, makeNews, newsApi, newsBody, storedFile, unknownUuid, type NewsApi } from './fixtures.js';
import { newsPhotos } from './schema.js';

const t = useTestApp();
const png = tinyImages['image/png'];
const photoRows = () => t.database.db.select().from(newsPhotos);

async function uploaded(api: NewsApi, file: Buffer = png) {
  const res = await api.upload(file);
  expect(res.status).toBe(200);
  return res.body;
}

describe('POST /v1/news/photo', () => {
  it.each(newsPhotoUpload.types)('stores a %s unattached and answers its key and URL', async (type) => {
    const api = await newsApi(t);
    const res = await api.upload(tinyImages[type]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      uuidPhoto: expect.any(String),
      keyFile: expect.stringMatching(/^images\/[0-9a-f-]{36}\.(png|jpg|gif)$/),
      urlFile: `/files/${res.body.keyFile}`,
    });
    expect(readFileSync(storedFile(t, res.body.keyFile))).toEqual(tinyImages[type]);
    expect(await photoRows()).toEqual([expect.objectContaining({ uuid: res.body.uuidPhoto, uuidNews: null, keyFile: res.body.keyFile })]);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'news.photo.upload'));
    expect(entry).toMatchObject({ entity: 'news_photo', entityId: res.body.uuidPhoto, actorUuid: api.user.uuid });
  });

  it('answers 415 for WebP and for a text file, storing nothing', async () => {
    const api = await newsApi(t);
    for (const file of [tinyImages['image/webp'], Buffer.from('not a picture at all')]) {
      const res = await api.upload(file);
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ code: 'unsupported_media_type', message: newsMessages.photoType });
    }
    expect(await photoRows()).toEqual([]);
  });

  it('takes exactly 5 242 880 bytes and answers 413 for one byte more', async () => {
    const api = await newsApi(t);
    const atLimit = Buffer.concat([png, Buffer.alloc(newsPhotoUpload.maxBytes - png.length)]);
    expect((await api.upload(atLimit)).status).toBe(200);
    const res = await api.upload(Buffer.concat([atLimit, Buffer.alloc(1)]));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'too_large', message: uploadMessages.tooLarge });
    expect(await photoRows()).toHaveLength(1);
  });

  it('answers 400 without a file, with an empty one or under another field, and 401 without a token', async () => {
    const api = await newsApi(t);
    for (const res of [await api.upload(null), await api.upload(Buffer.alloc(0)), await api.upload(png, undefined, 'photo')]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'file_required', message: uploadMessages.missing });
    }
    const anonymous = await api.upload(png, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 'unauthorized', message: messages.api.unauthorized });
    expect(await photoRows()).toEqual([]);
  });
});

describe('DELETE /v1/news/photo/{uuidPhoto}', () => {
  it('deletes the photo and its file', async () => {
    const api = await newsApi(t);
    const photo = await uploaded(api);
    const keep = await uploaded(api);
    const res = await api.removePhoto(photo.uuidPhoto);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(fileExists(t, photo.keyFile)).toBe(false);
    expect(fileExists(t, keep.keyFile)).toBe(true);
    expect((await photoRows()).map((p) => p.uuid)).toEqual([keep.uuidPhoto]);
    expect((await t.file(photo.urlFile)).status).toBe(404);
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'news.photo.delete'), eq(auditLog.entityId, photo.uuidPhoto)));
    expect(entry.before).toMatchObject({ keyFile: photo.keyFile });
  });

  it('takes an attached photo off its item', async () => {
    const api = await newsApi(t);
    const [a, b] = [await uploaded(api), await uploaded(api)];
    const { body } = await api.create(newsBody({ keyFiles: [a.keyFile, b.keyFile] }));
    await api.removePhoto(a.uuidPhoto);
    expect((await api.get(body.uuidNews)).body.keyFiles).toEqual([b.keyFile]);
    expect(fileExists(t, a.keyFile)).toBe(false);
  });

  it('answers 404 for an unknown photo, 400 for a malformed id and 401 without a token', async () => {
    const api = await newsApi(t);
    const missing = await api.removePhoto(unknownUuid);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'not_found', message: newsMessages.photoNotFound });
    expect(failingFields((await api.removePhoto('abc')).body)).toEqual(['params.uuidPhoto']);
    const photo = await uploaded(api);
    expect((await api.removePhoto(photo.uuidPhoto, null)).status).toBe(401);
    expect(fileExists(t, photo.keyFile)).toBe(true);
  });
});

describe('photos of an item', () => {
  it('are attached on create in the order given', async () => {
    const api = await newsApi(t);
    const [a, b, c] = [await uploaded(api, tinyImages['image/gif']), await uploaded(api), await uploaded(api, tinyImages['image/jpeg'])];
    const { body } = await api.create(newsBody({ keyFiles: [c.keyFile, a.keyFile] }));
    const card = (await api.get(body.uuidNews)).body;
    expect(card.photos).toEqual([c, a]);
    expect(card.photoUrl).toEqual([c.urlFile, a.urlFile]);
    expect(card.keyFiles).toEqual([c.keyFile, a.keyFile]);
    expect((await photoRows()).find((p) => p.uuid === b.uuidPhoto)?.uuidNews).toBeNull();
  });

  it('are refused when not uploaded, attached to another item or given twice, and nothing is saved', async () => {
    const api = await newsApi(t);
    const [a, b] = [await uploaded(api), await uploaded(api)];
    const other = (await api.create(newsBody({ keyFiles: [a.keyFile] }))).body.uuidNews;
    const cases: [string[], string][] = [
      [[b.keyFile, 'images/unknown.png'], 'keyFiles.1'],
      [[a.keyFile], 'keyFiles.0'],
      [[b.keyFile, b.keyFile], 'keyFiles.1'],
    ];
    for (const [keyFiles, field] of cases) {
      const res = await api.create(newsBody({ title: 'Вторая', keyFiles }));
      expect(res.status).toBe(400);
      expect(failingFields(res.body)).toEqual([field]);
    }
    const rows = await photoRows();
    expect(rows.find((p) => p.uuid === a.uuidPhoto)?.uuidNews).toBe(other);
    expect(rows.find((p) => p.uuid === b.uuidPhoto)?.uuidNews).toBeNull();
    expect((await api.list()).body.map((n) => n.uuidNews)).toEqual([other]);
  });

  it('are replaced on edit by the new list: kept ones reordered, new ones attached, dropped ones deleted with their files', async () => {
    const api = await newsApi(t);
    const [a, b, c] = [await uploaded(api), await uploaded(api), await uploaded(api)];
    const { body } = await api.create(newsBody({ keyFiles: [a.keyFile, b.keyFile] }));
    const res = await api.update(body.uuidNews, newsBody({ keyFiles: [c.keyFile, b.keyFile] }));
    expect(res.status).toBe(200);
    expect(res.body.photos).toEqual([c, b]);
    expect(fileExists(t, a.keyFile)).toBe(false);
    expect([fileExists(t, b.keyFile), fileExists(t, c.keyFile)]).toEqual([true, true]);
    expect((await photoRows()).map((p) => p.uuid).sort()).toEqual([b.uuidPhoto, c.uuidPhoto].sort());
    const cleared = await api.update(body.uuidNews, newsBody({ keyFiles: [] }));
    expect(cleared.body.photos).toEqual([]);
    expect([fileExists(t, b.keyFile), fileExists(t, c.keyFile)]).toEqual([false, false]);
  });

  it('keep their files when an edit is refused', async () => {
    const api = await newsApi(t);
    const a = await uploaded(api);
    const { body } = await api.create(newsBody({ keyFiles: [a.keyFile] }));
    const res = await api.update(body.uuidNews, newsBody({ keyFiles: ['images/unknown.png'] }));
    expect(res.status).toBe(400);
    expect(fileExists(t, a.keyFile)).toBe(true);
    expect((await api.get(body.uuidNews)).body.keyFiles).toEqual([a.keyFile]);
  });

  it('are deleted with their files when the item is deleted', async () => {
    const api = await newsApi(t);
    const [a, b] = [await uploaded(api), await uploaded(api)];
    const { body } = await api.create(newsBody({ keyFiles: [a.keyFile, b.keyFile] }));
    const keep = await makeNews(t);
    expect((await api.remove(body.uuidNews)).status).toBe(200);
    expect([fileExists(t, a.keyFile), fileExists(t, b.keyFile)]).toEqual([false, false]);
    expect(await photoRows()).toEqual([]);
    expect((await api.get(keep.uuid)).status).toBe(200);
  });
});
