import { describe, expect, it } from 'vitest';
import { newsMessages, uploadMessages } from '@sks/contract';
import { HttpError } from '../../../api/http-error';
import { coverAccept, coverFileProblem, coverUploadFailure } from './cover-file';

describe('cover files', () => {
  it('accepts jpg, gif and png up to 5 242 880 bytes', () => {
    expect(coverAccept).toBe('image/jpeg,image/gif,image/png');
    expect(coverFileProblem({ type: 'image/png', size: 5_242_880 })).toBeNull();
    expect(coverFileProblem({ type: 'image/gif', size: 1 })).toBeNull();
  });
  it('refuses another type, then a larger file', () => {
    expect(coverFileProblem({ type: 'image/webp', size: 10 })).toBe(newsMessages.photoType);
    expect(coverFileProblem({ type: 'image/jpeg', size: 5_242_881 })).toBe(uploadMessages.tooLarge);
  });
  it('explains a refused upload by its status', () => {
    expect(coverUploadFailure(new HttpError(413, 'too_large', 'x'))).toBe(uploadMessages.tooLarge);
    expect(coverUploadFailure(new HttpError(415, 'type', 'x'))).toBe(newsMessages.photoType);
    expect(coverUploadFailure(new HttpError(0, 'network', 'x'))).toBe(uploadMessages.failed);
  });
});
