import { describe, expect, it } from 'vitest';
import { messages, type ApiError } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { signedIn } from '../../test/factories.js';
import { reviews } from './schema.js';

const t = useTestApp();

describe('GET /v1/comments/count', () => {
  it('counts only the reviews awaiting moderation', async () => {
    const { tokens } = await signedIn(t);
    const empty = await t.call<{ countComments: number }>('GET', '/v1/comments/count', { token: tokens.accessToken });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ countComments: 0 });

    await t.database.db
      .insert(reviews)
      .values([{ status: 'moderation' }, { status: 'public' }, { status: 'moderation' }, { status: 'rejected' }, {}, { status: 'public' }]);
    const res = await t.call<{ countComments: number }>('GET', '/v1/comments/count', { token: tokens.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ countComments: 3 });
  });

  it('answers 401 without a token', async () => {
    await t.database.db.insert(reviews).values([{ status: 'moderation' }]);
    const res = await t.call<ApiError>('GET', '/v1/comments/count');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'unauthorized', message: messages.api.unauthorized });
  });
});
