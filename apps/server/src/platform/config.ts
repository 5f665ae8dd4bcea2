import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

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
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
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
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
});

export type Env = z.infer<typeof envSchema>;
export type Config = Omit<Env, 'GEOCODER'> & { GEOCODER: GeocoderKind; dataDir: string; publicUrl: string; webDist: string };

export class ConfigError extends Error {}

/** Reads and checks the environment; a wrong value throws naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const geocoder = geocoderOf(e);
  if (typeof geocoder !== 'string') throw new ConfigError(`Invalid configuration:\n  ${geocoder.variable}: ${geocoder.message}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    ...e,
    GEOCODER: geocoder,
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../../web/dist')),
  };
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
