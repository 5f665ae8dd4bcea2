import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  settingsCategoryBodySchema,
  settingsCategoryListHeadersSchema,
  settingsCategorySchema,
  settingsCityBodySchema,
  settingsCityListHeadersSchema,
  settingsCitySchema,
  settingsHiddenBodySchema,
  settingsListQuerySchema,
  settingsParamsSchema,
} from '@sks/contract';
import { errorResponses } from '../../platform/errors.js';
import { pageOf, sendPage } from '../../platform/paging.js';
import * as settings from './service.js';

const tags = ['settings'];
const superadminOnly = { access: ['superadmin'] } as const;

/** Reference data kept by a superadmin: the cities and partner categories the forms offer. */
export default async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const saved = (item: z.ZodType) => ({ 200: item, ...errorResponses(400, 401, 403, 404, 409) });

  app.get(
    apiPaths.settingsCities,
    {
      config: superadminOnly,
      schema: {
        tags,
        summary: 'Cities, hidden ones too, by name; `search` filters by a part of the name',
        headers: settingsCityListHeadersSchema,
        querystring: settingsListQuerySchema,
        response: { 200: z.array(settingsCitySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const { rows, total } = await settings.listCities(db, req.query.search, pageOf(req.headers));
      return sendPage(reply, rows, total);
    },
  );
  app.post(
    apiPaths.settingsCities,
    { config: superadminOnly, schema: { tags, summary: 'Add a city', body: settingsCityBodySchema, response: saved(settingsCitySchema) } },
    async (req) => settings.createCity(db, req.body),
  );
  app.put(
    apiPaths.settingsCity,
    {
      config: superadminOnly,
      schema: { tags, summary: 'Rename or edit a city', params: settingsParamsSchema, body: settingsCityBodySchema, response: saved(settingsCitySchema) },
    },
    async (req) => settings.updateCity(db, req.params.uuid, req.body),
  );
  app.put(
    apiPaths.settingsCityHidden,
    {
      config: superadminOnly,
      schema: { tags, summary: 'Hide a city from the forms, or show it again', params: settingsParamsSchema, body: settingsHiddenBodySchema, response: saved(settingsCitySchema) },
    },
    async (req) => settings.updateCity(db, req.params.uuid, req.body),
  );

  app.get(
    apiPaths.settingsCategories,
    {
      config: superadminOnly,
      schema: {
        tags,
        summary: 'Partner categories, hidden ones too, by name; `search` filters by a part of the name',
        headers: settingsCategoryListHeadersSchema,
        querystring: settingsListQuerySchema,
        response: { 200: z.array(settingsCategorySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const { rows, total } = await settings.listCategories(db, req.query.search, pageOf(req.headers));
      return sendPage(reply, rows, total);
    },
  );
  app.post(
    apiPaths.settingsCategories,
    { config: superadminOnly, schema: { tags, summary: 'Add a partner category', body: settingsCategoryBodySchema, response: saved(settingsCategorySchema) } },
    async (req) => settings.createCategory(db, req.body),
  );
  app.put(
    apiPaths.settingsCategory,
    {
      config: superadminOnly,
      schema: { tags, summary: 'Rename a partner category', params: settingsParamsSchema, body: settingsCategoryBodySchema, response: saved(settingsCategorySchema) },
    },
    async (req) => settings.updateCategory(db, req.params.uuid, req.body),
  );
  app.put(
    apiPaths.settingsCategoryHidden,
    {
      config: superadminOnly,
      schema: {
        tags,
        summary: 'Hide a partner category from the forms, or show it again',
        params: settingsParamsSchema,
        body: settingsHiddenBodySchema,
        response: saved(settingsCategorySchema),
      },
    },
    async (req) => settings.updateCategory(db, req.params.uuid, req.body),
  );
}
