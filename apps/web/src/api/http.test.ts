import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adsPagedSchema, citySchema, limits } from '@sks/contract';
import { arrayOf, request, requestList, requestPagedBody } from './http';
import { bodyFieldErrors, HttpError } from './http-error';
import { onSessionLost, readAccessToken, storeTokens } from './token-store';
import { memoryStorage } from './memory-storage';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

type Handler = (path: string, init: RequestInit) => Response | Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
const serve = (handler: Handler) => fetchMock.mockImplementation(async (url, init) => handler(url.replace('/api', ''), init));
const tokenOf = (init: RequestInit) => new Headers(init.headers).get('x-access-token');
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url === `/api${path}`);

const city = { uuid: '6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5', name: 'Москва' };

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  storeTokens({ accessToken: 'old-access', refreshToken: 'refresh-1' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request', () => {
  it('sends the stored token and checks the answer against the schema', async () => {
    serve(() => json(200, [city]));
    await expect(request('/v1/city', arrayOf(citySchema))).resolves.toEqual([city]);
    expect(tokenOf(fetchMock.mock.calls[0][1])).toBe('old-access');
  });

  it('turns the server error body into an HttpError with its fields', async () => {
    serve(() => json(400, { code: 'validation', message: 'Некорректный запрос', fields: [{ field: 'login', message: 'пусто' }] }));
    const error = await request('/v1/city', arrayOf(citySchema)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, code: 'validation', fields: { login: 'пусто' } });
  });

  it('reports an answer the contract does not describe as status 0', async () => {
    serve(() => json(200, [{ name: 'без uuid' }]));
    await expect(request('/v1/city', arrayOf(citySchema))).rejects.toMatchObject({ status: 0, code: 'invalid_response' });
  });

  it('gives up after the timeout with status 0', async () => {
    vi.useFakeTimers();
    serve(
      (_path, init) =>
        new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const pending = request('/v1/city', arrayOf(citySchema)).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(limits.httpTimeoutMs);
    expect(await pending).toMatchObject({ status: 0, code: 'timeout' });
  });
});

describe('multipart', () => {
  it('sends FormData as it is, without the JSON content type', async () => {
    serve(() => json(200, [city]));
    const form = new FormData();
    form.append('imageFile', new Blob(['x'], { type: 'image/png' }), 'x.png');
    await request('/v2/upload-photo', arrayOf(citySchema), { method: 'POST', body: form });
    const init = fetchMock.mock.calls[0][1];
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).get('content-type')).toBeNull();
  });
});

describe('requestList', () => {
  it('reads the total from x-record-count', async () => {
    serve(() => json(200, [city], { 'x-record-count': '42' }));
    await expect(requestList('/v1/univer', citySchema, { method: 'PUT', body: {} })).resolves.toEqual({ items: [city], total: 42, estimated: false });
  });

  it('tells an estimated total by x-record-count-estimated', async () => {
    serve(() => json(200, [city], { 'x-record-count': '16533', 'x-record-count-estimated': 'true' }));
    await expect(requestList('/v1/univer', citySchema, { method: 'PUT', body: {} })).resolves.toEqual({ items: [city], total: 16533, estimated: true });
  });
});

describe('requestPagedBody', () => {
  const paged = adsPagedSchema(citySchema);

  it('answers the body with whether its total is an estimate', async () => {
    const body = { result: [city], total: 20000, limit: 15 };
    serve(() => json(200, body, { 'x-record-count-estimated': 'true' }));
    await expect(requestPagedBody('/v1/ads/contracts?search=Д', paged)).resolves.toEqual({ ...body, estimated: true });
    serve(() => json(200, body));
    await expect(requestPagedBody('/v1/ads/contracts', paged)).resolves.toEqual({ ...body, estimated: false });
  });
});

describe('refresh on 401', () => {
  it('refreshes once for concurrent 401s and retries each call with the new token', async () => {
    serve(async (path, init) => {
      if (path === '/v1/auth/refreshtoken') {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return json(200, { accessToken: 'new-access', refreshToken: 'refresh-2' });
      }
      return tokenOf(init) === 'new-access' ? json(200, [city]) : json(401, { code: 'token_invalid', message: 'x' });
    });
    const answers = await Promise.all([1, 2, 3].map(() => request('/v1/city', arrayOf(citySchema))));
    expect(answers).toEqual([[city], [city], [city]]);
    expect(calls('/v1/auth/refreshtoken')).toHaveLength(1);
    expect(JSON.parse(String(calls('/v1/auth/refreshtoken')[0][1].body))).toEqual({ refreshToken: 'refresh-1' });
    expect(readAccessToken()).toBe('new-access');
  });

  it('ends the session when the refresh is refused, and fails the call with 401', async () => {
    const lost = vi.fn();
    const unsubscribe = onSessionLost(lost);
    // Every call is refused, the refresh included.
    serve(() => json(401, { code: 'token_invalid', message: 'x' }));
    await expect(request('/v1/city', arrayOf(citySchema))).rejects.toMatchObject({ status: 401 });
    expect(lost).toHaveBeenCalledTimes(1);
    expect(calls('/v1/city')).toHaveLength(1);
    unsubscribe();
  });

  it('takes the refresh lock shared by the tabs and uses the pair another tab stored meanwhile', async () => {
    // Another tab holds the lock, rotates and stores its new pair before this tab gets the lock.
    const lockRequest = vi.fn(async (_name: string, task: () => Promise<unknown>) => {
      storeTokens({ accessToken: 'tab-b-access', refreshToken: 'refresh-2' });
      return task();
    });
    vi.stubGlobal('navigator', { locks: { request: lockRequest } });
    serve((_path, init) => (tokenOf(init) === 'tab-b-access' ? json(200, [city]) : json(401, { code: 'token_invalid', message: 'x' })));
    await expect(request('/v1/city', arrayOf(citySchema))).resolves.toEqual([city]);
    expect(lockRequest).toHaveBeenCalledWith('sks.refresh', expect.any(Function));
    expect(calls('/v1/auth/refreshtoken')).toHaveLength(0);
    expect(readAccessToken()).toBe('tab-b-access');
  });

  it('keeps the session when a refusal comes after another tab rotated the pair (a browser without Web Locks)', async () => {
    const lost = vi.fn();
    const unsubscribe = onSessionLost(lost);
    serve((path, init) => {
      if (path === '/v1/auth/refreshtoken') {
        // the other tab won the race: its pair is stored, this tab's copy of the token is refused
        storeTokens({ accessToken: 'tab-b-access', refreshToken: 'refresh-2' });
        return json(401, { code: 'refresh_invalid', message: 'x' });
      }
      return tokenOf(init) === 'tab-b-access' ? json(200, [city]) : json(401, { code: 'token_invalid', message: 'x' });
    });
    await expect(request('/v1/city', arrayOf(citySchema))).resolves.toEqual([city]);
    expect(lost).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('never refreshes for anonymous calls such as sign-in', async () => {
    serve(() => json(401, { code: 'wrong_password', message: 'Неверный пароль' }));
    await expect(request('/v1/auth/email', arrayOf(citySchema), { method: 'POST', anonymous: true })).rejects.toMatchObject({
      status: 401,
      code: 'wrong_password',
    });
    expect(calls('/v1/auth/refreshtoken')).toHaveLength(0);
  });
});

describe('bodyFieldErrors', () => {
  it('names the failing body fields of a 400 by their form field', () => {
    const error = new HttpError(400, 'validation', 'x', { 'body.email': 'Invalid email', 'body.phone': 'Телефон', 'headers.x-limit': 'x' });
    expect(bodyFieldErrors(error)).toEqual({ email: 'Invalid email', phone: 'Телефон' });
  });
  it('is empty for other statuses and other errors', () => {
    expect(bodyFieldErrors(new HttpError(409, 'email_taken', 'x', { 'body.email': 'x' }))).toEqual({});
    expect(bodyFieldErrors(new TypeError('offline'))).toEqual({});
  });
});
