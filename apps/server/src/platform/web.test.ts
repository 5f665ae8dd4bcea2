import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { cacheControl } from './web.js';

/** A console build as apps/web produces it: hashed assets with their precompressed copies. */
function fakeBuild() {
  const dist = mkdtempSync(path.join(tmpdir(), 'sks-web-'));
  mkdirSync(path.join(dist, 'assets'));
  const script = 'console.log("СКС");\n'.repeat(500);
  const file = path.join(dist, 'assets', 'index-Ab12Cd34.js');
  writeFileSync(file, script);
  writeFileSync(`${file}.br`, brotliCompressSync(script));
  writeFileSync(`${file}.gz`, gzipSync(script));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>СКС</title><script src="/assets/index-Ab12Cd34.js"></script>');
  return { dist, script };
}

const build = fakeBuild();
const t = useTestApp({ WEB_DIST: build.dist });

const get = (p: string, encoding: string) => fetch(`${t.url}${p}`, { headers: { 'accept-encoding': encoding } });

describe('the built console', () => {
  it('sends hashed assets precompressed, brotli first, and cached for a year', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe(cacheControl.hashed);
    expect(await br.text()).toBe(build.script);

    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(build.script);

    const plain = await get('/assets/index-Ab12Cd34.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(build.script);
  });

  it('never lets index.html be cached without revalidation, also as the history fallback', async () => {
    for (const p of ['/', '/index.html', '/partners/some-card']) {
      const res = await get(p, 'gzip, br');
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type'), p).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control'), p).toBe(cacheControl.other);
    }
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const res = await get('/api/no-such-call', 'gzip');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found' });
  });
});
