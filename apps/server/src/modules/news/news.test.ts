import { describe, expect, it } from 'vitest';
import { messages, type ApiError } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { signedIn } from '../../test/factories.js';
import { news } from './schema.js';

const t = useTestApp();

describe('GET /v1/news/request/count/federal', () => {
  it('counts only the news awaiting moderation', async () => {
    const { tokens } = await signedIn(t, 'superadmin');
    const empty = await t.call<{ count: number }>('GET', '/v1/news/request/count/federal', { token: tokens.accessToken });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ count: 0 });

    await t.database.db
      .insert(news)
      .values([{ approve: 'wait' }, { approve: 'approved' }, { approve: 'blocked' }, { approve: 'declined' }, { approve: 'wait' }, {}]);
    const res = await t.call<{ count: number }>('GET', '/v1/news/request/count/federal', { token: tokens.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: 3 });
  });

  it('answers 401 without a token', async () => {
    await t.database.db.insert(news).values([{ approve: 'wait' }]);
    const res = await t.call<ApiError>('GET', '/v1/news/request/count/federal');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'unauthorized', message: messages.api.unauthorized });
  });
});
