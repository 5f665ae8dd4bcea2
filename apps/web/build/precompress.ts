import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;
/** Below this the compressed copy saves less than a network packet. */
const minBytes = 1024;

/** Writes `.br` and `.gz` beside every compressible file of `dir`, so the server sends them as they are. */
export function precompressDir(dir: string): string[] {
  const written: string[] = [];
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, name);
    if (!compressible.test(name) || !statSync(file).isFile()) continue;
    const body = readFileSync(file);
    if (body.length < minBytes) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    written.push(file);
  }
  return written;
}

/** Vite build step: compress the output once at build time instead of on every response. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'sks-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
