import fc from 'fast-check';
import { multipartType, multipartWithFile, testBoundary } from '../raw-http.js';
import type { FuzzOperation, JsonSchema } from './openapi.js';
import { badUuid, fieldPaths, hostileString, hostileValue, prototypeKeys, RawJson, toJsonText, validValue, withValueAt, type ValueContext } from './values.js';

export type FuzzRequest = { method: string; path: string; headers: Record<string, string>; body: Buffer; note: string };
export type RequestContext = ValueContext & { tinyImage: Buffer };

/** Header values as an HTTP client can send them: Latin-1 only (higher code points are cut to their low byte). */
const headerText = (s: string) =>
  Array.from(s, (ch) => String.fromCharCode(ch.charCodeAt(0) & 0xff))
    .join('')
    .replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');

/** Percent-encoded; a lone surrogate (which encodeURIComponent refuses) becomes U+FFFD. */
const urlText = (s: string) => encodeURIComponent(s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

/** Paging and sorting headers of list calls, as a careless or hostile client sends them. */
const junkPaging = fc.constantFrom('-1', '1e10', 'abc', '99999999999999999999', '0x10', ' 5', '5.5', '', '0', '1000000', 'NaN', '1,2', 'name; DROP TABLE users', 'asc', 'SIDEWAYS', '\u0085');

function scalarText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value instanceof RawJson ? value.text : value) ?? '';
}

/** A value for a path, query or header parameter: valid, of a wrong kind, or an id of nothing. */
function parameterValue(schema: JsonSchema | undefined, ctx: ValueContext, isHeader: boolean): fc.Arbitrary<string | undefined> {
  const valid = schema ? validValue(schema, ctx).map(scalarText) : fc.string();
  return fc.oneof(
    { arbitrary: valid, weight: 3 },
    { arbitrary: hostileString, weight: 2 },
    { arbitrary: schema?.format === 'uuid' ? badUuid : hostileValue.map(scalarText), weight: 1 },
    { arbitrary: isHeader ? junkPaging : fc.constant(undefined), weight: isHeader ? 2 : 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

function pathOf(op: FuzzOperation, ctx: ValueContext): fc.Arbitrary<string> {
  const values = op.params.map((p) =>
    fc.oneof(fc.constantFrom(...ctx.knownIds), parameterValue(p.schema, ctx, false).map((v) => v ?? '')),
  );
  return fc.tuple(...values).map((vals) => op.params.reduce((path, p, i) => path.replace(`{${p.name}}`, urlText(vals[i])), op.path));
}

function queryOf(op: FuzzOperation, ctx: ValueContext): fc.Arbitrary<string> {
  const pairs = op.query.map((p) => parameterValue(p.schema, ctx, false).map((v) => (v === undefined ? [] : [`${p.name}=${urlText(v)}`])));
  const extra = fc.constantFrom([], [], ['__proto__[admin]=1'], ['constructor[prototype][x]=1'], ['x=%00', 'x=%FF%FE']);
  return fc.tuple(fc.tuple(...pairs), extra, fc.boolean()).map(([own, more, twice]) => {
    const all = [...own.flat(), ...more, ...(twice ? own.flat() : [])];
    return all.length ? `?${all.join('&')}` : '';
  });
}

function headersOf(op: FuzzOperation, ctx: ValueContext): fc.Arbitrary<Record<string, string>> {
  const values = op.headers.map((h) => parameterValue(h.schema, ctx, true));
  return fc.tuple(...values).map((vals) =>
    Object.fromEntries(op.headers.flatMap((h, i) => (vals[i] === undefined ? [] : [[h.name, headerText(vals[i])]]))),
  );
}

type Body = { body: Buffer; contentType?: string; note: string };

const json = (value: unknown, note: string, contentType = 'application/json'): Body => ({ body: Buffer.from(toJsonText(value)), contentType, note });

function jsonBody(schema: JsonSchema, ctx: ValueContext): fc.Arbitrary<Body> {
  const valid = validValue(schema, ctx);
  const paths = fieldPaths(schema);
  const oneField = paths.length
    ? fc.tuple(valid, fc.constantFrom(...paths), hostileValue).map(([v, path, bad]) => json(withValueAt(v, path, bad), `body.${path.join('.')} hostile`))
    : hostileValue.map((bad) => json(bad, 'body hostile'));
  return fc.oneof(
    { arbitrary: valid.map((v) => json(v, 'valid body')), weight: 2 },
    { arbitrary: oneField, weight: 5 },
    { arbitrary: hostileValue.map((bad) => json(bad, 'whole body hostile')), weight: 1 },
    { arbitrary: fc.tuple(valid, prototypeKeys).map(([v, keys]) => json(withValueAt(v, ['__proto__'], keys), 'prototype keys')), weight: 1 },
    { arbitrary: junkBody, weight: 1 },
  );
}

const junkBody: fc.Arbitrary<Body> = fc.oneof(
  fc.constantFrom('', '{', 'null', '[]', '"text"', '{"a":1}{"b":2}', '\u0000', 'NaN', '{"a":1,}').map((text) => ({ body: Buffer.from(text), contentType: 'application/json', note: `raw ${JSON.stringify(text)}` })),
  fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'multipart/form-data', 'application/xml').map((contentType) => ({ body: Buffer.from('a=1&b=2'), contentType, note: `content-type ${contentType}` })),
  fc.constant({ body: Buffer.from(`{"a":"${'x'.repeat(1_100_000)}"}`), contentType: 'application/json', note: 'body over the limit' }),
);

function multipartBodies(field: string, ctx: RequestContext): fc.Arbitrary<Body> {
  const part = (name: string, value: string) => `--${testBoundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const whole = multipartWithFile(field, 'photo.png', ctx.tinyImage);
  return fc.constantFrom<Body>(
    { body: whole, contentType: multipartType(), note: 'multipart whole' },
    { body: whole, contentType: multipartType(null), note: 'multipart without boundary' },
    { body: multipartWithFile(field, 'photo.png', ctx.tinyImage, { close: false }), contentType: multipartType(), note: 'multipart without closing boundary' },
    { body: Buffer.from(`--${testBoundary}\r\nContent-Disposition: form-data; name="${field}`), contentType: multipartType(), note: 'multipart cut in a header' },
    { body: Buffer.from('garbage, not multipart at all'), contentType: multipartType(), note: 'multipart garbage' },
    { body: Buffer.from(`${Array.from({ length: 40 }, (_, i) => part(`f${i}`, 'v')).join('')}--${testBoundary}--\r\n`), contentType: multipartType(), note: 'multipart too many parts' },
    { body: Buffer.concat([Buffer.from(part('__proto__', 'x')), whole]), contentType: multipartType(), note: 'multipart prototype field' },
    { body: Buffer.alloc(0), contentType: multipartType(), note: 'multipart empty' },
    { body: multipartWithFile(field, '../../etc/passwd\u0000.png', Buffer.from('\u0000\u0001 not an image')), contentType: multipartType(), note: 'multipart hostile file' },
    { body: Buffer.from('{}'), contentType: 'application/json', note: 'json to an upload' },
  );
}

function bodyOf(op: FuzzOperation, ctx: RequestContext): fc.Arbitrary<Body> {
  if (op.body?.kind === 'multipart') return multipartBodies(op.body.field, ctx);
  if (op.body?.kind === 'json') return jsonBody(op.body.schema, ctx);
  // no body declared: mostly none, sometimes one anyway
  return fc.oneof({ arbitrary: fc.constant<Body>({ body: Buffer.alloc(0), note: 'no body' }), weight: 4 }, { arbitrary: junkBody, weight: 1 });
}

/** Generated requests of one operation (without credentials, which the runner adds). */
export function requestsOf(op: FuzzOperation, ctx: RequestContext): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(pathOf(op, ctx), queryOf(op, ctx), headersOf(op, ctx), bodyOf(op, ctx)).map(([path, query, headers, body]) => ({
    method: op.method,
    path: path + query,
    headers: body.contentType ? { ...headers, 'content-type': body.contentType } : headers,
    body: body.body,
    note: body.note,
  }));
}
