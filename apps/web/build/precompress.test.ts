import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

describe('precompressDir', () => {
  it('writes brotli and gzip copies of scripts and styles that decompress to the original', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = 'export const answer = 42;\n'.repeat(200);
    writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script);
    writeFileSync(path.join(dir, 'assets', 'tiny.css'), 'a{}');
    writeFileSync(path.join(dir, 'assets', 'logo.png'), Buffer.alloc(4096, 7));

    const written = precompressDir(dir);

    const js = path.join(dir, 'assets', 'index-abc123.js');
    expect(written).toEqual([js]);
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(existsSync(path.join(dir, 'assets', 'tiny.css.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'logo.png.br'))).toBe(false);
  });
});
