import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adsPagedSchema,
  adsPaths,
  adsPlatformSchema,
  okvedOptionSchema,
  okvedQuerySchema,
  partnerPickerItemSchema,
  partnerPickerQuerySchema,
} from '@sks/contract';
import { errorResponses } from '../../../platform/errors.js';
import { ensurePlatform, presentPlatform } from '../registry/platform.js';
import * as repo from './repo.js';

const tags = ['ads'];

/** The lookups of the advertising screens: OKVED codes, the product's platform, the partner picker. */
export default async function adsLookupsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get(
    adsPaths.okved,
    { schema: { tags, querystring: okvedQuerySchema, response: { 200: adsPagedSchema(okvedOptionSchema), ...errorResponses(400, 401, 403) } } },
    async (req) => {
      const { rows, total } = await repo.okvedPage(ctx.db, req.query.search, req.query);
      return { result: rows.map((r) => ({ id: r.code, value: `${r.code} ${r.name}` })), total, limit: req.query.limit };
    },
  );
  app.get(
    adsPaths.platforms,
    { schema: { tags, response: { 200: z.array(adsPlatformSchema), ...errorResponses(401, 403) } } },
    async () => [presentPlatform(await ensurePlatform(ctx))],
  );
  app.get(
    adsPaths.partnerPicker,
    { schema: { tags, querystring: partnerPickerQuerySchema, response: { 200: z.array(partnerPickerItemSchema), ...errorResponses(400, 401, 403) } } },
    async (req) => repo.partnerPickerPage(ctx.db, req.query.search, req.query),
  );
}
