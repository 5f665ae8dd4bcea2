import type { Config } from '../../platform/config.js';
import { createDadataClient } from './dadata-client.js';
import type { InnLookup } from './inn-lookup.js';
import { createInnSandbox } from './sandbox.js';

export type { InnLookup } from './inn-lookup.js';

/** DaData when a token is configured, otherwise the offline sandbox (demo, tests, no internet). */
export function createInnLookup(config: Pick<Config, 'DADATA_TOKEN' | 'DADATA_URL'>): InnLookup {
  return config.DADATA_TOKEN ? createDadataClient({ token: config.DADATA_TOKEN, baseUrl: config.DADATA_URL }) : createInnSandbox();
}
