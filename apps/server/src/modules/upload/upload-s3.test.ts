import { afterAll, describe, expect, it } from 'vitest';
import type { UploadResponse } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { signedIn } from '../../test/factories.js';
import { startFakeS3 } from '../../platform/storage/fake-s3.js';
import { tinyImages } from './test-images.js';

const fake = await startFakeS3();
afterAll(() => fake.close());
const t = useTestApp({
  S3_BUCKET: 'sks-files',
  S3_ENDPOINT: fake.url,
  S3_REGION: 'ru-central1',
  S3_ACCESS_KEY_ID: 'test-key',
  S3_SECRET_ACCESS_KEY: 'test-secret',
  S3_FORCE_PATH_STYLE: 'true',
});

describe('upload with S3 storage', () => {
  it('puts the image into the bucket and serves it back from there', async () => {
    const { tokens } = await signedIn(t);
    const form = new FormData();
    form.append('imageFile', new Blob([tinyImages['image/webp']]), 'photo.webp');
    const res = await fetch(`${t.url}/api/v2/upload-photo`, { method: 'POST', body: form, headers: { 'x-access-token': tokens.accessToken } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as UploadResponse;
    expect(fake.objects.get(`sks-files/${body.keyFile}`)).toEqual({ body: tinyImages['image/webp'], contentType: 'image/webp' });
    const served = await t.file(body.urlFile);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.body).toEqual(tinyImages['image/webp']);
    expect((await t.file('/files/images/missing.png')).status).toBe(404);
  });
});
