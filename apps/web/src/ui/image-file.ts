import { imageUpload, uploadMessages } from '@sks/contract';
import { HttpError } from '../api/http-error';

const acceptedTypes = Object.keys(imageUpload.types);

/** The `accept` attribute of the file input: the types the server stores. */
export const imageAccept = acceptedTypes.join(',');

/** Why a chosen file will not be sent, or null when it may go: type, then size (the contract's limits). */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!acceptedTypes.includes(file.type)) return uploadMessages.unsupportedType;
  if (file.size > imageUpload.maxBytes) return uploadMessages.tooLarge;
  return null;
}

/** The text of a failed upload: the server's reason when it is about the file, else the spec's failure text. */
export function imageUploadFailure(error: unknown): string {
  const status = error instanceof HttpError ? error.status : 0;
  if (status === 413) return uploadMessages.tooLarge;
  if (status === 415) return uploadMessages.unsupportedType;
  return uploadMessages.failed;
}
