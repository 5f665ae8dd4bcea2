import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imageUpload } from '@sks/contract';
import { acceptMultipart, readMultipartFiles } from '../../platform/multipart.js';
import { imageMissing, imageTooLarge } from './service.js';

/** Lets the routes of the caller's scope take one image (the rest of the API takes JSON alone). */
export const acceptImageUploads = (scope: FastifyInstance) => acceptMultipart(scope, imageUpload.maxBytes);

/**
 * The bytes of the multipart field imageFile. The whole body is read before answering (other
 * parts are drained); a file over the limit comes back truncated by busboy and is refused here.
 */
export async function readImageField(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw imageMissing();
  const found: { image?: Buffer; truncated?: boolean } = {};
  await readMultipartFiles(req, async (part) => {
    if (part.fieldname !== imageUpload.field || found.image) return;
    found.image = await part.toBuffer();
    found.truncated = part.file.truncated;
  });
  if (found.truncated) throw imageTooLarge();
  if (!found.image) throw imageMissing();
  return found.image;
}
