import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import type { AdsOperator } from './ord.js';
import { createOrdSandbox } from './sandbox.js';
import { createYandexOrd } from './yandex.js';

export type { AdsOperator } from './ord.js';

/** The Yandex ORD client when ORD_PROVIDER=yandex (config checks its token), otherwise the offline sandbox. */
export function createAdsOperator(
  config: Pick<Config, 'ORD_PROVIDER' | 'YANDEX_ORD_TOKEN' | 'YANDEX_ORD_URL' | 'ORD_SANDBOX_DELAY_SECONDS'>,
  db: Db,
  now?: () => Date,
): AdsOperator {
  if (config.ORD_PROVIDER === 'yandex' && config.YANDEX_ORD_TOKEN) {
    return createYandexOrd({ token: config.YANDEX_ORD_TOKEN, baseUrl: config.YANDEX_ORD_URL });
  }
  return createOrdSandbox({ db, delaySeconds: config.ORD_SANDBOX_DELAY_SECONDS, now });
}
