import path from 'node:path';
import type { Config } from '../config.js';
import { localDiskStorage } from './local.js';
import type { Storage } from './storage.js';

export * from './storage.js';

/**
 * S3 when S3_BUCKET is set; otherwise local disk under DATA_DIR/files. The AWS SDK is loaded
 * only when used: it is large, and it prints a Node-version notice on load.
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.S3_BUCKET) {
    const { s3Storage } = await import('./s3.js');
    return s3Storage({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return localDiskStorage(path.join(config.dataDir, 'files'));
}
