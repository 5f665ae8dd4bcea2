import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiErrorSchema, messages, type ApiError } from '@sks/contract';

/** An error the API answers with its own status and code; its message is shown to people. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly fields?: ApiError['fields'],
    readonly existing?: ApiError['existing'],
  ) {
    super(message);
  }
}

/** A 400 that names the failing field, like schema validation does. */
export const fieldError = (field: string, code: string, message: string) =>
  new AppError(400, code, message, {}, [{ field, message }]);

export const notFound = (message: string = messages.api.notFound) => new AppError(404, 'not_found', message);
export const conflict = (message: string, code = 'conflict', existing?: ApiError['existing']) =>
  new AppError(409, code, message, {}, undefined, existing);
export const badRequest = (message: string, code = 'bad_request') => new AppError(400, code, message);

const fastifyCodes: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'bad_json', messages.api.badRequest],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'bad_json', messages.api.badRequest],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'too_large', messages.api.tooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', messages.api.unsupportedType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request', messages.api.badRequest],
  // @fastify/multipart, for a route that reads multipart without platform/multipart.ts
  FST_PARTS_LIMIT: [413, 'too_large', messages.api.tooManyParts],
  FST_FILES_LIMIT: [413, 'too_large', messages.api.tooManyParts],
  FST_FIELDS_LIMIT: [413, 'too_large', messages.api.tooManyParts],
  FST_REQ_FILE_TOO_LARGE: [413, 'too_large', messages.api.tooLarge],
  FST_PROTO_VIOLATION: [400, 'bad_multipart', messages.api.badMultipart],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'bad_multipart', messages.api.badMultipart],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'unsupported_media_type', messages.api.unsupportedType],
};

/** The Russian text of a client error that carries only an English one (Fastify's and its plugins'). */
const clientErrorText: Record<number, string> = {
  401: messages.api.unauthorized,
  403: messages.api.forbidden,
  404: messages.api.notFound,
  413: messages.api.tooLarge,
  415: messages.api.unsupportedType,
  429: messages.api.rateLimited,
};

/** One error handler: validation -> 400 with fields, known errors -> their status, the rest -> 500 without detail. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).headers(err.headers).send({ code: err.code, message: err.message, fields: err.fields, existing: err.existing } satisfies ApiError);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = err.validation.map((v) => ({
        field: [err.validationContext, ...(v.instancePath ? v.instancePath.split('/').filter(Boolean) : [])].join('.'),
        message: v.message ?? messages.api.badRequest,
      }));
      return reply.status(400).send({ code: 'validation', message: messages.api.badRequest, fields } satisfies ApiError);
    }
    const known = err.code ? fastifyCodes[err.code] : undefined;
    if (known) return reply.status(known[0]).send({ code: known[1], message: known[2] } satisfies ApiError);
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: err.code ?? 'bad_request', message: clientErrorText[status] ?? messages.api.badRequest } satisfies ApiError);
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: 'internal', message: messages.api.internal } satisfies ApiError);
  });
}

/** Error answers for the OpenAPI document of a route. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<number, typeof apiErrorSchema>;

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or URL too long, a
 * malformed request line, a timeout) get the API's own JSON error too, and the connection closes.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large', messages.api.headersTooLarge]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout', messages.api.requestTimeout]
        : [400, 'bad_request', messages.api.badRequest];
  const body = JSON.stringify({ code, message } satisfies ApiError);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
