import { defineConfig } from 'vitest/config';

const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    env,
    // Bounds for a machine that CI may share with other runs: they only end a test that hangs.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    globalSetup: ['./src/test/global-setup.ts'],
  },
});

const pgUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] } },
      serverProject('server-pglite', { TEST_DB: 'pglite' }),
      ...(pgUrl ? [serverProject('server-postgres', { TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl })] : []),
      { test: { name: 'web', root: './apps/web', include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'], passWithNoTests: true } },
    ],
  },
});
