import { describe, expect, it } from 'vitest';
import { adsPaths, apiBase, apiPaths, codesUpload, imageUpload, messages, type ApiError } from '@sks/contract';
import { useTestApp } from '../test/harness.js';
import { signedIn } from '../test/factories.js';
import { multipartType, multipartWithFile, rawRequest, testBoundary } from '../test/raw-http.js';
import { tinyImages } from '../modules/upload/test-images.js';
import { makeCity, makePartner } from '../modules/partners/fixtures.js';

const t = useTestApp();
const png = tinyImages['image/png'];
const codes = Buffer.from('CODE-1\r\nCODE-2\r\nCODE-3\r\n');
const badMultipart = { code: 'bad_multipart', message: messages.api.badMultipart };

/** Every upload call, with what it needs besides the body (a partner, a photo of it). */
async function uploads() {
  const { tokens } = await signedIn(t, 'superadmin');
  const auth = { 'x-access-token': tokens.accessToken };
  const partner = await makePartner(t, await makeCity(t, 'Казань'));
  const post = (path: string, body: Buffer, headers: Record<string, string> = {}, type = multipartType()) =>
    rawRequest(t.url, { method: 'POST', path: apiBase + path, headers: { ...auth, ...headers, 'content-type': type }, body });
  const added = await post(apiPaths.partnerPhotoAdd, multipartWithFile(imageUpload.field, 'a.png', png), { 'x-uuid-partner': partner.uuid });
  expect(added.status, added.text).toBe(200);
  const photo = JSON.parse(added.text) as { uuidImg: string; keyImg: string };
  const image = { field: imageUpload.field, filename: 'photo.png', bytes: png };
  const calls: { path: string; headers: Record<string, string>; field: string; filename: string; bytes: Buffer }[] = [
    { path: apiPaths.uploadPhoto, headers: {}, ...image },
    { path: apiPaths.newsPhoto, headers: {}, ...image },
    { path: apiPaths.partnerPhotoAdd, headers: { 'x-uuid-partner': partner.uuid }, ...image },
    { path: apiPaths.partnerPhotoEdit, headers: { 'x-uuid-img': photo.uuidImg, 'x-old-key': photo.keyImg }, ...image },
    { path: adsPaths.creativeUpload, headers: {}, ...image },
    { path: apiPaths.stockUploadCodes, headers: {}, field: codesUpload.field, filename: 'codes.csv', bytes: codes },
  ];
  return { post, calls };
}

const expectRefused = (answer: { status: number; text: string }, status: number, body: Partial<ApiError>) => {
  expect(answer.status).toBe(status);
  expect(JSON.parse(answer.text)).toMatchObject(body);
};

describe('broken multipart bodies on every upload call', () => {
  it('answers 400 with a Russian message for a multipart type without a boundary', async () => {
    const { post, calls } = await uploads();
    for (const c of calls) {
      expectRefused(await post(c.path, multipartWithFile(c.field, c.filename, c.bytes), c.headers, multipartType(null)), 400, badMultipart);
    }
  });

  it('answers 400 for a body without its closing boundary', async () => {
    const { post, calls } = await uploads();
    for (const c of calls) expectRefused(await post(c.path, multipartWithFile(c.field, c.filename, c.bytes, { close: false }), c.headers), 400, badMultipart);
  });

  it('answers 400 for a body cut off inside a part header', async () => {
    const { post, calls } = await uploads();
    const cut = Buffer.from(`--${testBoundary}\r\nContent-Disposition: form-data; name="imageF`);
    for (const c of calls) {
      const answer = await post(c.path, cut, c.headers);
      expect(answer.status, c.path).toBe(400);
      expect(JSON.parse(answer.text).message).toMatch(/[А-я]/);
    }
  });

  it('answers 413 for more parts than an upload takes', async () => {
    const { post, calls } = await uploads();
    const field = (i: number) => `--${testBoundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`;
    const many = Buffer.from(`${Array.from({ length: 40 }, (_, i) => field(i)).join('')}--${testBoundary}--\r\n`);
    for (const c of calls) expectRefused(await post(c.path, many, c.headers), 413, { code: 'too_large', message: messages.api.tooManyParts });
  });

  it('answers 400 for a field named after a prototype property', async () => {
    const { post, calls } = await uploads();
    const body = Buffer.concat([Buffer.from(`--${testBoundary}\r\nContent-Disposition: form-data; name="constructor"\r\n\r\nx\r\n`), multipartWithFile('f', 'x.bin', png)]);
    for (const c of calls) expectRefused(await post(c.path, body, c.headers), 400, badMultipart);
  });

  it('still refuses a wrong type with 415, and still stores a whole body', async () => {
    const { post, calls } = await uploads();
    for (const c of calls) {
      const wrong = await post(c.path, multipartWithFile(c.field, 'notes.txt', Buffer.from('\u0000\u0001 not an image, not a csv')), c.headers);
      expect(wrong.status, c.path).toBe(415);
      expect((await post(c.path, multipartWithFile(c.field, c.filename, c.bytes), c.headers)).status, c.path).toBe(200);
    }
  });

  it('still refuses an image over the size limit with 413 on the image uploads', async () => {
    const { post, calls } = await uploads();
    const big = Buffer.concat([png, Buffer.alloc(imageUpload.maxBytes)]);
    for (const c of calls.filter((x) => x.field === imageUpload.field)) {
      expectRefused(await post(c.path, multipartWithFile(c.field, c.filename, big), c.headers), 413, { code: 'too_large' });
    }
  });
});
