import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Gzip bytes of JavaScript and CSS that the sign-in page (`/` signed out) may load before it
 * shows: index.html's entry, its static imports and their stylesheets, not the lazy chunks.
 */
export const initialLoadBudget = 200_000;

/** One emitted file: its bytes, the chunks it imports statically, the stylesheets it brings. */
export type BundleFile = { source: string | Uint8Array; imports?: readonly string[]; css?: readonly string[] };
export type BundleGraph = Record<string, BundleFile>;
export type InitialLoad = { files: { file: string; gzip: number }[]; total: number };

/** What the browser fetches for the entries before running them, each file once, gzipped as the server sends it. */
export function measureInitialLoad(graph: BundleGraph, entries: readonly string[]): InitialLoad {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const node = graph[file];
    if (!node) throw new Error(`The bundle has no ${file}`);
    seen.add(file);
    node.imports?.forEach(visit);
    node.css?.forEach(visit);
  };
  entries.forEach(visit);
  // The same level as build/precompress.ts, which writes the .gz files the server sends.
  const files = [...seen].map((file) => ({ file, gzip: gzipSync(graph[file]!.source, { level: 9 }).length }));
  files.sort((a, b) => b.gzip - a.gzip);
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}

/** Static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`), not import() calls. */
const staticImports = /(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g;
const htmlAssets = /<(?:script[^>]*\ssrc|link[^>]*\srel="stylesheet"[^>]*\shref)="\/([^"]+)"/g;

/**
 * The initial load of a build on disk (`dir` holds index.html and assets/), for scripts run after
 * the build: index.html's script and stylesheets, then the chunks they import statically.
 */
export function measureBuiltInitialLoad(dir: string): InitialLoad {
  const graph: BundleGraph = {};
  const read = (file: string): BundleFile => {
    const source = readFileSync(path.join(dir, file), 'utf8');
    const imports = file.endsWith('.js') ? [...source.matchAll(staticImports)].map((m) => path.posix.join(path.posix.dirname(file), m[1]!)) : [];
    return { source, imports };
  };
  const pending = [...readFileSync(path.join(dir, 'index.html'), 'utf8').matchAll(htmlAssets)].map((m) => m[1]!);
  const entries = [...pending];
  while (pending.length) {
    const file = pending.pop()!;
    if (graph[file]) continue;
    graph[file] = read(file);
    pending.push(...(graph[file].imports ?? []));
  }
  return measureInitialLoad(graph, entries);
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

/** The report's lines: each file, then the total against the budget. */
export function formatInitialLoad({ files, total }: InitialLoad, budget: number = initialLoadBudget): string[] {
  return [
    'initial load of the sign-in page (gzip):',
    ...files.map(({ file, gzip }) => `  ${file.padEnd(48)} ${kB(gzip).padStart(10)}`),
    `  ${'total'.padEnd(48)} ${kB(total).padStart(10)} of ${kB(budget)}`,
  ];
}

/** Vite build step: prints the initial load and fails the build above the budget. */
export function initialLoadReport(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'sks-initial-load',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      const graph: BundleGraph = {};
      const entries: string[] = [];
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'asset') {
          graph[file] = { source: output.source };
          continue;
        }
        graph[file] = { source: output.code, imports: output.imports, css: [...(output.viteMetadata?.importedCss ?? [])] };
        if (output.isEntry) entries.push(file);
      }
      const load = measureInitialLoad(graph, entries);
      for (const line of formatInitialLoad(load)) config.logger.info(line);
      if (load.total > initialLoadBudget) {
        this.error(`The sign-in page loads ${kB(load.total)} gzipped, over the budget of ${kB(initialLoadBudget)} (apps/web/build/initial-load.ts)`);
      }
    },
  };
}
