import { describe, expect, it } from 'vitest';
import { messages } from '@sks/contract';
import { HttpError } from '../api/http-error';
import { cardLoadTexts } from './card-load-error';
import { errorText } from './notify';

const failed = (status: number) => new HttpError(status, 'x', 'x');

describe('cardLoadTexts', () => {
  it("says the spec's other-error text for a malformed id (400) and 'not found' for an unknown one (404)", () => {
    const texts = cardLoadTexts();
    expect(errorText(failed(400), texts)).toBe(messages.common.other);
    expect(errorText(failed(404), texts)).toBe(messages.common[404]);
    expect(errorText(failed(403), texts)).toBe(messages.common[403]);
  });

  it("takes the area's own 404 text", () => {
    const texts = cardLoadTexts('Партнёр не найден');
    expect(errorText(failed(404), texts)).toBe('Партнёр не найден');
    expect(errorText(failed(400), texts)).toBe(messages.common.other);
  });
});
