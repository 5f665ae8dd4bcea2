import { existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  imageUpload,
  partnerMessages,
  partnerPhotoLimits,
  partnerPhotoMessages as m,
  uploadMessages,
  type ApiError,
  type PartnerPhoto,
} from '@sks/contract';
import { useTestApp } from '../../../test/harness.js';
import { signedIn } from '../../../test/factories.js';
import { auditLog } from '../../../platform/audit/schema.js';
import { tinyImages } from '../../upload/test-images.js';
import { makeCity, makePartner } from '../fixtures.js';
import { partnerPhotos } from '../schema.js';

const t = useTestApp();
const unknownUuid = '00000000-0000-4000-8000-000000000000';
const png = tinyImages['image/png'];
const jpeg = tinyImages['image/jpeg'];

type Answer = PartnerPhoto & ApiError;

/** A signed-in admin, a partner, and the photo calls with the admin's token (or none). */
async function setup() {
  const partner = await makePartner(t, await makeCity(t, 'Москва'));
  const { user, tokens } = await signedIn(t);
  const token = tokens.accessToken;
  const send = async (url: string, file: Buffer | null, headers: Record<string, string>, auth: string | null = token) => {
    const form = new FormData();
    if (file) form.append(imageUpload.field, new Blob([file], { type: 'image/png' }), 'photo.png');
    const res = await fetch(`${t.url}/api${url}`, { method: 'POST', body: form, headers: { ...headers, ...(auth ? { 'x-access-token': auth } : {}) } });
    return { status: res.status, body: (await res.json()) as Answer };
  };
  return {
    user,
    partner,
    add: (file: Buffer | null, uuidPartner: string = partner.uuid, auth?: string | null) =>
      send('/v2/partner/add/photo', file, { 'x-uuid-partner': uuidPartner }, auth),
    replace: (file: Buffer | null, uuidImg: string, oldKey: string, auth?: string | null) =>
      send('/v2/partner/edit/photo', file, { 'x-uuid-img': uuidImg, 'x-old-key': oldKey }, auth),
    remove: (body: unknown, auth: string | null = token) =>
      t.call<{ ok: true } & ApiError>('DELETE', '/v2/partner/photo', { body, token: auth ?? undefined }),
    list: (uuidPartner: string = partner.uuid, auth: string | null = token) =>
      t.call<PartnerPhoto[] & ApiError>('GET', `/v2/partner/photo/list/${uuidPartner}`, { token: auth ?? undefined }),
  };
}

const fileOf = (key: string) => path.join(t.config.dataDir, 'files', key);
/** The stored images (the test app's DATA_DIR lives for the whole file, so compare before and after). */
const storedImages = async () => (existsSync(fileOf('images')) ? (await readdir(fileOf('images'))).sort() : []);
const photoRows = () => t.database.db.select().from(partnerPhotos);
const auditOf = (entityId: string, action: string) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));

describe('POST /v2/partner/add/photo', () => {
  it('stores a PNG and a JPEG, answers each photo with its key and URL, and lists them oldest first', async () => {
    const api = await setup();
    const first = await api.add(png);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ uuidImg: expect.any(String), keyImg: expect.stringMatching(/^images\/[0-9a-f-]{36}\.png$/), url: `/files/${first.body.keyImg}` });
    const second = await api.add(jpeg);
    expect(second.status).toBe(200);
    expect(second.body.keyImg).toMatch(/^images\/[0-9a-f-]{36}\.jpg$/);
    expect(readFileSync(fileOf(first.body.keyImg))).toEqual(png);
    expect(readFileSync(fileOf(second.body.keyImg))).toEqual(jpeg);
    const served = await t.file(second.body.url);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.body).toEqual(jpeg);
    const list = await api.list();
    expect(list.status).toBe(200);
    expect(list.body).toEqual([first.body, second.body]);
  });

  it('records the addition in the audit log', async () => {
    const api = await setup();
    const { body } = await api.add(png);
    const [entry] = await auditOf(body.uuidImg, 'partner.photo.add');
    expect(entry).toMatchObject({ entity: 'partner_photo', actorUuid: api.user.uuid, before: null });
    expect(entry.after).toMatchObject({ uuid: body.uuidImg, uuidPartner: api.partner.uuid, keyImg: body.keyImg });
  });

  it('answers 415 for a file that is not an image and stores nothing', async () => {
    const api = await setup();
    const before = await storedImages();
    const res = await api.add(Buffer.from('just some text, not a picture'));
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ code: 'unsupported_media_type', message: uploadMessages.unsupportedType });
    expect(await photoRows()).toEqual([]);
    expect(await storedImages()).toEqual(before);
  });

  it('answers 413 for an image over 5 MB and stores nothing', async () => {
    const api = await setup();
    const before = await storedImages();
    const res = await api.add(Buffer.concat([png, Buffer.alloc(imageUpload.maxBytes + 1 - png.length)]));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'too_large', message: uploadMessages.tooLarge });
    expect(await photoRows()).toEqual([]);
    expect(await storedImages()).toEqual(before);
  });

  it('answers 400 without a file and 400 naming the header for a malformed partner id', async () => {
    const api = await setup();
    const missing = await api.add(null);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ code: 'file_required', message: uploadMessages.missing });
    const malformed = await api.add(png, '42');
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields?.map((f) => f.field)).toEqual(['headers.x-uuid-partner']);
    expect(await photoRows()).toEqual([]);
  });

  it('answers 404 for an unknown partner and stores nothing', async () => {
    const api = await setup();
    const before = await storedImages();
    const res = await api.add(png, unknownUuid);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: partnerMessages.notFound });
    expect(await storedImages()).toEqual(before);
  });

  it(`takes ${partnerPhotoLimits.perPartner} photos and answers 409 past them, storing nothing`, async () => {
    const api = await setup();
    const fill = Array.from({ length: partnerPhotoLimits.perPartner - 1 }, (_, i) => ({ uuidPartner: api.partner.uuid, keyImg: `images/old-${i}.png` }));
    await t.database.db.insert(partnerPhotos).values(fill);
    expect((await api.add(png)).status).toBe(200);
    const before = await storedImages();
    const res = await api.add(png);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'photo_limit', message: m.tooMany });
    expect(m.tooMany).toBe('Можно добавить не более 50 фото');
    expect(await photoRows()).toHaveLength(partnerPhotoLimits.perPartner);
    expect(await storedImages()).toEqual(before);
  });

  it('answers 401 without a token and stores nothing', async () => {
    const api = await setup();
    const res = await api.add(png, api.partner.uuid, null);
    expect(res.status).toBe(401);
    expect(await photoRows()).toEqual([]);
  });
});

describe('POST /v2/partner/edit/photo', () => {
  it('replaces the image, keeps the photo id, removes the old file and serves the new one', async () => {
    const api = await setup();
    const { body: old } = await api.add(png);
    expect(existsSync(fileOf(old.keyImg))).toBe(true);
    const res = await api.replace(jpeg, old.uuidImg, old.keyImg);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ uuidImg: old.uuidImg, keyImg: expect.stringMatching(/^images\/[0-9a-f-]{36}\.jpg$/), url: `/files/${res.body.keyImg}` });
    expect(existsSync(fileOf(old.keyImg))).toBe(false);
    expect(readFileSync(fileOf(res.body.keyImg))).toEqual(jpeg);
    expect((await t.file(`/files/${old.keyImg}`)).status).toBe(404);
    expect((await api.list()).body).toEqual([res.body]);
    const [entry] = await auditOf(old.uuidImg, 'partner.photo.replace');
    expect(entry.before).toMatchObject({ keyImg: old.keyImg });
    expect(entry.after).toMatchObject({ keyImg: res.body.keyImg });
  });

  it('answers 409 when the old key is no longer the photo’s key, and keeps the photo and its file', async () => {
    const api = await setup();
    const { body: old } = await api.add(png);
    const before = await storedImages();
    const res = await api.replace(jpeg, old.uuidImg, 'images/someone-else.png');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'stale_photo', message: m.stale });
    expect(await storedImages()).toEqual(before);
    expect((await api.list()).body).toEqual([old]);
  });

  it('answers 415 for a non-image and leaves the photo as it was', async () => {
    const api = await setup();
    const { body: old } = await api.add(png);
    const before = await storedImages();
    const res = await api.replace(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), old.uuidImg, old.keyImg);
    expect(res.status).toBe(415);
    expect(await storedImages()).toEqual(before);
    expect((await api.list()).body).toEqual([old]);
  });

  it('answers 400 naming a malformed header, 404 for an unknown photo, 401 without a token', async () => {
    const api = await setup();
    const { body: old } = await api.add(png);
    const malformed = await api.replace(jpeg, 'not-a-uuid', old.keyImg);
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields?.map((f) => f.field)).toEqual(['headers.x-uuid-img']);
    const unknown = await api.replace(jpeg, unknownUuid, old.keyImg);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'not_found', message: m.notFound });
    expect((await api.replace(jpeg, old.uuidImg, old.keyImg, null)).status).toBe(401);
    expect((await api.list()).body).toEqual([old]);
  });
});

describe('DELETE /v2/partner/photo', () => {
  it('deletes the photo and removes its file', async () => {
    const api = await setup();
    const { body: kept } = await api.add(jpeg);
    const { body: gone } = await api.add(png);
    const res = await api.remove({ uuidImg: gone.uuidImg, keyImg: gone.keyImg });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(existsSync(fileOf(gone.keyImg))).toBe(false);
    expect(existsSync(fileOf(kept.keyImg))).toBe(true);
    expect((await api.list()).body).toEqual([kept]);
    const [entry] = await auditOf(gone.uuidImg, 'partner.photo.delete');
    expect(entry).toMatchObject({ actorUuid: api.user.uuid, after: null });
    expect(entry.before).toMatchObject({ keyImg: gone.keyImg });
  });

  it('keeps a file that another photo still points at', async () => {
    const api = await setup();
    const { body: photo } = await api.add(png);
    const [twin] = await t.database.db.insert(partnerPhotos).values({ uuidPartner: api.partner.uuid, keyImg: photo.keyImg }).returning();
    expect((await api.remove({ uuidImg: twin.uuid, keyImg: photo.keyImg })).status).toBe(200);
    expect(existsSync(fileOf(photo.keyImg))).toBe(true);
  });

  it('answers 200 when the file cannot be removed: the photo is gone all the same', async () => {
    const api = await setup();
    const { body: photo } = await api.add(png);
    const storage = t.app.ctx.storage;
    const realDelete = storage.delete;
    storage.delete = async () => {
      throw new Error('storage is down');
    };
    try {
      const res = await api.remove({ uuidImg: photo.uuidImg, keyImg: photo.keyImg });
      expect(res.status).toBe(200);
    } finally {
      storage.delete = realDelete;
    }
    expect(await photoRows()).toEqual([]);
    expect(existsSync(fileOf(photo.keyImg))).toBe(true);
  });

  it('answers 404 for an unknown photo, 409 for a key it no longer has, 400 naming a bad field, 401 without a token', async () => {
    const api = await setup();
    const { body: photo } = await api.add(png);
    const unknown = await api.remove({ uuidImg: unknownUuid, keyImg: photo.keyImg });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'not_found', message: m.notFound });
    const stale = await api.remove({ uuidImg: photo.uuidImg, keyImg: 'images/older.png' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale_photo');
    const invalid = await api.remove({ uuidImg: photo.uuidImg, keyImg: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields?.map((f) => f.field)).toEqual(['body.keyImg']);
    expect((await api.remove({ uuidImg: photo.uuidImg, keyImg: photo.keyImg }, null)).status).toBe(401);
    expect((await api.list()).body).toEqual([photo]);
    expect(existsSync(fileOf(photo.keyImg))).toBe(true);
  });
});

describe('GET /v2/partner/photo/list/{uuidPartner}', () => {
  it("lists only this partner's photos; an empty list for a partner without any", async () => {
    const api = await setup();
    const other = await makePartner(t, null);
    const { body: own } = await api.add(png);
    await api.add(png, other.uuid);
    expect((await api.list()).body).toEqual([own]);
    const bare = await makePartner(t, null, { name: 'Без фото' });
    const empty = await api.list(bare.uuid);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
  });

  it('answers 404 for an unknown partner, 400 for a malformed id, 401 without a token', async () => {
    const api = await setup();
    const unknown = await api.list(unknownUuid);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'not_found', message: partnerMessages.notFound });
    const malformed = await api.list('42');
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields?.map((f) => f.field)).toEqual(['params.uuidPartner']);
    expect((await api.list(api.partner.uuid, null)).status).toBe(401);
  });
});
