// `node run-built.mjs <entry>`: runs dist/<entry>.js with plain Node, building first only when
// the bundle is missing or older than any source file (server, contract, migrations aside).
// For `main`, the console is built the same way. tsx is for `npm run dev` alone.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, entries } from './build.mjs';

const server = import.meta.dirname;
const repo = path.resolve(server, '../..');
const entry = process.argv[2] ?? 'main';
if (!(entry in entries)) throw new Error(`unknown entry ${entry}; one of ${Object.keys(entries).join(', ')}`);

/** The newest modification time under `dirs` (0 when none exist). */
function newest(dirs) {
  let latest = 0;
  const walk = (dir) => {
    for (const item of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, item.name);
      if (item.isDirectory()) walk(full);
      else latest = Math.max(latest, statSync(full).mtimeMs);
    }
  };
  for (const dir of dirs) if (existsSync(dir)) walk(dir);
  return latest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : -1);
const contract = path.join(repo, 'packages/contract/src');

if (entry === 'main' && !process.env.WEB_DIST) {
  const web = path.join(repo, 'apps/web');
  const sources = [path.join(web, 'src'), path.join(web, 'index.html'), contract].filter(existsSync);
  const files = sources.filter((s) => statSync(s).isFile());
  const sourceTime = Math.max(newest(sources.filter((s) => !files.includes(s))), ...files.map((f) => statSync(f).mtimeMs));
  if (builtAt(path.join(web, 'dist/index.html')) < sourceTime) {
    console.log('Building the console…');
    execFileSync('npm', ['run', 'build', '-w', '@sks/web'], { cwd: repo, stdio: 'inherit' });
  }
}

const bundle = path.join(server, 'dist', `${entry}.js`);
// The entry's own arguments start right after the script, as if it had been run directly.
process.argv.splice(2, 1);
if (builtAt(bundle) < Math.max(newest([path.join(server, 'src'), contract]), statSync(path.join(server, 'build.mjs')).mtimeMs)) {
  console.log('Building the server…');
  await buildServer();
}
await import(pathToFileURL(bundle).href);
