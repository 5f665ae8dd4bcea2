import { apiErrorSchema, type ApiError } from '@sks/contract';

/**
 * A failed call. `status` is the HTTP status, or 0 when no usable answer came
 * (network failure, timeout, or a body the contract does not describe).
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  /** Failing fields of a 400, by field name. */
  readonly fields: Record<string, string>;
  /** A 409's other record, when the server names it. */
  readonly existing?: ApiError['existing'];

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}, existing?: ApiError['existing']) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.existing = existing;
  }
}

/** Builds the error from the server's JSON `{code, message, fields?}`, or from the bare status. */
export function httpErrorFrom(status: number, statusText: string, body: unknown): HttpError {
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) return new HttpError(status, `http_${status}`, statusText || `HTTP ${status}`);
  const fields = Object.fromEntries((parsed.data.fields ?? []).map((f) => [f.field, f.message]));
  return new HttpError(status, parsed.data.code, parsed.data.message, fields, parsed.data.existing);
}

export const timeoutError = () => new HttpError(0, 'timeout', 'Request timed out');
export const networkError = () => new HttpError(0, 'network', 'Network error');
export const invalidResponseError = (detail: string) => new HttpError(0, 'invalid_response', detail);

/**
 * The failing body fields of a 400 by form field name (the server names them `body.<field>`),
 * so a form can show each message on its field.
 */
export function bodyFieldErrors(error: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  if (!(error instanceof HttpError) || error.status !== 400) return found;
  for (const [path, message] of Object.entries(error.fields)) {
    const [place, field] = path.split('.');
    if (place === 'body' && field) found[field] ??= message;
  }
  return found;
}
