import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, productionRequired, sandboxIntegrations } from './config.js';

const complete = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://sks@db.internal:5432/sks',
  JWT_SECRET: 'a-production-secret-of-at-least-32-chars',
  SMTP_URL: 'smtp://mail.internal:25',
  PUBLIC_URL: 'https://console.example.ru',
};

function refusal(env: Record<string, string>, opts?: Parameters<typeof loadConfig>[1]): ConfigError {
  try {
    loadConfig(env, opts);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('loadConfig accepted the configuration');
}

describe('production configuration', () => {
  it('refuses to start with nothing set, naming every missing variable in one message', () => {
    const err = refusal({ NODE_ENV: 'production' });
    for (const name of productionRequired) expect(err.message).toContain(name);
  });

  it.each(productionRequired)('refuses without %s alone and names only it', (name) => {
    const env: Record<string, string> = { ...complete };
    delete env[name];
    const err = refusal(env);
    expect(err.message).toContain(name);
    for (const other of productionRequired.filter((n) => n !== name)) expect(err.message).not.toContain(other);
  });

  it('starts with all of them set', () => {
    expect(loadConfig(complete).publicUrl).toBe('https://console.example.ru');
  });

  it('lets the command-line tools run with only DATABASE_URL, and not without it', () => {
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: complete.DATABASE_URL }, { serving: false }).DATABASE_URL).toBe(complete.DATABASE_URL);
    expect(refusal({ NODE_ENV: 'production' }, { serving: false }).message).toContain('DATABASE_URL');
  });

  it('keeps the developer fallbacks outside production', () => {
    for (const NODE_ENV of ['development', 'test']) expect(loadConfig({ NODE_ENV }).DATABASE_URL).toBeUndefined();
    expect(loadConfig({}).NODE_ENV).toBe('development');
  });

  it('lists each sandbox integration in use, and none once every real service is configured', () => {
    expect(sandboxIntegrations(loadConfig(complete))).toHaveLength(3);
    const real = loadConfig({
      ...complete,
      DADATA_TOKEN: 'token',
      YANDEX_GEOCODER_KEY: 'key',
      ORD_PROVIDER: 'yandex',
      YANDEX_ORD_TOKEN: 'y0_token',
    });
    expect(sandboxIntegrations(real)).toEqual([]);
  });
});
