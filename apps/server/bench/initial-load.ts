/**
 * npm run bench: what the sign-in page loads before it shows, gzipped, from the built console
 * (apps/web/dist, or WEB_DIST): the figure `npm run build -w @sks/web` checks against its budget.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatInitialLoad, measureBuiltInitialLoad } from '../../web/build/initial-load.js';

const dist = path.resolve(process.env.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist'));
if (existsSync(path.join(dist, 'index.html'))) {
  for (const line of formatInitialLoad(measureBuiltInitialLoad(dist))) console.log(line);
} else {
  console.log(`no console build at ${dist}: run "npm run build -w @sks/web" for the sign-in page's initial load`);
}
