import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  codeCountsSchema,
  codesUpload,
  codesUploadResponseSchema,
  codeUsageHeadersSchema,
  codeUsageSchema,
  promotionCreatedSchema,
  promotionCreateSchema,
  promotionLimits,
  promotionListBodySchema,
  promotionListHeadersSchema,
  promotionParamsSchema,
  promotionRowSchema,
  promotionSchema,
  promotionStatusBodySchema,
  promotionUpdateSchema,
} from '@sks/contract';
import { actorOf } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors.js';
import { acceptMultipart, multipartBody, readMultipartFiles } from '../../platform/multipart.js';
import { pageOf, sendPage } from '../../platform/paging.js';
import * as promotions from './service.js';

const tags = ['promotions'];
const author = (req: FastifyRequest): promotions.Author => ({ actor: actorOf(req), ip: req.ip });

/** Stores the first `file` part of the multipart body; the rest of the body is read and drained. */
async function storeUploadedCodes(app: FastifyInstance, req: FastifyRequest) {
  if (!req.isMultipart()) throw promotions.codesFileMissing();
  const found: { stored?: { fileUrl: string } } = {};
  await readMultipartFiles(req, async (part) => {
    if (part.fieldname !== codesUpload.field || found.stored) return;
    found.stored = await promotions.storeCodesFile(app.ctx, author(req), { filename: part.filename, file: part.file });
  });
  if (!found.stored) throw promotions.codesFileMissing();
  return found.stored;
}

export default async function promotionsRoutes(fastify: FastifyInstance) {
  // In this scope only (the rest of the API takes JSON alone); a file over the limit is cut, then refused with 413.
  await acceptMultipart(fastify, promotionLimits.fileMax);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.put(
    apiPaths.stocks,
    {
      schema: {
        tags,
        headers: promotionListHeadersSchema,
        body: promotionListBodySchema,
        response: { 200: z.array(promotionRowSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const { rows, total } = await promotions.listPromotions(ctx, req.body, pageOf(req.headers));
      return sendPage(reply, rows, total);
    },
  );

  app.post(
    apiPaths.stockUploadCodes,
    {
      schema: {
        tags,
        summary: `Upload a promo-code file (multipart field ${codesUpload.field}): CSV text, one code a line, at most 100 MB`,
        consumes: ['multipart/form-data'],
        body: multipartBody(codesUpload.field),
        response: { 200: codesUploadResponseSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (req) => storeUploadedCodes(app, req),
  );

  app.post(
    apiPaths.stockCreate,
    { schema: { tags, body: promotionCreateSchema, response: { 200: promotionCreatedSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => ({ uuidStock: await promotions.createPromotion(ctx, author(req), req.body) }),
  );

  for (const path of [apiPaths.stock, apiPaths.stockEdit]) {
    app.get(
      path,
      { schema: { tags, params: promotionParamsSchema, response: { 200: promotionSchema, ...errorResponses(400, 401, 403, 404) } } },
      async (req) => promotions.getPromotion(ctx, req.params.id),
    );
  }

  app.get(
    apiPaths.stockCodesFile,
    {
      schema: {
        tags,
        summary: 'Download the promotion\'s promo-code file (private: never served under /files)',
        params: promotionParamsSchema,
        response: { 200: z.any().describe('text/csv'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const file = await promotions.codesFileOf(ctx, req.params.id);
      reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="promocodes-${req.params.id}.csv"`);
      if (file.size !== null) reply.header('content-length', String(file.size));
      return reply.send(file.stream);
    },
  );

  app.post(
    apiPaths.stockImportRetry,
    {
      schema: {
        tags,
        summary: 'Retry the promotion\'s last promo-code import after it failed',
        params: promotionParamsSchema,
        response: { 200: promotionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => promotions.retryLastImport(ctx, author(req), req.params.id),
  );

  app.put(
    apiPaths.stockEdit,
    {
      schema: { tags, params: promotionParamsSchema, body: promotionUpdateSchema, response: { 200: promotionSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (req) => promotions.updatePromotion(ctx, author(req), req.params.id, req.body),
  );

  app.put(
    apiPaths.stockStatus,
    {
      schema: { tags, params: promotionParamsSchema, body: promotionStatusBodySchema, response: { 200: promotionSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (req) => promotions.changePromotionStatus(ctx, author(req), req.params.id, req.body),
  );

  app.post(
    apiPaths.stockStatisticShort,
    { schema: { tags, params: promotionParamsSchema, response: { 200: codeCountsSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => promotions.codeCountsOf(ctx, req.params.id),
  );

  app.post(
    apiPaths.stockStatistic,
    {
      schema: {
        tags,
        params: promotionParamsSchema,
        headers: codeUsageHeadersSchema,
        response: { 200: z.array(codeUsageSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const { rows, total } = await promotions.codeUsageOf(ctx, req.params.id, req.headers['x-offset'], req.headers['x-limit']);
      return sendPage(reply, rows, total);
    },
  );
}
