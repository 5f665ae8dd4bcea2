import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  imageUpload,
  eventBodySchema,
  newsApproveBodySchema,
  newsCountSchema,
  newsCreatedSchema,
  newsCreateSchema,
  newsListBodySchema,
  newsListHeadersSchema,
  newsParamsSchema,
  newsPhotoParamsSchema,
  newsPhotoSchema,
  newsSchema,
  newsUpdateSchema,
  okSchema,
  pollCreateSchema,
} from '@sks/contract';
import { actorOf } from '../../platform/auth/guard.js';
import { multipartBody } from '../../platform/multipart.js';
import { errorResponses } from '../../platform/errors.js';
import { sendPage } from '../../platform/paging.js';
import { acceptImageUploads, readImageField } from '../upload/image-field.js';
import * as repo from './repo.js';
import * as news from './service.js';

const tags = ['news'];
const author = (req: FastifyRequest): news.Author => ({ actor: actorOf(req), ip: req.ip, log: req.log });

/** The photo upload, in its own scope: only it accepts multipart. */
async function photoUploadRoutes(fastify: FastifyInstance) {
  await acceptImageUploads(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    apiPaths.newsPhoto,
    {
      schema: {
        tags,
        summary: 'Upload a cover photo, not yet attached (multipart field imageFile: JPEG, PNG or GIF, at most 5 MB)',
        consumes: ['multipart/form-data'],
        body: multipartBody(imageUpload.field),
        response: { 200: newsPhotoSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (req) => news.uploadPhoto(app.ctx, author(req), await readImageField(req)),
  );
}

export default async function newsRoutes(fastify: FastifyInstance) {
  await fastify.register(photoUploadRoutes);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get(
    apiPaths.newsCount,
    { schema: { tags, response: { 200: newsCountSchema, ...errorResponses(401) } } },
    async () => ({ count: await repo.countAwaitingModeration(ctx.db) }),
  );

  app.put(
    apiPaths.newsList,
    {
      schema: {
        tags,
        summary: 'News, 9 per page: pinned first, then by publishBegin',
        headers: newsListHeadersSchema,
        body: newsListBodySchema,
        response: { 200: z.array(newsSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const h = req.headers;
      const page = { offset: h['x-offset'], limit: h['x-limit'], sortDirection: h['x-sort-direction'] };
      const { rows, total } = await news.listNews(ctx, actorOf(req), req.body, page);
      return sendPage(reply, rows, total);
    },
  );

  app.post(
    apiPaths.newsCreate,
    {
      schema: {
        tags,
        summary: 'Create an item with its poll or event inline, in one transaction',
        body: newsCreateSchema,
        response: { 200: newsCreatedSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ({ uuidNews: await news.createNews(ctx, author(req), req.body) }),
  );

  app.put(
    apiPaths.newsApprove,
    { schema: { tags, body: newsApproveBodySchema, response: { 200: newsSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (req) => news.changeApprove(ctx, author(req), req.body),
  );

  app.post(
    apiPaths.newsPoll,
    { schema: { tags, body: pollCreateSchema, response: { 200: newsSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (req) => news.addPoll(ctx, author(req), req.body),
  );

  app.post(
    apiPaths.newsEvent,
    { schema: { tags, body: eventBodySchema, response: { 200: newsSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (req) => news.addEvent(ctx, author(req), req.body),
  );

  app.put(
    apiPaths.newsEvent,
    { schema: { tags, body: eventBodySchema, response: { 200: newsSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (req) => news.updateEvent(ctx, author(req), req.body),
  );

  app.delete(
    apiPaths.newsPhotoDelete,
    { schema: { tags, params: newsPhotoParamsSchema, response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => {
      await news.deletePhoto(ctx, author(req), req.params.uuidPhoto);
      return { ok: true as const };
    },
  );

  app.get(
    apiPaths.newsItem,
    { schema: { tags, params: newsParamsSchema, response: { 200: newsSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => news.getNews(ctx, actorOf(req), req.params.id),
  );

  app.put(
    apiPaths.newsItem,
    {
      schema: {
        tags,
        summary: 'Edit an item: its fields and photos (its kind does not change)',
        params: newsParamsSchema,
        body: newsUpdateSchema,
        response: { 200: newsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => news.updateNews(ctx, author(req), req.params.id, req.body),
  );

  app.delete(
    apiPaths.newsItem,
    { schema: { tags, params: newsParamsSchema, response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => {
      await news.deleteNews(ctx, author(req), req.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    apiPaths.newsSend,
    { schema: { tags, summary: 'Return a declined item to moderation', params: newsParamsSchema, response: { 200: newsSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (req) => news.sendToModeration(ctx, author(req), req.params.id),
  );
}
