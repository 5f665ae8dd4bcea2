import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  baseUniversitySchema,
  moscowToday,
  rzdAppCreateSchema,
  rzdApplicationSchema,
  rzdAppPaths,
  rzdDateSchema,
  rzdExportHeadersSchema,
  rzdListHeadersSchema,
  rzdListQuerySchema,
  rzdPaths,
  rzdStatusBodySchema,
} from '@sks/contract';
import { actorOf, appClientOf } from '../../platform/auth/guard.js';
import { appRoute } from '../../platform/app-api/route-options.js';
import { errorResponses } from '../../platform/errors.js';
import { pageOf, sendPage } from '../../platform/paging.js';
import { csvHeader, csvRow } from './csv.js';
import * as rzd from './service.js';

const tags = ['rzd'];
const author = (req: FastifyRequest): rzd.Author => ({ actor: actorOf(req), ip: req.ip });

export default async function rzdRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get(
    rzdPaths.list,
    {
      schema: {
        tags,
        headers: rzdListHeadersSchema,
        querystring: rzdListQuerySchema,
        response: { 200: z.array(rzdApplicationSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const filter = { ...req.query, status: req.headers['x-filter-status'] };
      const { rows, total } = await rzd.listApplications(ctx, filter, pageOf(req.headers));
      return sendPage(reply, rows, total);
    },
  );

  app.get(
    rzdPaths.dates,
    { schema: { tags, summary: 'Months that have applications (the date_send values)', response: { 200: z.array(rzdDateSchema), ...errorResponses(401, 403) } } },
    async () => rzd.applicationDates(ctx),
  );

  app.put(
    rzdPaths.status,
    {
      schema: { tags, body: rzdStatusBodySchema, response: { 200: z.array(rzdApplicationSchema), ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (req) => rzd.changeStatus(ctx, author(req), req.body),
  );

  app.get(
    rzdPaths.export,
    {
      schema: {
        tags,
        summary: 'The filtered list as CSV (UTF-8 with BOM, ";" separated) for the railway company',
        produces: ['text/csv'],
        headers: rzdExportHeadersSchema,
        querystring: rzdListQuerySchema,
        response: { 200: z.string().meta({ description: 'CSV text' }), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const filter = { ...req.query, status: req.headers['x-filter-status'] };
      const sort = { field: req.headers['x-sort-field'], direction: req.headers['x-sort-direction'] };
      const batches = rzd.exportApplications(ctx, filter, sort);
      async function* lines() {
        yield csvHeader();
        for await (const batch of batches) yield batch.map(csvRow).join('');
      }
      // A stream is piped as it is, never serialised: the string type is the document's only.
      const body = Readable.from(lines()) as unknown as string;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="rzd-applications-${moscowToday()}.csv"`)
        .send(body);
    },
  );

  app.get(
    rzdPaths.baseUniversities,
    { schema: { tags, summary: 'The base list of universities', response: { 200: z.array(baseUniversitySchema), ...errorResponses(401, 403) } } },
    async () => rzd.baseUniversities(ctx),
  );

  app.post(
    rzdAppPaths.applications,
    {
      config: appRoute.config,
      schema: {
        ...appRoute.schema,
        summary: 'File a railway-bonus application of a student (at work); one open application per student',
        body: rzdAppCreateSchema,
        response: { 200: rzdApplicationSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (req) => rzd.fileApplication(ctx, appClientOf(req), req.ip, req.body.uuidStudent),
  );
}
