import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = `../.e2e-data/${port}`;
export const baseURL = `http://127.0.0.1:${port}`;
/** An app API key made for the run before the server starts (the CLI prints it), for tests of /api/app/v1. */
export const appKeyFile = `../.e2e-data/${port}.app-key`;
/**
 * Debian's old headless shell when installed: it draws the same pages with about half the CPU of
 * the full browser in headless mode (no browser UI renderer, next to no GPU-process compositing),
 * which is what keeps the suite within its timeouts on two shared cores.
 */
const chromium = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

/**
 * Drives the built console (apps/web/dist-e2e) in Debian's Chromium against the real server
 * with a fresh embedded database and the demo data. The access token lives 10 s here so that
 * every run exercises the refresh path.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    headless: true,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // A trace records every test at a third more CPU, and CI keeps nothing but the log: take one
    // locally with `npx playwright test --trace retain-on-failure`.
    trace: 'off',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && mkdir -p ${dataDir} && npx tsx ../apps/server/src/cli/api-keys.ts create --name e2e > ${appKeyFile} && npx tsx ../apps/server/src/main.ts`,
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    // Two starts on a cold data dir (the key CLI, then the server with its demo seed): slow on a busy machine.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: '../apps/web/dist-e2e',
      ACCESS_TOKEN_TTL_SECONDS: '10',
      LOGIN_MAX_FAILURES: '1000',
      LOG_LEVEL: 'warn',
      SEED: 'demo',
      // The offline advertising operator decides 2 s after a send, so the ads tests see statuses move.
      ORD_SANDBOX_DELAY_SECONDS: '2',
      // A tile server that refuses at once: the map's "unavailable" message is tested without
      // depending on whether the machine can reach the internet.
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
    },
  },
});
