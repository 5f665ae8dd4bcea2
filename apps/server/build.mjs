// Bundles the server into plain JavaScript (dist/*.js) for Node: the app's own code and the
// contract (which exports TypeScript source) go into the bundle; npm packages stay in
// node_modules, so PGlite finds its wasm and data files where it expects them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = import.meta.dirname;
export const entries = { main: 'src/main.ts', migrate: 'src/cli/migrate.ts', 'create-admin': 'src/cli/create-admin.ts', 'api-keys': 'src/cli/api-keys.ts' };

export function buildServer() {
  return bundle(entries, 'dist');
}

/** Bundles `entryPoints` (name: source file under apps/server) into `outdir` as the server ships. */
export async function bundle(entryPoints, outdir) {
  const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const external = Object.keys(dependencies).filter((name) => name !== '@sks/contract');
  await build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.12',
    sourcemap: true,
    // Subpath imports too (drizzle-orm/pg-core, @electric-sql/pglite/contrib/...).
    external: external.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer();
  console.log('Server built into apps/server/dist');
}
