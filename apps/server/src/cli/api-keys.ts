import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, loadDotEnv } from '../platform/config.js';
import { openDatabase } from '../platform/db/client.js';
import { prepareSchema } from '../platform/db/migrations.js';
import { createApiKey, listApiKeys, revokeApiKeys } from '../platform/app-api/keys.js';

const usage = [
  'npm run apikey:create -- --name "student app"   prints a new key once',
  'npm run apikey:list                              lists keys (name, prefix, created, revoked)',
  'npm run apikey:revoke -- --name N | --uuid U     revokes the live keys of that name or uuid',
].join('\n');

async function run() {
  loadDotEnv();
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { name: { type: 'string' }, uuid: { type: 'string' } },
  });
  const command = positionals[0];
  if (!['create', 'list', 'revoke'].includes(command ?? '')) throw new ConfigError(usage);
  const name = values.name?.trim();
  if (command === 'create' && !name) throw new ConfigError(`--name is required\n${usage}`);
  if (command === 'revoke' && !name && !values.uuid) throw new ConfigError(`--name or --uuid is required\n${usage}`);

  const config = loadConfig(process.env, { serving: false });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await prepareSchema(database);
    if (command === 'create') {
      const created = await createApiKey(database.db, name!);
      console.log(`Created API key "${created.name}" (${created.uuid}). It is shown only now:\n\n${created.key}\n`);
    } else if (command === 'revoke') {
      const revoked = await revokeApiKeys(database.db, { name, uuid: values.uuid });
      console.log(`Revoked ${revoked} key(s).`);
    } else {
      for (const k of await listApiKeys(database.db)) {
        const state = k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : 'live';
        console.log(`${k.uuid}  ${k.prefix}…  ${k.createdAt.toISOString()}  ${state}  ${k.name}`);
      }
    }
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
