import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  imageUpload,
  complaintSchema,
  okSchema,
  partnerCommentSchema,
  partnerCommentsBodySchema,
  partnerCommentsHeadersSchema,
  partnerMediaParamsSchema,
  partnerPhotoAddHeadersSchema,
  partnerPhotoDeleteBodySchema,
  partnerPhotoEditHeadersSchema,
  partnerPhotoSchema,
} from '@sks/contract';
import { actorOf } from '../../../platform/auth/guard.js';
import { multipartBody } from '../../../platform/multipart.js';
import { errorResponses } from '../../../platform/errors.js';
import { sendPage } from '../../../platform/paging.js';
import { acceptImageUploads, readImageField } from '../../upload/image-field.js';
import * as media from './service.js';

const tags = ['partners'];
const author = (req: FastifyRequest): media.Author => ({ actor: actorOf(req), ip: req.ip, log: req.log });
const imageUploadSummary = 'multipart field imageFile: JPEG, PNG, GIF or WebP, at most 5 MB';

/** The two calls that take an image, in their own scope: only they accept multipart. */
async function photoUploadRoutes(fastify: FastifyInstance) {
  await acceptImageUploads(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post(
    apiPaths.partnerPhotoAdd,
    {
      schema: {
        tags,
        summary: `Add a photo to a partner (${imageUploadSummary})`,
        consumes: ['multipart/form-data'],
        body: multipartBody(imageUpload.field),
        headers: partnerPhotoAddHeadersSchema,
        response: { 200: partnerPhotoSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (req) => media.addPhoto(ctx, author(req), req.headers['x-uuid-partner'], await readImageField(req)),
  );

  app.post(
    apiPaths.partnerPhotoEdit,
    {
      schema: {
        tags,
        summary: `Replace the image of a photo that still has X-Old-Key (${imageUploadSummary})`,
        consumes: ['multipart/form-data'],
        body: multipartBody(imageUpload.field),
        headers: partnerPhotoEditHeadersSchema,
        response: { 200: partnerPhotoSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (req) => media.replacePhoto(ctx, author(req), req.headers['x-uuid-img'], req.headers['x-old-key'], await readImageField(req)),
  );
}

export default async function partnerMediaRoutes(fastify: FastifyInstance) {
  await fastify.register(photoUploadRoutes);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.delete(
    apiPaths.partnerPhoto,
    { schema: { tags, body: partnerPhotoDeleteBodySchema, response: { 200: okSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (req) => {
      await media.deletePhoto(ctx, author(req), req.body.uuidImg, req.body.keyImg);
      return { ok: true as const };
    },
  );

  app.get(
    apiPaths.partnerPhotos,
    {
      schema: {
        tags,
        summary: "A partner's photos, oldest first",
        params: partnerMediaParamsSchema,
        response: { 200: z.array(partnerPhotoSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => media.listPhotos(ctx, req.params.uuidPartner),
  );

  app.put(
    apiPaths.partnerComments,
    {
      schema: {
        tags,
        summary: "A partner's comments (student reviews), newest first; x-record-count has the total",
        headers: partnerCommentsHeadersSchema,
        body: partnerCommentsBodySchema,
        response: { 200: z.array(partnerCommentSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const { rows, total } = await media.listComments(ctx, req.body.uuidPartner, { offset: req.headers['x-offset'], limit: req.headers['x-limit'] });
      return sendPage(reply, rows, total);
    },
  );

  app.get(
    apiPaths.partnerComplaints,
    {
      schema: {
        tags,
        summary: "A partner's complaints, newest first",
        params: partnerMediaParamsSchema,
        response: { 200: z.array(complaintSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => media.listComplaints(ctx, req.params.uuidPartner),
  );
}
