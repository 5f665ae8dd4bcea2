import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import { z } from 'zod';
import { messages } from '@sks/contract';
import { AppError } from './errors.js';

export const badMultipart = () => new AppError(400, 'bad_multipart', messages.api.badMultipart);
const tooManyParts = () => new AppError(413, 'too_large', messages.api.tooManyParts);

/**
 * Lets the routes of the caller's plugin scope take multipart bodies (the rest of the API takes
 * JSON alone). A file over `fileSize` is cut short and marked truncated rather than thrown, so
 * the route reads the whole body before it answers 413.
 */
export async function acceptMultipart(scope: FastifyInstance, fileSize: number): Promise<void> {
  await scope.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize, files: 5, fields: 20, parts: 25, fieldSize: 1024 },
  });
}

/**
 * The body of an upload route as the OpenAPI document shows it: a multipart form with one file
 * field. Never validated against a request: the body stays unparsed until readMultipartFiles.
 */
export function multipartBody(field: string) {
  return z.object({ [field]: z.string().meta({ format: 'binary' }) }).nullish();
}

/** The body itself broke while a file was read: busboy ended or failed the stream before its end. */
const fileStreamBroken = (file: MultipartFile['file'], errored: boolean) => !file.readableEnded && (errored || file.destroyed);

/**
 * Reads a multipart body to its end and hands each file part to `onFile`; what `onFile` leaves
 * unread is drained, and a refusal it throws (an AppError) waits for the end of the body, so the
 * client is never cut off mid-upload. Every fault of the body itself, whatever stage it shows
 * at (no boundary, a part cut short, no closing boundary, a malformed header, a prototype key),
 * is a 400 `bad_multipart`; too many parts is a 413. Any other error is the server's and passes
 * through untouched.
 */
export async function readMultipartFiles(req: FastifyRequest, onFile: (part: MultipartFile) => Promise<void>): Promise<void> {
  let refusal: AppError | null = null;
  const parts = req.parts();
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (err) {
      throw (err as { statusCode?: number }).statusCode === 413 ? tooManyParts() : badMultipart();
    }
    if (next.done) break;
    const part = next.value;
    if (part.type !== 'file') continue;
    let errored = false;
    part.file.on('error', () => {
      errored = true;
    });
    try {
      if (!refusal) await onFile(part);
    } catch (err) {
      if (fileStreamBroken(part.file, errored)) throw badMultipart();
      if (!(err instanceof AppError)) throw err;
      refusal = err;
    }
    if (fileStreamBroken(part.file, errored)) throw badMultipart();
    part.file.resume();
  }
  if (refusal) throw refusal;
}
