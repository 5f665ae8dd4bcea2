import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  knowledgeCategoryCreateSchema,
  knowledgeCategoryHeadersSchema,
  knowledgeCategoryListSchema,
  knowledgeCategoryQuerySchema,
  knowledgeCategorySchema,
  knowledgeCategoryUpdateSchema,
  knowledgePaths,
  knowledgeQuestionCreatedSchema,
  knowledgeQuestionCreateSchema,
  knowledgeQuestionDeleteSchema,
  knowledgeQuestionHeadersSchema,
  knowledgeQuestionQuerySchema,
  knowledgeQuestionRowSchema,
  knowledgeQuestionSchema,
  knowledgeQuestionUpdateSchema,
  knowledgeUuidParamsSchema,
  okSchema,
} from '@sks/contract';
import { actorOf } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors.js';
import { sendPage } from '../../platform/paging.js';
import * as knowledge from './service.js';

const tags = ['knowledge'];
const author = (req: FastifyRequest): knowledge.Author => ({ actor: actorOf(req), ip: req.ip });
const pagingOf = (h: { 'x-offset': number; 'x-limit': number }) => ({ offset: h['x-offset'], limit: h['x-limit'] });

/** The knowledge base (spec 03 sections 2.3 and 7): categories, and questions with Russian full-text search. */
export default async function knowledgeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get(
    knowledgePaths.categories,
    {
      schema: {
        tags,
        summary: "An owner's categories by name: a university's with uuidUniversity, else the programme's",
        headers: knowledgeCategoryHeadersSchema,
        querystring: knowledgeCategoryQuerySchema,
        response: { 200: knowledgeCategoryListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => knowledge.listCategories(ctx, req.query.uuidUniversity, pagingOf(req.headers)),
  );

  app.post(
    knowledgePaths.categories,
    { schema: { tags, body: knowledgeCategoryCreateSchema, response: { 200: knowledgeCategorySchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (req) => knowledge.createCategory(ctx, author(req), req.body),
  );

  app.get(
    knowledgePaths.category,
    { schema: { tags, params: knowledgeUuidParamsSchema, response: { 200: knowledgeCategorySchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => knowledge.getCategory(ctx, req.params.uuid),
  );

  app.put(
    knowledgePaths.category,
    {
      schema: {
        tags,
        params: knowledgeUuidParamsSchema,
        body: knowledgeCategoryUpdateSchema,
        response: { 200: knowledgeCategorySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => knowledge.renameCategory(ctx, author(req), req.params.uuid, req.body.name),
  );

  app.delete(
    knowledgePaths.category,
    {
      schema: {
        tags,
        summary: 'Deletes an empty category; one with questions is a 409',
        params: knowledgeUuidParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      await knowledge.deleteCategory(ctx, author(req), req.params.uuid);
      return { ok: true as const };
    },
  );

  app.get(
    knowledgePaths.questions,
    {
      schema: {
        tags,
        summary: "Questions of a category (uuid) or of an owner (uuidUniversity, else the programme's); query searches questions and answers in Russian",
        headers: knowledgeQuestionHeadersSchema,
        querystring: knowledgeQuestionQuerySchema,
        response: { 200: z.array(knowledgeQuestionRowSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const { rows, total } = await knowledge.listQuestions(ctx, req.query, pagingOf(req.headers));
      return sendPage(reply, rows, total);
    },
  );

  app.get(
    knowledgePaths.question,
    { schema: { tags, params: knowledgeUuidParamsSchema, response: { 200: knowledgeQuestionSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => knowledge.getQuestion(ctx, req.params.uuid),
  );

  app.post(
    knowledgePaths.questions,
    { schema: { tags, body: knowledgeQuestionCreateSchema, response: { 200: knowledgeQuestionCreatedSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => ({ uuidQuestion: await knowledge.createQuestion(ctx, author(req), req.body) }),
  );

  app.put(
    knowledgePaths.questions,
    { schema: { tags, body: knowledgeQuestionUpdateSchema, response: { 200: knowledgeQuestionSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => knowledge.updateQuestion(ctx, author(req), req.body),
  );

  app.delete(
    knowledgePaths.questions,
    { schema: { tags, body: knowledgeQuestionDeleteSchema, response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => {
      await knowledge.deleteQuestions(ctx, author(req), req.body.uuids);
      return { ok: true as const };
    },
  );
}
