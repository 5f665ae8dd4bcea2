import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { innChecksumOk } from '@sks/contract';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** The advertising-data operator: the offline sandbox or the Yandex ORD API. */
export const ordProviders = ['sandbox', 'yandex'] as const;

export const geocoderKinds = ['sandbox', 'yandex', 'nominatim'] as const;
export type GeocoderKind = (typeof geocoderKinds)[number];

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  SEED: z.enum(['demo', 'none']).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(3600).default(300),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  /** Audit rows older than this are deleted nightly; unset keeps the audit log forever. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).optional(),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(120).default(10),
  /** How long an instance trusts its last look at a session; 0 looks on every call. */
  SESSION_CHECK_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  RESET_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  RESET_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  APP_API_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  APP_API_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('СКС <no-reply@sks.local>'),
  DADATA_TOKEN: z.string().min(1).optional(),
  DADATA_URL: z.url().default('https://suggestions.dadata.ru'),
  GEOCODER: z.enum(geocoderKinds).optional(),
  YANDEX_GEOCODER_KEY: z.string().min(1).optional(),
  YANDEX_GEOCODER_URL: z.url().default('https://geocode-maps.yandex.ru/1.x/'),
  NOMINATIM_URL: z.url().optional(),
  MAP_TILE_URL: z
    .string()
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .refine((v) => /^https?:\/\/[^/\s]+\/\S*$/.test(v), 'must be an absolute http(s) URL template'),
  MAP_TILE_ATTRIBUTION: z.string().min(1).default('© OpenStreetMap'),
  TRUST_PROXY: bool.default(false),
  CORS_ORIGINS: z.string().optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** On SIGTERM/SIGINT: how long in-flight requests and jobs may take to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** How often pg-boss looks for jobs whose worker died (missed heartbeats) or ran out of time. */
  JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  ORD_PROVIDER: z.enum(ordProviders).default('sandbox'),
  YANDEX_ORD_TOKEN: z.string().min(1).optional(),
  YANDEX_ORD_URL: z.url().default('https://ord.yandex.net/api/v7/'),
  ORD_SANDBOX_DELAY_SECONDS: z.coerce.number().min(0).max(86_400).default(20),
  ORD_ORGANIZATION_INN: z
    .string()
    .default('7701000001')
    .refine((v) => /^\d{10}$/.test(v) && innChecksumOk(v), 'must be a legal entity INN (10 digits) with valid check digits'),
  ORD_ORGANIZATION_NAME: z.string().min(1).default('ООО «СКС»'),
});

export type Env = z.infer<typeof envSchema>;
export type Config = Omit<Env, 'GEOCODER'> & { GEOCODER: GeocoderKind; dataDir: string; publicUrl: string; webDist: string };

export class ConfigError extends Error {}

/**
 * What production cannot do without: its own database, a fixed signing key (sessions survive a
 * restart and every instance accepts the others' tokens), real mail (password links) and the
 * address those links point to. Outside production each has a developer-friendly fallback.
 */
export const productionRequired = ['DATABASE_URL', 'JWT_SECRET', 'SMTP_URL', 'PUBLIC_URL'] as const;

export type LoadOptions = {
  /** False for the command-line tools (migrate, admin:create, apikey:*): production needs only DATABASE_URL there. */
  serving?: boolean;
};

/** Reads and checks the environment; a wrong value throws naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, opts: LoadOptions = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') {
    const required = opts.serving === false ? (['DATABASE_URL'] as const) : productionRequired;
    const missing = required.filter((name) => !e[name]);
    if (missing.length) {
      throw new ConfigError(
        `NODE_ENV=production needs these variables set (see docs/operations.md):\n${missing.map((m) => `  ${m}`).join('\n')}`,
      );
    }
  }
  const geocoder = geocoderOf(e);
  if (typeof geocoder !== 'string') throw new ConfigError(`Invalid configuration:\n  ${geocoder.variable}: ${geocoder.message}`);
  if (e.ORD_PROVIDER === 'yandex' && !e.YANDEX_ORD_TOKEN) {
    throw new ConfigError('Invalid configuration:\n  YANDEX_ORD_TOKEN: required when ORD_PROVIDER=yandex');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    ...e,
    GEOCODER: geocoder,
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    webDist: path.resolve(e.WEB_DIST ?? defaultWebDist()),
  };
}

/** The console's build, from the sources (apps/server/src/platform) or from the bundle (apps/server/dist). */
function defaultWebDist(): string {
  const candidates = ['../../../web/dist', '../../web/dist'].map((p) => path.resolve(import.meta.dirname, p));
  return candidates.find((c) => existsSync(path.join(c, 'index.html'))) ?? candidates[0]!;
}

/**
 * The outside services answered by an offline sandbox in this configuration: fine for the demo
 * and tests, a warning in production (INN lookup, geocoder, advertising-data operator).
 */
export function sandboxIntegrations(config: Config): string[] {
  const sandboxes: string[] = [];
  if (!config.DADATA_TOKEN) sandboxes.push('INN lookup (set DADATA_TOKEN)');
  if (config.GEOCODER === 'sandbox') sandboxes.push('geocoder (set YANDEX_GEOCODER_KEY or NOMINATIM_URL)');
  if (config.ORD_PROVIDER === 'sandbox') sandboxes.push('ОРД advertising marking (set ORD_PROVIDER=yandex and YANDEX_ORD_TOKEN)');
  return sandboxes;
}

/**
 * The geocoder client: GEOCODER when set (its client's variable must be set too); otherwise the
 * client whose variable is set, or the offline sandbox when neither is. Both set without GEOCODER
 * is ambiguous, so it stops the server rather than guess.
 */
function geocoderOf(e: Env): GeocoderKind | { variable: string; message: string } {
  if (e.GEOCODER === 'yandex' && !e.YANDEX_GEOCODER_KEY) return { variable: 'YANDEX_GEOCODER_KEY', message: 'required when GEOCODER=yandex' };
  if (e.GEOCODER === 'nominatim' && !e.NOMINATIM_URL) return { variable: 'NOMINATIM_URL', message: 'required when GEOCODER=nominatim' };
  if (e.GEOCODER) return e.GEOCODER;
  if (e.YANDEX_GEOCODER_KEY && e.NOMINATIM_URL) {
    return { variable: 'GEOCODER', message: 'set it to yandex or nominatim: both YANDEX_GEOCODER_KEY and NOMINATIM_URL are set' };
  }
  if (e.YANDEX_GEOCODER_KEY) return 'yandex';
  if (e.NOMINATIM_URL) return 'nominatim';
  return 'sandbox';
}

/**
 * The CSP source that lets the console draw the map tiles: the tile URL's scheme and host, with a
 * subdomain placeholder ('{s}.tile.example.org') widened to '*.'; any other placeholder in the
 * host leaves only the scheme.
 */
export function tileImageSource(tileUrl: string): string {
  const [, scheme, host] = /^(https?:)\/\/([^/]+)/.exec(tileUrl) ?? [];
  if (!scheme || !host) return "'self'";
  const widened = host.replace(/^\{[^}]*\}\./, '*.');
  return widened.includes('{') ? scheme : `${scheme}//${widened}`;
}

/** Loads `.env` from the working directory when present (Node's own loader). */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
