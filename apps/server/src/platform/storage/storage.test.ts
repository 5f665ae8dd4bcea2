import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createStorage, isSafeKey, type Storage } from './index.js';
import { localDiskStorage } from './local.js';
import { s3Storage } from './s3.js';
import { startFakeS3, type FakeS3 } from './fake-s3.js';

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('isSafeKey', () => {
  it('accepts plain slash-separated keys', () => {
    for (const key of ['a.png', 'images/1f2e.webp', 'files/2026/05/report_1-final.csv']) expect(isSafeKey(key)).toBe(true);
  });

  it('refuses keys that could leave the root or name hidden files', () => {
    for (const key of ['', '../x', 'a/../../x', '/etc/passwd', 'a//b', '.meta/a.json', 'a/.tmp', 'a\\b', 'a/b/', 'a b', '%2e%2e/x', 'x'.repeat(600)]) {
      expect(isSafeKey(key), key).toBe(false);
    }
  });
});

/** The same behaviour from every implementation of the interface. */
function behavesAsStorage(name: string, open: () => Storage) {
  describe(`${name} storage`, () => {
    it('stores a buffer and a stream and gives back their bytes and types', async () => {
      const storage = open();
      await storage.put('images/a.png', Buffer.from([1, 2, 3]), 'image/png');
      await storage.put('docs/b.csv', Readable.from([Buffer.from('a;b\n'), Buffer.from('1;2\n')]), 'text/csv');
      const a = await storage.get('images/a.png');
      expect(a?.contentType).toBe('image/png');
      expect(a?.size).toBe(3);
      expect([...(await read(a!.stream))]).toEqual([1, 2, 3]);
      const b = await storage.get('docs/b.csv');
      expect(b?.contentType).toBe('text/csv');
      expect((await read(b!.stream)).toString()).toBe('a;b\n1;2\n');
    });

    it('answers null for a missing key or an unsafe one, and deletes', async () => {
      const storage = open();
      expect(await storage.get('images/none.png')).toBeNull();
      expect(await storage.get('../secret')).toBeNull();
      await storage.put('images/c.gif', Buffer.from('GIF89a'), 'image/gif');
      await storage.delete('images/c.gif');
      expect(await storage.get('images/c.gif')).toBeNull();
      await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/invalid storage key/);
    });
  });
}

const localRoot = mkdtempSync(path.join(tmpdir(), 'sks-storage-'));
afterAll(() => rmSync(localRoot, { recursive: true, force: true }));
behavesAsStorage('local disk', () => localDiskStorage(localRoot));

let fake: FakeS3;
beforeAll(async () => {
  fake = await startFakeS3();
});
afterAll(() => fake.close());
const s3 = () =>
  s3Storage({ bucket: 'sks', endpoint: fake.url, region: 'ru-central1', accessKeyId: 'test', secretAccessKey: 'test-secret', forcePathStyle: true });
behavesAsStorage('S3', s3);

describe('local disk storage files', () => {
  it('keeps the files under the root, the types in .meta, and no temporary files after a write', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'sks-storage-'));
    try {
      await localDiskStorage(root).put('images/d.webp', Buffer.from('RIFF'), 'image/webp');
      expect(await readdir(path.join(root, 'images'))).toEqual(['d.webp']);
      expect(await readdir(path.join(root, '.meta', 'images'))).toEqual(['d.webp.json']);
      expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('S3 storage requests', () => {
  it('signs path-style requests to the bucket and stores the object with its type', async () => {
    await s3().put('images/e.jpg', Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg');
    expect(fake.objects.get('sks/images/e.jpg')).toEqual({ body: Buffer.from([0xff, 0xd8, 0xff]), contentType: 'image/jpeg' });
    expect(fake.requests.at(-1)).toEqual({ method: 'PUT', path: 'sks/images/e.jpg', signed: true });
  });
});

describe('createStorage', () => {
  it('is local disk under DATA_DIR/files by default and S3 when S3_BUCKET is set', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sks-storage-'));
    try {
      const local = await createStorage(loadConfig({ DATA_DIR: dataDir }));
      expect(local.kind).toBe('local');
      await local.put('x.png', Buffer.from('x'), 'image/png');
      expect(await readdir(path.join(dataDir, 'files'))).toContain('x.png');
      const env = { DATA_DIR: dataDir, S3_BUCKET: 'sks', S3_ENDPOINT: fake.url, S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_FORCE_PATH_STYLE: 'true' };
      const remote = await createStorage(loadConfig(env));
      expect(remote.kind).toBe('s3');
      await remote.put('y.png', Buffer.from('y'), 'image/png');
      expect(fake.objects.has('sks/y.png')).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
