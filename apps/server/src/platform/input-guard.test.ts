import { describe, expect, it } from 'vitest';
import { apiBase, apiPaths, inputRuleMessages, messages, type ApiError } from '@sks/contract';
import { useTestApp } from '../test/harness.js';
import { makeAccount, signedIn } from '../test/factories.js';
import { rawRequest } from '../test/raw-http.js';

const t = useTestApp();

/** The 400 of the input rule, naming `field`. */
function expectRefused(res: { status: number; body: unknown }, field: string, message: string = inputRuleMessages.controlCharacter) {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ code: 'validation', message: messages.api.badRequest, fields: [{ field, message }] } satisfies ApiError);
}

const admin = { surname: 'Иванова', name: 'Анна', patronymic: 'Сергеевна', job: 'Менеджер', phone: '79001234567', email: 'anna@example.com' };

describe('control characters in what the API accepts', () => {
  it('refuses a NUL in the sign-in login before any database work, naming the field', async () => {
    expectRefused(await t.call('POST', apiPaths.signIn, { body: { login: '\u0000', password: 'x', place: 'admin' } }), 'body.login');
  });

  it('refuses a NUL in the reset request (public) with a 400', async () => {
    expectRefused(await t.call('POST', apiPaths.resetRequest, { body: { login: 'a\u0000b' } }), 'body.login');
  });

  it('refuses a NUL in a protected call: city search and a new administrator', async () => {
    const { tokens } = await signedIn(t, 'superadmin');
    const token = tokens.accessToken;
    expectRefused(await t.call('PUT', apiPaths.citySearch, { token, body: { nameCity: 'a\u0000b' } }), 'body.nameCity');
    expectRefused(await t.call('POST', apiPaths.admin, { token, body: { ...admin, surname: 'Ива\u0000нова' } }), 'body.surname');
    // the same call without the NUL goes through: the rule refuses nothing else
    expect((await t.call('POST', apiPaths.admin, { token, body: admin })).status).toBe(200);
  });

  it('refuses other controls (escape, DEL, C1) but keeps tab and line breaks in free text', async () => {
    const { tokens } = await signedIn(t, 'superadmin');
    const token = tokens.accessToken;
    for (const ch of ['\u001B', '\u007F', '\u0085']) {
      expectRefused(await t.call('POST', apiPaths.admin, { token, body: { ...admin, job: `Мене${ch}джер` } }), 'body.job');
    }
    const res = await t.call<ApiError>('PUT', apiPaths.citySearch, { token, body: { nameCity: 'Мос\tква\r\n' } });
    expect(res.status).toBe(200);
  });

  it('refuses a control character in an object key, deep in the body', async () => {
    const { tokens } = await signedIn(t);
    const res = await t.call('PUT', apiPaths.citySearch, { token: tokens.accessToken, body: { nameCity: 'Мос', extra: { 'k\u0001': 1 } } });
    expectRefused(res, 'body.extra.k\u0001');
  });

  it('refuses nesting deeper than any request needs with a 400, not a stack overflow', async () => {
    const { tokens } = await signedIn(t);
    const depth = 50_000;
    const rawBody = `{"nameCity":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const res = await t.call<ApiError>('PUT', apiPaths.citySearch, { token: tokens.accessToken, rawBody, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.fields?.[0]).toMatchObject({ message: inputRuleMessages.tooDeep });
  });

  it('refuses a NUL in a query string and in a path parameter', async () => {
    const { tokens } = await signedIn(t);
    const token = tokens.accessToken;
    expectRefused(await t.call('GET', `${apiPaths.universityInn}?inn=77%0007`, { token }), 'querystring.inn');
    expectRefused(await t.call('GET', '/v1/univer/ab%00cd', { token }), 'params.uuid');
  });

  // Node's own parser refuses C0 controls in headers; a C1 control arrives as an obs-text byte.
  it('refuses a control character in a header the route reads, before the auth guard', async () => {
    const { tokens } = await signedIn(t);
    const res = await rawRequest(t.url, {
      method: 'PUT',
      path: apiBase + apiPaths.universities,
      headers: { 'x-access-token': tokens.accessToken, 'x-sort-field': 'name\u0085', 'content-type': 'application/json' },
      body: Buffer.from('{}'),
    });
    expectRefused({ status: res.status, body: JSON.parse(res.text) }, 'headers.x-sort-field');
    const badKey = await rawRequest(t.url, { method: 'GET', path: `${apiBase}/app/v1/whoami`, headers: { 'x-api-key': 'key\u009b' } });
    expectRefused({ status: badKey.status, body: JSON.parse(badKey.text) }, 'headers.x-api-key');
  });

  it('leaves alone headers the API does not read, such as a cookie of another site on the host', async () => {
    const user = await makeAccount(t);
    const res = await rawRequest(t.url, {
      method: 'POST',
      path: apiBase + apiPaths.signIn,
      headers: { cookie: Buffer.from('other=Привет', 'utf8').toString('latin1'), 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ login: user.email, password: 'Correct-Horse-7', place: 'admin' })),
    });
    expect(res.status).toBe(200);
  });
});
