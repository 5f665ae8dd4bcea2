import { describe, expect, it } from 'vitest';
import { httpErrorFrom, HttpError } from '../../../api/http-error';
import { duplicateInnOf } from './duplicate-inn';

const other = { uuid: '6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5', name: 'МГУ' };

describe('duplicateInnOf', () => {
  it('takes the other university from a 409 duplicate_inn answer', () => {
    const error = httpErrorFrom(409, 'Conflict', { code: 'duplicate_inn', message: 'x', existing: other });
    expect(duplicateInnOf(error)).toEqual(other);
  });

  it('leaves every other failure to the form', () => {
    expect(duplicateInnOf(httpErrorFrom(409, 'Conflict', { code: 'conflict', message: 'x' }))).toBeNull();
    expect(duplicateInnOf(new HttpError(400, 'duplicate_inn', 'x', {}, other))).toBeNull();
    expect(duplicateInnOf(new Error('network'))).toBeNull();
  });
});
