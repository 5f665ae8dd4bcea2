import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerCreateSchema,
  answerUpdateSchema,
  apiPaths,
  appApiPaths,
  appReviewBodySchema,
  appReviewCreatedSchema,
  appReviewExamples,
  appStudentBodySchema,
  appStudentParamsSchema,
  appStudentSchema,
  commentsCountSchema,
  okSchema,
  reviewAnswerParamsSchema,
  reviewDeleteBodySchema,
  reviewListBodySchema,
  reviewListHeadersSchema,
  reviewParamsSchema,
  reviewRowSchema,
  reviewSchema,
  reviewStatusBodySchema,
} from '@sks/contract';
import { actorOf } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors.js';
import { appRoute } from '../../platform/app-api/route-options.js';
import { pageOf, sendPage } from '../../platform/paging.js';
import * as reviews from './service.js';

const tags = ['reviews'];
const author = (req: FastifyRequest): reviews.Author => ({ actor: actorOf(req), ip: req.ip });
const ok = { ok: true as const };

/**
 * A body schema with an example request in the OpenAPI document. Zod drops `examples` from the
 * input side of a schema that transforms, so the example goes in @fastify/swagger's `x-examples`.
 */
const withExample = <S extends z.ZodType>(schema: S, value: z.input<S>) => schema.meta({ 'x-examples': { request: { value } } });

export default async function reviewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get(
    apiPaths.commentsCount,
    { schema: { tags, summary: 'How many reviews await moderation (the sidebar badge)', response: { 200: commentsCountSchema, ...errorResponses(401, 403) } } },
    async () => ({ countComments: await reviews.countAwaitingModeration(ctx) }),
  );

  app.put(
    apiPaths.commentsList,
    {
      schema: {
        tags,
        summary: 'Reviews by page; search over student name, partner name and text; x-record-count has the total',
        headers: reviewListHeadersSchema,
        body: reviewListBodySchema,
        response: { 200: z.array(reviewRowSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const { rows, total } = await reviews.listReviews(ctx, req.body, pageOf(req.headers));
      return sendPage(reply, rows, total);
    },
  );

  app.delete(
    apiPaths.commentsDelete,
    { schema: { tags, summary: 'Delete several reviews: all of them or none', body: reviewDeleteBodySchema, response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => {
      await reviews.deleteReviews(ctx, author(req), req.body.uuidComments);
      return ok;
    },
  );

  app.put(
    apiPaths.commentsStatus,
    {
      schema: {
        tags,
        summary: 'Set the status of several reviews: all of them or none; an illegal move is 409',
        body: reviewStatusBodySchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      await reviews.changeStatus(ctx, author(req), req.body.uuidComments, req.body.status);
      return ok;
    },
  );

  app.post(
    apiPaths.commentAnswer,
    { schema: { tags, summary: 'Answer a review (one answer per review)', body: answerCreateSchema, response: { 200: reviewSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (req) => reviews.answerReview(ctx, author(req), req.body.uuidComment, req.body.answer),
  );

  app.put(
    apiPaths.commentAnswer,
    { schema: { tags, summary: 'Edit an answer', body: answerUpdateSchema, response: { 200: reviewSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => reviews.editAnswer(ctx, author(req), req.body.uuidAnswer, req.body.answer),
  );

  app.delete(
    apiPaths.commentAnswerDelete,
    { schema: { tags, params: reviewAnswerParamsSchema, response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => {
      await reviews.deleteAnswer(ctx, author(req), req.params.uuidAnswer);
      return ok;
    },
  );

  app.get(
    apiPaths.comment,
    { schema: { tags, params: reviewParamsSchema, response: { 200: reviewSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => reviews.getReview(ctx, req.params.uuidComment),
  );

  app.delete(
    apiPaths.comment,
    { schema: { tags, params: reviewParamsSchema, response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => {
      await reviews.deleteReviews(ctx, author(req), [req.params.uuidComment]);
      return ok;
    },
  );

  app.put(
    appApiPaths.student,
    {
      config: appRoute.config,
      schema: {
        ...appRoute.schema,
        summary: 'Create or update a student of the app under its uuid (201 when created)',
        params: appStudentParamsSchema,
        body: withExample(appStudentBodySchema, appReviewExamples.student),
        response: { 200: appStudentSchema, 201: appStudentSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (req, reply) => {
      const saved = await reviews.saveAppStudent(ctx, req.params.uuidStudent, req.body);
      return reply.status(saved.created ? 201 : 200).send(saved);
    },
  );

  app.post(
    appApiPaths.reviews,
    {
      config: appRoute.config,
      schema: {
        ...appRoute.schema,
        summary: "A student's review of a partner; it waits for moderation",
        body: withExample(appReviewBodySchema, appReviewExamples.review),
        response: { 201: appReviewCreatedSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (req, reply) => reply.status(201).send(await reviews.addAppReview(ctx, req.body)),
  );
}
