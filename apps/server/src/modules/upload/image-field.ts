import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { imageUpload } from '@sks/contract';
import { imageMissing, imageTooLarge } from './service.js';

/**
 * Options of @fastify/multipart for a route that takes one image. Registered per plugin scope
 * (the rest of the API takes JSON alone); a file over the limit is truncated, not thrown, so
 * readImageField can read the whole body before answering 413.
 */
export const imageMultipartOptions: FastifyMultipartOptions = {
  throwFileSizeLimit: false,
  limits: { fileSize: imageUpload.maxBytes, files: 5, fields: 20, parts: 25, fieldSize: 1024 },
};

/**
 * The bytes of the multipart field imageFile. The whole body is read before answering (other
 * parts are drained), so an error never cuts the client off mid-upload; a file over the limit
 * comes back truncated by busboy and is refused here.
 */
export async function readImageField(req: FastifyRequest): Promise<Buffer> {
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
