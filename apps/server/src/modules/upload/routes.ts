import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, imageUpload, uploadResponseSchema } from '@sks/contract';
import { actorOf } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors.js';
import { storeImage } from './service.js';
import { multipartBody } from '../../platform/multipart.js';
import { acceptImageUploads, readImageField } from './image-field.js';

export default async function uploadRoutes(fastify: FastifyInstance) {
  // in this scope only: the rest of the API takes JSON alone
  await acceptImageUploads(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    apiPaths.uploadPhoto,
    {
      schema: {
        tags: ['upload'],
        summary: 'Upload an image (multipart field imageFile): JPEG, PNG, GIF or WebP, at most 5 MB',
        consumes: ['multipart/form-data'],
        body: multipartBody(imageUpload.field),
        response: { 200: uploadResponseSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (req) => storeImage(app.ctx, actorOf(req), await readImageField(req), req.ip),
  );
}
