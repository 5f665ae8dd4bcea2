import { useMutation } from '@tanstack/react-query';
import { apiPaths, imageUpload, uploadResponseSchema, type UploadResponse } from '@sks/contract';
import { request } from './http';
import './query-meta';

/** POST /v2/upload-photo, multipart field `imageFile`; the answer names the stored file. */
export function uploadImage(file: File): Promise<UploadResponse> {
  const form = new FormData();
  form.append(imageUpload.field, file);
  return request(apiPaths.uploadPhoto, uploadResponseSchema, { method: 'POST', body: form });
}

/** The picker shows its own failure text (spec 01 section 8), not the common notification. */
export const useUploadImage = () => useMutation({ mutationFn: uploadImage, meta: { notifyError: false } });
