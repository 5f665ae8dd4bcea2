import { describe, expect, it } from 'vitest';
import { apiPaths, imageUpload, messages, type ApiError } from '@sks/contract';
import { useTestApp } from '../test/harness.js';
import { signedIn, testPassword } from '../test/factories.js';
import { tinyImages } from '../modules/upload/test-images.js';

const t = useTestApp();

const signInPath = '/v1/auth/email';
const json = { 'content-type': 'application/json' };

describe('API conventions', () => {
  it('answers 400 {code,message} for a body that is not JSON', async () => {
    const res = await t.call<ApiError>('POST', signInPath, { rawBody: '{"login": "a@example.com",', headers: json });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual({ code: 'bad_json', message: messages.api.badRequest });
  });

  it('answers 400 for an empty JSON body', async () => {
    const res = await t.call<ApiError>('POST', signInPath, { rawBody: '', headers: json });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'bad_json', message: messages.api.badRequest });
  });

  it('answers 400 with fields naming each field of the wrong type', async () => {
    const res = await t.call<ApiError>('POST', signInPath, { body: { login: 12, password: ['x'], place: 'admin' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation');
    expect(res.body.message).toBe(messages.api.badRequest);
    const fields = res.body.fields ?? [];
    expect(fields.map((f) => f.field).sort()).toEqual(['body.login', 'body.password']);
    for (const f of fields) expect(f.message).toEqual(expect.any(String));
  });

  it('answers 413 for a body over 1 MB', async () => {
    const res = await t.call<ApiError>('POST', signInPath, {
      body: { login: 'a'.repeat(1_048_577), password: testPassword, place: 'admin' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'too_large', message: messages.api.tooLarge });
  });

  it('accepts a body just under 1 MB (then validates it)', async () => {
    const res = await t.call<ApiError>('POST', signInPath, {
      body: { login: 'a'.repeat(1_000_000), password: testPassword, place: 'admin' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation');
  });

  it('answers 415 for a content type the API does not take', async () => {
    for (const type of ['application/xml', 'application/x-www-form-urlencoded', 'text/plain']) {
      const res = await t.call<ApiError>('POST', signInPath, { rawBody: 'login=a&password=b', headers: { 'content-type': type } });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ code: 'unsupported_media_type', message: messages.api.unsupportedType });
    }
  });

  it('answers a JSON 404 for an unknown /api path, with or without a token', async () => {
    for (const [method, p] of [['GET', '/v1/nothing-here'], ['POST', '/v1/nothing-here'], ['GET', '/v2/auth/me'], ['GET', '']] as const) {
      const res = await t.call<ApiError>(method, p);
      expect(res.status, `${method} /api${p}`).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toEqual({ code: 'not_found', message: messages.api.notFound });
    }
    const res = await t.call<ApiError>('GET', '/v1/nothing-here', { token: 'whatever' });
    expect(res.status).toBe(404);
  });

  it('sets the security headers on answers, errors included', async () => {
    for (const res of [await t.call('GET', '/health'), await t.call('GET', '/v1/auth/me'), await t.call('GET', '/v1/nothing-here')]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('answers GET /api/health 200 without a token', async () => {
    const res = await t.call('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers GET /api/ready 200 while the database answers', async () => {
    const res = await t.call('GET', '/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('serves an OpenAPI document at /api/docs/json listing the API', async () => {
    const res = await t.call<{ openapi: string; paths: Record<string, Record<string, unknown>> }>('GET', '/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/v1/auth/email', '/api/v1/auth/refreshtoken', '/api/v1/auth/me', '/api/v1/city']),
    );
    expect(res.body.paths['/api/v1/auth/email']).toHaveProperty('post');
  });

  it('never leaks the text of a 5xx', async () => {
    const { tokens } = await signedIn(t);
    const secretDetail = 'S3 endpoint https://storage:hunter2@10.1.2.3 refused';
    const { storage } = t.app.ctx;
    const put = storage.put;
    storage.put = () => Promise.reject(new Error(secretDetail));
    try {
      const form = new FormData();
      form.append(imageUpload.field, new Blob([tinyImages['image/png']], { type: 'image/png' }), 'logo.png');
      const res = await fetch(`${t.url}/api${apiPaths.uploadPhoto}`, { method: 'POST', body: form, headers: { 'x-access-token': tokens.accessToken } });
      expect(res.status).toBe(500);
      const body = (await res.json()) as ApiError;
      expect(body).toEqual({ code: 'internal', message: messages.api.internal });
      expect(JSON.stringify(body)).not.toContain('hunter2');
    } finally {
      storage.put = put;
    }
  });
});
