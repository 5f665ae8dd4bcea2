import type { Config } from '../platform/config.js';
import type { Db } from '../platform/db/client.js';
import { createAdsOperator, type AdsOperator } from './ord/index.js';
import { createGeocoder, type Geocoder } from './geocoder/index.js';
import { createInnLookup, type InnLookup } from './inn/index.js';

/** The clients of outside services, built once per app and reached through `ctx.integrations` by routes and jobs alike. */
export type Integrations = { inn: InnLookup; geocoder: Geocoder; ord: AdsOperator };

/** `db` keeps the state of the offline advertising operator (the sandbox). */
export function createIntegrations(config: Config, db: Db): Integrations {
  return { inn: createInnLookup(config), geocoder: createGeocoder(config), ord: createAdsOperator(config, db) };
}
