import { randomUUID } from 'node:crypto';
import { filesBase, imageUpload, uploadMessages, type UploadResponse } from '@sks/contract';
import type { AppContext } from '../../platform/context.js';
import type { Actor } from '../../platform/auth/guard.js';
import { AppError } from '../../platform/errors.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { sniffImageType } from './image-type.js';

export const unsupportedImage = () => new AppError(415, 'unsupported_media_type', uploadMessages.unsupportedType);
export const imageTooLarge = () => new AppError(413, 'too_large', uploadMessages.tooLarge);
export const imageMissing = () => new AppError(400, 'file_required', uploadMessages.missing);

/** Stores an image under a new random key with the extension of its real type. */
export async function storeImage(ctx: AppContext, actor: Actor, bytes: Buffer, ip: string): Promise<UploadResponse> {
  if (bytes.length === 0) throw imageMissing();
  if (bytes.length > imageUpload.maxBytes) throw imageTooLarge();
  const type = sniffImageType(bytes);
  if (!type) throw unsupportedImage();
  const keyFile = `images/${randomUUID()}.${imageUpload.types[type]}`;
  await ctx.storage.put(keyFile, bytes, type);
  await recordAudit(ctx.db, {
    actor,
    ip,
    action: 'file.upload',
    entity: 'file',
    entityId: keyFile,
    after: { keyFile, contentType: type, size: bytes.length, storage: ctx.storage.kind },
  });
  return { keyFile, urlFile: `${filesBase}/${keyFile}` };
}
