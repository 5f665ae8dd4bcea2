import { loadConfig } from '../src/platform/config.js';

/** The server's configuration in a bench: data in `dataDir`, quiet logs, a fixed signing secret. */
export function benchConfig(dataDir: string, overrides: Record<string, string> = {}) {
  return loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', JWT_SECRET: 'bench-secret-bench-secret-bench-secret', WEB_DIST: dataDir, ...overrides });
}
