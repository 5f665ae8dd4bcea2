import { describe, expect, it } from 'vitest';
import { partnerPhotoMessages, uploadMessages } from '@sks/contract';
import { HttpError } from '../../../api/http-error';
import { photoUploadFailure } from './photo-failure';

const failed = (status: number) => new HttpError(status, `http_${status}`, 'x');

describe('photo upload failure text', () => {
  it('tells the limit when adding and a stale photo when replacing', () => {
    expect(photoUploadFailure(failed(409), 'add')).toBe(partnerPhotoMessages.tooMany);
    expect(photoUploadFailure(failed(409), 'replace')).toBe(partnerPhotoMessages.stale);
    expect(photoUploadFailure(failed(404), 'replace')).toBe(partnerPhotoMessages.notFound);
  });

  it('falls back to the image upload texts', () => {
    expect(photoUploadFailure(failed(413), 'add')).toBe(uploadMessages.tooLarge);
    expect(photoUploadFailure(failed(415), 'replace')).toBe(uploadMessages.unsupportedType);
    expect(photoUploadFailure(failed(500), 'add')).toBe(uploadMessages.failed);
    expect(photoUploadFailure(new Error('offline'), 'add')).toBe(uploadMessages.failed);
  });
});
