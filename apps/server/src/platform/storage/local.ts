import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, isSafeKey, typeOfKey, type Storage } from './storage.js';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under `root/<key>`, their content type beside them under `root/.meta/` (a key can never
 * name a dot folder). A file is written to `root/.tmp` and renamed, so a half-written one is never served.
 */
export function localDiskStorage(root: string): Storage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error(`storage key outside the root: ${key}`);
    return file;
  };
  const metaOf = (key: string) => path.join(base, '.meta', `${key}.json`);

  return {
    kind: 'local',
    async put(key, body, contentType) {
      assertSafeKey(key);
      const file = fileOf(key);
      const tmp = path.join(base, '.tmp', randomUUID());
      await mkdir(path.dirname(tmp), { recursive: true });
      await mkdir(path.dirname(file), { recursive: true });
      await mkdir(path.dirname(metaOf(key)), { recursive: true });
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(tmp));
        await writeFile(metaOf(key), JSON.stringify({ contentType }));
        await rename(tmp, file);
      } finally {
        await rm(tmp, { force: true });
      }
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const file = fileOf(key);
      let size: number;
      try {
        const s = await stat(file);
        if (!s.isFile()) return null;
        size = s.size;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      let contentType = typeOfKey(key);
      try {
        contentType = (JSON.parse(await readFile(metaOf(key), 'utf8')) as { contentType: string }).contentType;
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
      return { stream: createReadStream(file), contentType, size };
    },
    async delete(key) {
      assertSafeKey(key);
      await rm(fileOf(key), { force: true });
      await rm(metaOf(key), { force: true });
    },
  };
}
