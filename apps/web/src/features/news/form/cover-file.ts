import { newsMessages, newsPhotoUpload, uploadMessages } from '@sks/contract';
import { HttpError } from '../../../api/http-error';

const coverTypes: readonly string[] = newsPhotoUpload.types;

/** The `accept` attribute of the cover picker: jpg, gif, png (spec 02 section 5). */
export const coverAccept = coverTypes.join(',');

/** Why a chosen cover will not be sent, or null when it may go: type, then size (at most 5 242 880 bytes). */
export function coverFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!coverTypes.includes(file.type)) return newsMessages.photoType;
  if (file.size > newsPhotoUpload.maxBytes) return uploadMessages.tooLarge;
  return null;
}

/** The text of a failed upload: the server's reason when it is about the file, else the spec's failure text. */
export function coverUploadFailure(error: unknown): string {
  const status = error instanceof HttpError ? error.status : 0;
  if (status === 413) return uploadMessages.tooLarge;
  if (status === 415) return newsMessages.photoType;
  return uploadMessages.failed;
}
