import { describe, expect, it } from 'vitest';
import { decodeJwt, SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { messages, type ApiError } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { makeAccount, signIn, testPassword, type Tokens } from '../../test/factories.js';
import { signAccessToken } from '../../platform/auth/tokens.js';
import { auditLog } from '../../platform/audit/schema.js';
import { insertSession } from './repo.js';
import { users } from './schema.js';

const t = useTestApp();

const secret = () => new TextEncoder().encode(t.config.JWT_SECRET!);
const signInCall = (body: unknown, ip?: string) =>
  t.call<{ tokens: Tokens } & ApiError>('POST', '/v1/auth/email', { body, headers: ip ? { 'x-forwarded-for': ip } : {} });
const me = (token?: string) => t.call<Record<string, string | boolean> & ApiError>('GET', '/v1/auth/me', { token });

describe('POST /v1/auth/email', () => {
  it('signs an active admin in with a token pair, the login matched case-insensitively', async () => {
    const user = await makeAccount(t, { email: 'maria@example.com' });
    const res = await signInCall({ login: '  Maria@EXAMPLE.com ', password: testPassword, place: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tokens: { accessToken: expect.any(String), refreshToken: expect.any(String) } });
    expect(decodeJwt(res.body.tokens.accessToken).sub).toBe(user.uuid);
  });

  it('answers 404 for an unknown login', async () => {
    await makeAccount(t, { email: 'maria@example.com' });
    const res = await signInCall({ login: 'nobody@example.com', password: testPassword, place: 'admin' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'user_not_found', message: messages.signIn.noSuchUser });
  });

  it('answers 401 for a wrong password', async () => {
    const user = await makeAccount(t);
    const res = await signInCall({ login: user.email, password: 'Wrong-Password-1', place: 'admin' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'wrong_password', message: messages.signIn.wrongPassword });
  });

  it('answers 401 for an account that has no password yet', async () => {
    const user = await makeAccount(t, { password: null });
    const res = await signInCall({ login: user.email, password: testPassword, place: 'admin' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'wrong_password', message: messages.signIn.wrongPassword });
  });

  it('answers 403 for a blocked account even with the right password', async () => {
    const user = await makeAccount(t, { status: 'blocked' });
    const res = await signInCall({ login: user.email, password: testPassword, place: 'admin' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'blocked', message: messages.signIn.blocked });
  });

  it('answers 403 for an operator account', async () => {
    const user = await makeAccount(t, { role: 'operator' });
    const res = await signInCall({ login: user.email, password: testPassword, place: 'admin' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'forbidden', message: messages.api.forbidden });
  });

  it('signs a superadmin in', async () => {
    const user = await makeAccount(t, { role: 'superadmin' });
    const tokens = await signIn(t, user.email);
    expect(decodeJwt(tokens.accessToken).role).toBe('superadmin');
  });

  it.each([
    ['no body fields', {}, 'body.login'],
    ['no password', { login: 'a@example.com', place: 'admin' }, 'body.password'],
    ['an empty login', { login: '   ', password: testPassword, place: 'admin' }, 'body.login'],
    ['a login that is not a string', { login: 42, password: testPassword, place: 'admin' }, 'body.login'],
    ['a place other than admin', { login: 'a@example.com', password: testPassword, place: 'web' }, 'body.place'],
    ['no place', { login: 'a@example.com', password: testPassword }, 'body.place'],
  ])('answers 400 naming the field for %s', async (_, body, field) => {
    const res = await signInCall(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', message: messages.api.badRequest });
    expect(res.body.fields?.map((f) => f.field)).toContain(field);
  });

  it('answers 429 with Retry-After on the 11th attempt for a login after 10 failures, even with the right password', async () => {
    expect(t.config.LOGIN_MAX_FAILURES).toBe(10);
    const user = await makeAccount(t);
    for (let i = 0; i < 10; i++) {
      const res = await signInCall({ login: user.email, password: `Wrong-${i}-password`, place: 'admin' }, '198.51.100.10');
      expect(res.status).toBe(401);
    }
    const res = await signInCall({ login: user.email, password: testPassword, place: 'admin' }, '198.51.100.10');
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ code: 'too_many_attempts', message: messages.signIn.tooManyAttempts });
    const retryAfter = res.headers.get('retry-after');
    expect(retryAfter).toMatch(/^[1-9]\d*$/);
    expect(Number(retryAfter)).toBeLessThanOrEqual(t.config.LOGIN_WINDOW_MINUTES * 60);
  });
});

describe('access token', () => {
  it('is an HS256 JWT carrying name, surname, login and role for about 300 seconds', async () => {
    const user = await makeAccount(t, { email: 'petr@example.com', name: 'Пётр', surname: 'Петров', role: 'superadmin' });
    const { accessToken } = await signIn(t, user.email);
    const header = JSON.parse(Buffer.from(accessToken.split('.')[0], 'base64url').toString('utf8'));
    expect(header.alg).toBe('HS256');
    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({ name: 'Пётр', surname: 'Петров', login: 'petr@example.com', role: 'superadmin', sub: user.uuid });
    expect(claims.exp! - claims.iat!).toBe(300);
    expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(30);
  });

  it('GET /v1/auth/me answers the signed-in account', async () => {
    const user = await makeAccount(t, { email: 'petr@example.com', name: 'Пётр', surname: 'Петров' });
    const { accessToken } = await signIn(t, user.email);
    const res = await me(accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: 'Пётр', surname: 'Петров', login: 'petr@example.com', role: 'admin', support: false });
  });

  it('GET /v1/auth/me answers the support flag as stored now', async () => {
    const user = await makeAccount(t, { email: 'olga@example.com', name: 'Ольга', surname: 'Смирнова' });
    const { accessToken } = await signIn(t, user.email);
    await t.database.db.update(users).set({ support: true }).where(eq(users.uuid, user.uuid));
    const res = await me(accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: 'Ольга', surname: 'Смирнова', login: 'olga@example.com', role: 'admin', support: true });
  });

  it('answers 401 without a token', async () => {
    const res = await me();
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'unauthorized', message: messages.api.unauthorized });
  });

  it('answers 401 for a malformed token', async () => {
    for (const token of ['not-a-jwt', 'a.b.c', 'Bearer x']) {
      const res = await me(token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'unauthorized', message: messages.api.tokenInvalid });
    }
  });

  it('answers 401 for a token whose payload was changed', async () => {
    const user = await makeAccount(t, { role: 'admin' });
    const { accessToken } = await signIn(t, user.email);
    const [header, payload, signature] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'superadmin' })).toString('base64url');
    const res = await me([header, forged, signature].join('.'));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'unauthorized', message: messages.api.tokenInvalid });
    // the untouched token still works, so the 401 above came from the change
    expect((await me(accessToken)).status).toBe(200);
  });

  it('answers 401 for a token signed with another secret', async () => {
    const user = await makeAccount(t);
    const { accessToken } = await signIn(t, user.email);
    const claims = decodeJwt(accessToken);
    const other = await signAccessToken(
      { sub: user.uuid, sid: String(claims.sid), name: user.name, surname: user.surname, login: user.email, role: 'admin' },
      new TextEncoder().encode('another-secret-another-secret-another-0'),
      300,
    );
    expect((await me(other)).status).toBe(401);
  });

  it('answers 401 for an unsigned (alg none) token', async () => {
    const user = await makeAccount(t);
    const claims = decodeJwt((await signIn(t, user.email)).accessToken);
    const unsigned = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(JSON.stringify(claims)).toString('base64url'),
      '',
    ].join('.');
    expect((await me(unsigned)).status).toBe(401);
  });

  it('answers 401 for an expired token of a live session', async () => {
    const user = await makeAccount(t);
    const claims = decodeJwt((await signIn(t, user.email)).accessToken);
    const base = { sub: user.uuid, sid: String(claims.sid), name: user.name, surname: user.surname, login: user.email, role: 'admin' as const };
    const fresh = await signAccessToken(base, secret(), 60);
    expect((await me(fresh)).status).toBe(200);
    const expired = await signAccessToken(base, secret(), -60);
    const res = await me(expired);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'unauthorized', message: messages.api.tokenInvalid });
    const now = Math.floor(Date.now() / 1000);
    const josed = await new SignJWT({ sid: base.sid, name: base.name, surname: base.surname, login: base.login, role: base.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.uuid)
      .setIssuedAt(now - 600)
      .setExpirationTime(now - 300)
      .sign(secret());
    expect((await me(josed)).status).toBe(401);
  });

  it('answers 403 for a valid token of an operator, whatever role the token claims', async () => {
    const user = await makeAccount(t, { role: 'operator' });
    const sid = await insertSession(t.database.db, { userUuid: user.uuid, ip: '127.0.0.1', userAgent: null });
    const base = { sub: user.uuid, sid, name: user.name, surname: user.surname, login: user.email };
    const operator = await signAccessToken({ ...base, role: 'operator' }, secret(), 300);
    const res = await me(operator);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'forbidden', message: messages.api.forbidden });
    const claimsAdmin = await signAccessToken({ ...base, role: 'admin' }, secret(), 300);
    expect((await me(claimsAdmin)).status).toBe(403);
  });

  it('answers 401 for a validly signed token whose session does not exist', async () => {
    const user = await makeAccount(t);
    const token = await signAccessToken(
      { sub: user.uuid, sid: '00000000-0000-4000-8000-000000000000', name: user.name, surname: user.surname, login: user.email, role: 'admin' },
      secret(),
      300,
    );
    expect((await me(token)).status).toBe(401);
  });
});

describe('sign-in audit', () => {
  it('records auth.sign_in with the actor login and the session', async () => {
    const user = await makeAccount(t, { email: 'audit@example.com' });
    const res = await signInCall({ login: 'AUDIT@example.com', password: testPassword, place: 'admin' }, '203.0.113.7');
    expect(res.status).toBe(200);
    const sid = decodeJwt(res.body.tokens.accessToken).sid;
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.sign_in'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorLogin: 'audit@example.com',
      actorUuid: user.uuid,
      ip: '203.0.113.7',
      entity: 'session',
      entityId: sid,
    });
  });

  it('records auth.sign_in_failed for a wrong password and for an unknown login', async () => {
    const user = await makeAccount(t, { email: 'audit@example.com' });
    expect((await signInCall({ login: user.email, password: 'Wrong-Password-1', place: 'admin' }, '203.0.113.8')).status).toBe(401);
    expect((await signInCall({ login: 'ghost@example.com', password: 'whatever1', place: 'admin' }, '203.0.113.8')).status).toBe(404);
    const rows = await t.database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual(['auth.sign_in_failed', 'auth.sign_in_failed']);
    expect(rows[0]).toMatchObject({ actorLogin: null, ip: '203.0.113.8', after: { login: 'audit@example.com', reason: 'wrong_password' } });
    expect(rows[1]).toMatchObject({ after: { login: 'ghost@example.com', reason: 'user_not_found' } });
    for (const row of rows) expect(JSON.stringify(row)).not.toContain('Wrong-Password-1');
  });
});
