import type { Integrations } from '../integrations/index.js';
import type { Config } from './config.js';
import type { SessionCheck } from './auth/session-check.js';
import type { SigningKey } from './auth/tokens.js';
import type { Database, Db } from './db/client.js';
import type { Jobs } from './jobs.js';
import type { Mailer } from './mail.js';
import type { Storage } from './storage/storage.js';

/** What services need from the platform; built once in app.ts. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  jwtSecret: SigningKey;
  sessionCheck: SessionCheck;
  storage: Storage;
  jobs: Jobs;
  integrations: Integrations;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
