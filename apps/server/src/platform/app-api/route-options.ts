import { appApiRateLimit } from '../rate-limit/index.js';

/**
 * What every app API route declares: the key guard, its rate limit (APP_API_RATE_LIMIT), and its
 * tag and security scheme in the OpenAPI document. Spread `config` into the route's options and
 * `schema` into its schema.
 */
export const appRoute = {
  config: { access: 'app', rateLimit: appApiRateLimit },
  schema: { tags: ['app'], security: [{ appApiKey: [] }] },
} as const;
