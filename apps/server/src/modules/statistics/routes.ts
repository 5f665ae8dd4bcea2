import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  partnerRatingHeadersSchema,
  partnerRatingRowSchema,
  partnerStatisticsPaths,
  partnerViewsAcceptedSchema,
  partnerViewsAppPaths,
  partnerViewsBodySchema,
  partnerViewsDaySchema,
  partnerViewsHeadersSchema,
  partnerViewsParamsSchema,
  statisticsHeadersSchema,
  statisticsPaths,
  statisticsSchema,
  trendPointSchema,
  trendQuerySchema,
  universitySearchBodySchema,
  universitySearchResultSchema,
  universityStatisticsParamsSchema,
  universityStatisticsSchema,
} from '@sks/contract';
import { appRoute } from '../../platform/app-api/route-options.js';
import { errorResponses } from '../../platform/errors.js';
import { pageOf, sendPage } from '../../platform/paging.js';
import * as statistics from './service.js';
import * as views from './views-service.js';

const tags = ['statistics'];

export default async function statisticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.get(
    apiPaths.statistics,
    {
      schema: {
        tags,
        summary: 'General counters for the period of the X-Period header (all or month)',
        headers: statisticsHeadersSchema,
        response: { 200: statisticsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => statistics.generalStatistics(ctx, req.headers['x-period']),
  );
  app.put(
    statisticsPaths.universitySearch,
    {
      schema: {
        tags,
        summary: 'Universities whose short or full name holds the text (3 characters or more)',
        body: universitySearchBodySchema,
        response: { 200: z.array(universitySearchResultSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => statistics.searchUniversities(ctx, req.body.searchString),
  );
  app.get(
    statisticsPaths.university,
    {
      schema: {
        tags,
        summary: "One university's counters for the period of the X-Period header",
        params: universityStatisticsParamsSchema,
        headers: statisticsHeadersSchema,
        response: { 200: universityStatisticsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => statistics.universityStatistics(ctx, req.params.uuid, req.headers['x-period']),
  );
  app.get(
    statisticsPaths.trend,
    {
      schema: {
        tags,
        summary: 'One counter per Moscow calendar month, the last 12 months (of one university when uuidUniversity is given)',
        querystring: trendQuerySchema,
        response: { 200: z.array(trendPointSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => statistics.trend(ctx, req.query),
  );
  app.get(
    partnerStatisticsPaths.rating,
    {
      schema: {
        tags,
        summary: 'Partners by barcode or card views in the period; total in x-record-count',
        headers: partnerRatingHeadersSchema,
        response: { 200: z.array(partnerRatingRowSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const { rows, total } = await views.partnerRating(ctx, req.headers['x-period'], pageOf(req.headers));
      return sendPage(reply, rows, total);
    },
  );
  app.get(
    partnerStatisticsPaths.views,
    {
      schema: {
        tags,
        summary: "A partner's card and barcode views per Moscow day of the period",
        params: partnerViewsParamsSchema,
        headers: partnerViewsHeadersSchema,
        response: { 200: z.array(partnerViewsDaySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => views.partnerViewsByDay(ctx, req.params.uuid, req.headers['x-period']),
  );
  app.post(
    partnerViewsAppPaths.events,
    {
      config: appRoute.config,
      schema: {
        ...appRoute.schema,
        summary: "Report students' views of partners: a card opened or a barcode shown (up to 1 000 events a call)",
        description:
          'All or nothing: an unknown partner answers 404 naming it and nothing is written. `at` is any accepted date-time form ' +
          '(without an offset it is Moscow time), at most a year old and not in the future.',
        body: partnerViewsBodySchema,
        response: { 200: partnerViewsAcceptedSchema, ...errorResponses(400, 401, 404, 413) },
      },
      // Once the answer has left: a failure to queue cannot turn an accepted batch into an error
      // the app would send again (the minute's flush takes the events anyway).
      onResponse: async (_req, reply) => {
        if (reply.statusCode === 200) await views.queueViewsRollup(ctx);
      },
    },
    async (req) => ({ accepted: await views.recordPartnerViews(ctx, req.body.events) }),
  );
}
