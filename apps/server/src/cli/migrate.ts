import { ConfigError, loadConfig, loadDotEnv } from '../platform/config.js';
import { openDatabase } from '../platform/db/client.js';
import { pendingMigrations } from '../platform/db/migrations.js';

/** `npm run migrate`: brings the database's schema up to this version; safe to run from several hosts at once. */
async function run() {
  loadDotEnv();
  const config = loadConfig(process.env, { serving: false });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const pending = await pendingMigrations(database);
    await database.migrate();
    console.log(pending.length ? `Applied ${pending.length} migration(s): ${pending.join(', ')}` : 'The database is up to date.');
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
