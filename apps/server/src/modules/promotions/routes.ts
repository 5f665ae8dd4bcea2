import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
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
import { AppError, errorResponses } from '../../platform/errors.js';
import { queues } from '../../platform/jobs.js';
import { pageOf, sendPage } from '../../platform/paging.js';
import * as promotions from './service.js';
import { runImportJob } from './import-codes.js';

const tags = ['promotions'];
const author = (req: FastifyRequest): promotions.Author => ({ actor: actorOf(req), ip: req.ip });

/**
 * Reads the multipart body to its end and stores the first `file` part. Other parts are drained,
 * and an error waits for the end of the body, so the client is never cut off mid-upload.
 */
async function storeUploadedCodes(app: FastifyInstance, req: FastifyRequest) {
  if (!req.isMultipart()) throw promotions.codesFileMissing();
  let stored: { fileUrl: string } | null = null;
  let failure: AppError | null = null;
  for await (const part of req.parts()) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== codesUpload.field || stored || failure) {
      part.file.resume();
      continue;
    }
    try {
      stored = await promotions.storeCodesFile(app.ctx, author(req), { filename: part.filename, file: part.file });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      failure = err;
    }
  }
  if (failure) throw failure;
  if (!stored) throw promotions.codesFileMissing();
  return stored;
}

export default async function promotionsRoutes(fastify: FastifyInstance) {
  // In this scope only (the rest of the API takes JSON alone); a file over the limit is cut, then refused with 413.
  await fastify.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: promotionLimits.fileMax, files: 5, fields: 20, parts: 25, fieldSize: 1024 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  // Every instance works the import queue; pg-boss hands each job to one of them.
  app.addHook('onReady', async () => {
    await ctx.jobs.work(queues.promoCodeImport.name, (job) => runImportJob(ctx, job as Parameters<typeof runImportJob>[1]));
    await promotions.requeueWaitingImports(ctx);
  });

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
