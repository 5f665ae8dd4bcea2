import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { apiPaths, imageUpload, uploadResponseSchema } from '@sks/contract';
import { actorOf } from '../../platform/auth/guard.js';
import { errorResponses } from '../../platform/errors.js';
import { imageMissing, imageTooLarge, storeImage } from './service.js';

/**
 * The bytes of the multipart field imageFile. The whole body is read before answering (other
 * parts are drained), so an error never cuts the client off mid-upload; a file over the limit
 * comes back truncated by busboy and is refused here.
 */
async function readImageField(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw imageMissing();
  let image: Buffer | null = null;
  let truncated = false;
  for await (const part of req.parts()) {
    if (part.type !== 'file') continue;
    const bytes = await part.toBuffer();
    if (part.fieldname === imageUpload.field && image === null) {
      image = bytes;
      truncated = part.file.truncated;
    }
  }
  if (truncated) throw imageTooLarge();
  if (!image) throw imageMissing();
  return image;
}

export default async function uploadRoutes(fastify: FastifyInstance) {
  // in this scope only: the rest of the API takes JSON alone
  await fastify.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: imageUpload.maxBytes, files: 5, fields: 20, parts: 25, fieldSize: 1024 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    apiPaths.uploadPhoto,
    {
      schema: {
        tags: ['upload'],
        summary: 'Upload an image (multipart field imageFile): JPEG, PNG, GIF or WebP, at most 5 MB',
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponseSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (req) => storeImage(app.ctx, actorOf(req), await readImageField(req), req.ip),
  );
}
