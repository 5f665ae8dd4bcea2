import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client.js';
import { countHit } from './repo.js';

type RouteOfChild = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * A store of @fastify/rate-limit in the app's own database, so that every instance counts against
 * the same numbers. Each limited route gets a child store whose keys start with its method and URL.
 */
export function postgresStore(db: Db, onError: (err: unknown) => void): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;

    /** The plugin constructs the root store with its options object, which carries no prefix. */
    constructor(prefix: unknown = '') {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    incr(key: string, cb: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number): void {
      countHit(db, this.prefix + key, timeWindow).then(
        (result) => cb(null, result),
        (err: unknown) => {
          onError(err);
          cb(err instanceof Error ? err : new Error(String(err)));
        },
      );
    }

    /** The plugin passes its merged route parameters, with the route under `routeInfo` (its types say the route itself). */
    child(routeOptions: RouteOfChild): FastifyRateLimitStore {
      const route = (routeOptions as RouteOfChild & { routeInfo?: RouteOfChild }).routeInfo ?? routeOptions;
      return new PostgresRateLimitStore(`${this.prefix}${String(route.method)} ${route.url}|`);
    }
  }
  return PostgresRateLimitStore;
}
