import { describe, expect, it } from 'vitest';
import { imageUpload, uploadMessages } from '@sks/contract';
import { HttpError } from '../api/http-error';
import { imageFileProblem, imageUploadFailure } from './image-file';

describe('imageFileProblem', () => {
  it('lets the contract types through up to the size limit', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: imageUpload.maxBytes })).toBeNull();
  });
  it('refuses another type, then a file over the limit', () => {
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(uploadMessages.unsupportedType);
    expect(imageFileProblem({ type: 'application/pdf', size: imageUpload.maxBytes + 1 })).toBe(uploadMessages.unsupportedType);
    expect(imageFileProblem({ type: 'image/jpeg', size: imageUpload.maxBytes + 1 })).toBe(uploadMessages.tooLarge);
  });
});

describe('imageUploadFailure', () => {
  it('names the file problem the server found, otherwise the failure text', () => {
    expect(imageUploadFailure(new HttpError(413, 'too_large', 'x'))).toBe(uploadMessages.tooLarge);
    expect(imageUploadFailure(new HttpError(415, 'unsupported', 'x'))).toBe(uploadMessages.unsupportedType);
    expect(imageUploadFailure(new HttpError(500, 'internal', 'x'))).toBe(uploadMessages.failed);
    expect(imageUploadFailure(new TypeError('offline'))).toBe(uploadMessages.failed);
  });
});
