import { buildApp } from './app.js';
import { ConfigError, loadConfig, loadDotEnv } from './platform/config.js';
import { openDatabase } from './platform/db/client.js';
import { createStorage } from './platform/storage/index.js';
import { isEmpty, seedDemo } from './seed/demo.js';
import { demoAccounts, demoPassword } from './seed/demo-accounts.js';

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  // The embedded database is the demo; PostgreSQL gets demo data only when asked for.
  const wantsDemo = config.SEED === 'demo' || (!config.DATABASE_URL && config.SEED !== 'none');
  const seeded = wantsDemo && (await isEmpty(database.db));
  if (seeded) await seedDemo(database.db, await createStorage(config));

  const app = await buildApp({ config, database });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);

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
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
