import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { messages, promotionLimits } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { promotionApi } from './fixtures.js';

/** The size limit is the contract's; a small one here spares uploading 100 MB. */
vi.mock('@sks/contract', async (importOriginal) => {
  const contract = await importOriginal<typeof import('@sks/contract')>();
  return { ...contract, promotionLimits: { ...contract.promotionLimits, fileMax: 1_000 } };
});

const t = useTestApp();

describe('POST /v2/stock/upload-codes size limit', () => {
  it('takes a file of exactly promotionLimits.fileMax bytes and answers 413 one byte over, keeping nothing of it', async () => {
    expect(promotionLimits.fileMax).toBe(1_000);
    const api = await promotionApi(t);
    const line = 'CODE12345\n';
    const atLimit = line.repeat(100);
    expect(Buffer.byteLength(atLimit)).toBe(1_000);
    const ok = await api.upload(atLimit);
    expect(ok.status).toBe(200);
    const over = await api.upload(`${atLimit}X`);
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ code: 'too_large', message: messages.api.tooLarge });
    // cut by the limit in the middle of a two-byte letter: still a size problem, not a format one
    const cutLetter = await api.upload(`A${'Ж'.repeat(600)}`);
    expect(cutLetter.status).toBe(413);
    expect(await readdir(path.join(t.config.dataDir, 'files', 'private', 'codes'))).toEqual([path.basename(ok.body.fileUrl)]);
  });
});
