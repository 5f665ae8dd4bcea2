import { partnerPhotoMessages } from '@sks/contract';
import { HttpError } from '../../../api/http-error';
import { imageUploadFailure } from '../../../ui/image-file';

/**
 * The text of a failed photo upload: a 409 is the photo limit when adding and a photo replaced
 * meanwhile when replacing; a 404 a deleted photo; the rest as any image upload (spec 02 section 8).
 */
export function photoUploadFailure(error: unknown, action: 'add' | 'replace'): string {
  const status = error instanceof HttpError ? error.status : 0;
  if (status === 409) return action === 'add' ? partnerPhotoMessages.tooMany : partnerPhotoMessages.stale;
  if (status === 404 && action === 'replace') return partnerPhotoMessages.notFound;
  return imageUploadFailure(error);
}
