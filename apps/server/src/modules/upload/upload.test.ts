import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { imageUpload, uploadMessages, type ApiError, type UploadResponse } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { signedIn } from '../../test/factories.js';
import { auditLog } from '../../platform/audit/schema.js';
import { tinyImages } from './test-images.js';
import { sniffImageType } from './image-type.js';

const t = useTestApp();

async function upload(file: Buffer | null, opts: { name?: string; type?: string; field?: string; token?: string | null } = {}) {
  const token = opts.token === undefined ? (await signedIn(t)).tokens.accessToken : opts.token;
  const form = new FormData();
  form.append('note', 'logo');
  if (file) form.append(opts.field ?? 'imageFile', new Blob([file], { type: opts.type ?? 'image/png' }), opts.name ?? 'logo.png');
  const res = await fetch(`${t.url}/api/v2/upload-photo`, { method: 'POST', body: form, headers: token ? { 'x-access-token': token } : {} });
  return { status: res.status, body: (await res.json()) as UploadResponse & ApiError };
}

/** A raw GET, so that the path reaches the server exactly as written (fetch would resolve '..'). */
function rawGet(path: string): Promise<number> {
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

describe('POST /v2/upload-photo', () => {
  it.each(Object.entries(tinyImages))('stores a %s and serves it back at urlFile with its bytes and type', async (type, bytes) => {
    const res = await upload(bytes, { type: 'application/octet-stream', name: 'whatever.bin' });
    expect(res.status).toBe(200);
    const ext = imageUpload.types[type as keyof typeof imageUpload.types];
    expect(res.body.keyFile).toMatch(new RegExp(`^images/[0-9a-f-]{36}\\.${ext}$`));
    expect(res.body.urlFile).toBe(`/files/${res.body.keyFile}`);
    const served = await t.file(res.body.urlFile);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(served.body).toEqual(bytes);
  });

  it('gives every upload its own key and records it in the audit log', async () => {
    const a = await upload(tinyImages['image/png']);
    const b = await upload(tinyImages['image/png']);
    expect(a.body.keyFile).not.toBe(b.body.keyFile);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'file.upload'));
    expect(entries.map((e) => e.entityId).sort()).toEqual([a.body.keyFile, b.body.keyFile].sort());
    expect(entries[0].after).toMatchObject({ contentType: 'image/png', storage: 'local' });
  });

  it('answers 415 for a text file named .png and sent as image/png', async () => {
    const res = await upload(Buffer.from('just some text, not a picture'), { name: 'logo.png', type: 'image/png' });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ code: 'unsupported_media_type', message: uploadMessages.unsupportedType });
    expect(res.body.message).toMatch(/JPEG, PNG, GIF и WebP/);
  });

  it('takes exactly 5 242 880 bytes and answers 413 for 5 242 881', async () => {
    const png = tinyImages['image/png'];
    const atLimit = Buffer.concat([png, Buffer.alloc(imageUpload.maxBytes - png.length)]);
    expect((await upload(atLimit)).status).toBe(200);
    const over = Buffer.concat([png, Buffer.alloc(imageUpload.maxBytes + 1 - png.length)]);
    expect(over.length).toBe(5_242_881);
    const res = await upload(over);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'too_large', message: uploadMessages.tooLarge });
  });

  it('answers 400 without a file, with the file under another field name, with an empty file, or with JSON', async () => {
    for (const res of [await upload(null), await upload(tinyImages['image/png'], { field: 'photo' }), await upload(Buffer.alloc(0))]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'file_required', message: uploadMessages.missing });
    }
    const { tokens } = await signedIn(t);
    const json = await t.call<ApiError>('POST', '/v2/upload-photo', { token: tokens.accessToken, body: { imageFile: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body.code).toBe('file_required');
  });

  it('answers 401 without a token and stores nothing', async () => {
    const res = await upload(tinyImages['image/png'], { token: null });
    expect(res.status).toBe(401);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'file.upload'))).toEqual([]);
  });
});

describe('GET /files/*', () => {
  it('answers 404 for an unknown key and for paths that try to leave the storage', async () => {
    expect((await t.file('/files/images/00000000-0000-4000-8000-000000000000.png')).status).toBe(404);
    for (const path of ['/files/../../etc/passwd', '/files/%2e%2e/%2e%2e/etc/passwd', '/files/.meta/x.json', '/files//etc/passwd', '/files/']) {
      expect(await rawGet(path), path).toBe(404);
    }
  });

  it('serves a stored file without a token', async () => {
    const { body } = await upload(tinyImages['image/gif']);
    const res = await t.file(body.urlFile);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(tinyImages['image/gif'].length));
    expect(res.body).toEqual(tinyImages['image/gif']);
  });
});

describe('sniffImageType', () => {
  it('knows the four types by their first bytes and nothing else', () => {
    for (const [type, bytes] of Object.entries(tinyImages)) expect(sniffImageType(bytes)).toBe(type);
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});
