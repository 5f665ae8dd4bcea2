import path from 'node:path';
import type { Readable } from 'node:stream';

export type StoredFile = { stream: Readable; contentType: string; size: number | null };

/** Where uploaded files live: local disk by default, an S3-compatible bucket when S3_* is set. */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Readable | Buffer, contentType: string): Promise<void>;
  /** null when there is no such file (or the key is not one this storage could have written). */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

const segment = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * Keys are slash-separated segments that each start with a letter or digit: no '..', no
 * absolute paths, no hidden files, so a key can never leave the storage root.
 */
export function isSafeKey(key: string): boolean {
  if (!key || key.length > 512) return false;
  return key.split('/').every((s) => segment.test(s));
}

/**
 * Keys under this prefix are private: /files never serves them, only an API route that checks
 * the caller (e.g. the promo-code file, GET /v2/stock/{id}/codes-file).
 */
export const privatePrefix = 'private/';
/** Promo-code files stored before private keys existed: private just the same. */
const legacyPrivatePrefixes = ['codes/'];

export function isPublicKey(key: string): boolean {
  return ![privatePrefix, ...legacyPrivatePrefixes].some((prefix) => key.startsWith(prefix));
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

const typesByExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  csv: 'text/csv',
  txt: 'text/plain',
};

/** A type from the key's extension, for files stored without one. */
export function typeOfKey(key: string): string {
  return typesByExtension[path.extname(key).slice(1).toLowerCase()] ?? 'application/octet-stream';
}
