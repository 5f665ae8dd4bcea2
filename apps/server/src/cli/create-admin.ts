import { parseArgs } from 'node:util';
import { z } from 'zod';
import { adminRoles, passwordSchema } from '@sks/contract';
import { ConfigError, loadConfig, loadDotEnv } from '../platform/config.js';
import { openDatabase } from '../platform/db/client.js';
import { prepareSchema } from '../platform/db/migrations.js';
import { createAccountWithPassword } from '../modules/auth/service.js';

const argsSchema = z.object({
  email: z.email(),
  password: passwordSchema,
  role: z.enum(adminRoles),
  name: z.string().trim().min(1),
  surname: z.string().trim().min(1),
});

const usage = 'npm run admin:create -- --email E --password P --role superadmin|admin --name N --surname S';

async function run() {
  loadDotEnv();
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' }, surname: { type: 'string' } },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  --${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`${problems}\nusage: ${usage}`);
  }
  const config = loadConfig(process.env, { serving: false });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await prepareSchema(database);
    const user = await createAccountWithPassword(database, parsed.data);
    console.log(`Created ${user.role} ${user.email} (${user.uuid})`);
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
