import { useMutation } from '@tanstack/react-query';
import { apiPaths, imageUpload, uploadResponseSchema } from '@sks/contract';
import { request } from './http';
import './query-meta';

/** What every image upload answers, at least: the stored file's URL. */
const storedUrlSchema = uploadResponseSchema.pick({ urlFile: true });

/**
 * An image upload (multipart field `imageFile`, the same rules everywhere): the general
 * POST /v2/upload-photo by default, or another endpoint of the same kind (an ad banner's).
 */
export function uploadImage(file: File, path: string = apiPaths.uploadPhoto): Promise<string> {
  const form = new FormData();
  form.append(imageUpload.field, file);
  return request(path, storedUrlSchema, { method: 'POST', body: form }).then((answer) => answer.urlFile);
}

/** The picker shows its own failure text (spec 01 section 8), not the common notification. */
export const useUploadImage = (path?: string) => useMutation({ mutationFn: (file: File) => uploadImage(file, path), meta: { notifyError: false } });
