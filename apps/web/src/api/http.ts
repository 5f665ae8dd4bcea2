import { apiBase, apiPaths, limits, okSchema, pagingHeaders, tokenPairSchema } from '@sks/contract';
import { HttpError, httpErrorFrom, invalidResponseError, networkError, timeoutError } from './http-error';
import { announceSessionLost, readAccessToken, readRefreshToken, storeTokens, withTokenLock } from './token-store';

/** Anything with a zod-style `parse`: the contract's schemas, without importing zod here. */
export type Schema<T> = { parse(data: unknown): T };

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Calls made outside the session (sign-in, password reset, refresh, logout): the stored
   * token is not sent (headers may carry one) and a 401 does not start a refresh.
   */
  anonymous?: boolean;
  /** Longer than `limits.httpTimeoutMs`, for a download. */
  timeoutMs?: number;
  /** A successful answer is a file, read as a Blob rather than JSON. */
  file?: boolean;
};

type Answer = { response: Response; data: unknown };

const callerAborted = (signal?: AbortSignal) => signal?.aborted === true;

/** One round trip inside the timeout: the body is read before the timer stops. */
async function exchange(path: string, options: RequestOptions): Promise<Answer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? limits.httpTimeoutMs);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // FormData goes as is: fetch sets the multipart Content-Type with its boundary.
  const body = options.body === undefined || options.body instanceof FormData ? options.body : JSON.stringify(options.body);
  if (typeof body === 'string') headers['Content-Type'] = 'application/json';
  const token = options.anonymous ? null : readAccessToken();
  if (token) headers[pagingHeaders.accessToken] = token;

  try {
    const response = await fetch(apiBase + path, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: controller.signal,
    });
    if (options.file && response.ok) return { response, data: await response.blob() };
    const text = await response.text();
    return { response, data: parseBody(text, response.ok) };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // A caller's abort (react-query cancelling) is passed through untouched.
    if (callerAborted(options.signal)) throw error;
    throw timedOut ? timeoutError() : networkError();
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

function parseBody(text: string, ok: boolean): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // An error page that is not JSON still yields an HttpError with its status.
    if (ok) throw invalidResponseError('Body is not JSON');
    return undefined;
  }
}

let refreshInFlight: Promise<boolean> | null = null;

/**
 * Rotates the token pair. Single-flight within a tab, and one tab at a time across the console's
 * tabs (withTokenLock): a tab that waited finds the pair another tab stored meanwhile (storage is
 * shared) and uses it, instead of presenting a refresh token already used. Any other failure ends
 * the session (spec 01 section 4), and resolves to false.
 */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= rotateTokens(readRefreshToken()).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** `seen`: the refresh token this tab had when it found it needed a new pair. */
function rotateTokens(seen: string | null): Promise<boolean> {
  return withTokenLock(async () => {
    const current = readRefreshToken();
    if (current && current !== seen) return true;
    try {
      if (!current) throw new HttpError(401, 'no_refresh_token', 'No refresh token');
      const tokens = await request(apiPaths.refresh, tokenPairSchema, {
        method: 'PUT',
        body: { refreshToken: current },
        anonymous: true,
      });
      storeTokens(tokens);
      return true;
    } catch {
      // A tab of a browser without Web Locks may have rotated meanwhile: its pair serves this tab too.
      const now = readRefreshToken();
      if (now && now !== current) return true;
      announceSessionLost();
      return false;
    }
  });
}

/** Sends, refreshing once on a 401 and retrying once; a second 401 ends the session. */
async function call(path: string, options: RequestOptions): Promise<Answer> {
  let answer = await exchange(path, options);
  if (answer.response.status === 401 && !options.anonymous) {
    if (await refreshSession()) {
      answer = await exchange(path, options);
      if (answer.response.status === 401) announceSessionLost();
    }
  }
  const { response, data } = answer;
  if (!response.ok) throw httpErrorFrom(response.status, response.statusText, data);
  return answer;
}

function parseWith<T>(schema: Schema<T>, data: unknown, path: string): T {
  try {
    return schema.parse(data);
  } catch {
    throw invalidResponseError(`Answer of ${path} does not match the contract`);
  }
}

/** A call whose JSON answer is checked against a contract schema. */
export async function request<T>(path: string, schema: Schema<T>, options: RequestOptions = {}): Promise<T> {
  const { data } = await call(path, options);
  return parseWith(schema, data, path);
}

/** A call answered with `{ok: true}`, whose body carries nothing else. */
export async function requestOk(path: string, options: RequestOptions = {}): Promise<void> {
  await request(path, okSchema, options);
}

/** A download (CSV and the like) with the session's token, as a Blob and the file name the server gave. */
export async function requestFile(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; filename: string | null }> {
  const { response, data } = await call(path, { ...options, file: true });
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob: data as Blob, filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}

/** `estimated`: the total is the server's estimate of a broad search (`x-record-count-estimated`). */
export type ListPage<T> = { items: T[]; total: number; estimated?: boolean };

const isEstimated = (response: Response) => response.headers.get(pagingHeaders.recordCountEstimated) === 'true';

/** A list call: items checked one by one, the total from `x-record-count` (and whether it is an estimate). */
export async function requestList<T>(path: string, item: Schema<T>, options: RequestOptions = {}): Promise<ListPage<T>> {
  const { response, data } = await call(path, options);
  const items = parseWith(arrayOf(item), data, path);
  const header = response.headers.get(pagingHeaders.recordCount);
  const total = header === null || header === '' ? Number.NaN : Number(header);
  return { items, total: Number.isFinite(total) ? total : items.length, estimated: isEstimated(response) };
}

/** A list whose total is in its body (the ads lists), and whether that total is an estimate (`x-record-count-estimated`). */
export async function requestPagedBody<T extends object>(path: string, schema: Schema<T>, options: RequestOptions = {}): Promise<T & { estimated: boolean }> {
  const { response, data } = await call(path, options);
  return { ...parseWith(schema, data, path), estimated: isEstimated(response) };
}

export function arrayOf<T>(item: Schema<T>): Schema<T[]> {
  return {
    parse(data) {
      if (!Array.isArray(data)) throw new TypeError('Expected an array');
      return data.map((entry) => item.parse(entry));
    },
  };
}
