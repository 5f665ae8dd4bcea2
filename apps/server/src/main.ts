import { buildApp } from './app.js';
import { ConfigError, loadConfig, loadDotEnv, sandboxIntegrations } from './platform/config.js';
import { openDatabase } from './platform/db/client.js';
import { prepareSchema, SchemaBehindError } from './platform/db/migrations.js';
import { createStorage } from './platform/storage/index.js';
import { isEmpty, seedDemo } from './seed/demo.js';
import { demoAccounts, demoPassword } from './seed/demo-accounts.js';

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await prepareSchema(database);
  // The embedded database is the demo; PostgreSQL gets demo data only when asked for.
  const wantsDemo = config.SEED === 'demo' || (!config.DATABASE_URL && config.SEED !== 'none');
  const seeded = wantsDemo && (await isEmpty(database.db));
  if (seeded) await seedDemo(database.db, await createStorage(config));

  const app = await buildApp({ config, database });
  if (config.NODE_ENV === 'production') {
    for (const sandbox of sandboxIntegrations(config)) app.log.warn(`an offline sandbox answers instead of the real service: ${sandbox}`);
  }
  /**
   * Graceful shutdown: the server stops accepting, in-flight requests finish, the job workers stop
   * (onClose), then the pool closes. Past SHUTDOWN_TIMEOUT_SECONDS the process exits anyway: an
   * interrupted job is retried by another instance (its heartbeat stops).
   */
  const close = async (signal: string) => {
    app.log.info(`${signal}: shutting down (at most ${config.SHUTDOWN_TIMEOUT_SECONDS} s)`);
    const deadline = setTimeout(() => {
      app.log.error(`shutdown took longer than ${config.SHUTDOWN_TIMEOUT_SECONDS} s: exiting anyway`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
    deadline.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const lines = [`СКС admin console: http://${config.HOST}:${port}/`, `API docs:          http://${config.HOST}:${port}/api/docs`];
  if (wantsDemo) {
    const [superadmin, admin] = demoAccounts;
    lines.push(`Demo sign-in:      ${superadmin.email} / ${demoPassword}  (or ${admin.email}, same password)`);
    if (seeded) lines.push('Demo data loaded into the empty database.');
  }
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof SchemaBehindError ? err.message : err);
  process.exit(1);
});
