import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, type ApiError } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { makeAccount, signIn, type Tokens } from '../../test/factories.js';
import { refreshTokens, sessions, users } from './schema.js';
import { hashToken } from '../../platform/auth/tokens.js';
import { auditLog } from '../../platform/audit/schema.js';

const t = useTestApp();

const refresh = (refreshToken: string) => t.call<Tokens & ApiError>('PUT', '/v1/auth/refreshtoken', { body: { refreshToken } });
const me = (token: string) => t.call<{ login: string } & ApiError>('GET', '/v1/auth/me', { token });
const logout = (token?: string) => t.call<{ ok: true } & ApiError>('POST', '/v1/auth/logout', { token });
const refreshInvalid = { code: 'refresh_invalid', message: messages.api.refreshInvalid };

/** Moves a token's use back in time, past the reuse grace when `seconds` exceeds it. */
async function usedSecondsAgo(refreshToken: string, seconds: number) {
  await t.database.db
    .update(refreshTokens)
    .set({ usedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
}

describe('PUT /v1/auth/refreshtoken', () => {
  it('answers a new token pair with a new refresh token, and the new access token works', async () => {
    const user = await makeAccount(t);
    const first = await signIn(t, user.email);
    const res = await refresh(first.refreshToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(res.body.refreshToken).not.toBe(first.refreshToken);
    const who = await me(res.body.accessToken);
    expect(who.status).toBe(200);
    expect(who.body.login).toBe(user.email);
    // and the new refresh token rotates again
    const again = await refresh(res.body.refreshToken);
    expect(again.status).toBe(200);
    expect(again.body.refreshToken).not.toBe(res.body.refreshToken);
  });

  it('revokes the whole session when a used refresh token is presented again after the grace', async () => {
    const user = await makeAccount(t);
    const first = await signIn(t, user.email);
    const second = await refresh(first.refreshToken);
    expect(second.status).toBe(200);
    await usedSecondsAgo(first.refreshToken, t.config.REFRESH_REUSE_GRACE_SECONDS + 1);

    const reuse = await refresh(first.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual(refreshInvalid);

    // the newest refresh token of the session and its access tokens are dead too
    const newest = await refresh(second.body.refreshToken);
    expect(newest.status).toBe(401);
    expect(newest.body).toEqual(refreshInvalid);
    expect((await me(second.body.accessToken)).status).toBe(401);
    expect((await me(first.accessToken)).status).toBe(401);
    const [session] = await t.database.db.select().from(sessions);
    expect(session.revokedAt).toBeInstanceOf(Date);
  });

  it('gives a second pair for the token used last, presented again within the grace (two tabs), and keeps the session', async () => {
    const user = await makeAccount(t);
    const first = await signIn(t, user.email);
    const tabA = await refresh(first.refreshToken);
    const tabB = await refresh(first.refreshToken);
    expect([tabA.status, tabB.status]).toEqual([200, 200]);
    expect(tabB.body.refreshToken).not.toBe(tabA.body.refreshToken);
    for (const pair of [tabA.body, tabB.body]) expect((await me(pair.accessToken)).status).toBe(200);
    // each tab's pair rotates on as usual
    expect((await refresh(tabA.body.refreshToken)).status).toBe(200);
    expect((await refresh(tabB.body.refreshToken)).status).toBe(200);
    const graced = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.refresh_grace'));
    expect(graced).toHaveLength(1);
    const [session] = await t.database.db.select().from(sessions);
    expect(session.revokedAt).toBeNull();
  });

  it('lets both of two simultaneous uses of a refresh token succeed within the grace', async () => {
    const user = await makeAccount(t);
    const tokens = await signIn(t, user.email);
    const results = await Promise.all([refresh(tokens.refreshToken), refresh(tokens.refreshToken)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    for (const r of results) expect((await me(r.body.accessToken)).status).toBe(200);
  });

  it('revokes the session for a token older than the one used last, even within the grace', async () => {
    const user = await makeAccount(t);
    const first = await signIn(t, user.email);
    const second = await refresh(first.refreshToken);
    expect((await refresh(second.body.refreshToken)).status).toBe(200);
    // `first` was used seconds ago, but `second` was used after it: `first` is not the previous token
    const reuse = await refresh(first.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual(refreshInvalid);
    const [session] = await t.database.db.select().from(sessions);
    expect(session.revokedAt).toBeInstanceOf(Date);
  });

  it('leaves other sessions alone when one session is revoked for reuse', async () => {
    const user = await makeAccount(t);
    const a = await signIn(t, user.email);
    const b = await signIn(t, user.email);
    expect((await refresh(a.refreshToken)).status).toBe(200);
    await usedSecondsAgo(a.refreshToken, t.config.REFRESH_REUSE_GRACE_SECONDS + 1);
    expect((await refresh(a.refreshToken)).status).toBe(401);
    expect((await me(b.accessToken)).status).toBe(200);
    expect((await refresh(b.refreshToken)).status).toBe(200);
  });

  it('stops a blocked account: no refresh (401) and its access token is refused (401)', async () => {
    const user = await makeAccount(t);
    const tokens = await signIn(t, user.email);
    expect((await me(tokens.accessToken)).status).toBe(200);
    await t.database.db.update(users).set({ status: 'blocked' }).where(eq(users.uuid, user.uuid));
    // what blocking does after its commit (another instance's blocking: session-check.test.ts)
    t.app.ctx.sessionCheck.forgetUser(user.uuid);
    // the access token first: the guard itself must notice, before any refresh revokes the session
    const who = await me(tokens.accessToken);
    expect(who.status).toBe(401);
    expect(who.body).toEqual({ code: 'unauthorized', message: messages.api.tokenInvalid });
    const res = await refresh(tokens.refreshToken);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(refreshInvalid);
    // unblocking does not bring the refreshed-against session back
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.uuid, user.uuid));
    expect((await refresh(tokens.refreshToken)).status).toBe(401);
  });

  it('answers 401 for an unknown refresh token', async () => {
    const res = await refresh('no-such-refresh-token');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(refreshInvalid);
  });

  it('answers 401 for an expired refresh token', async () => {
    const user = await makeAccount(t);
    const tokens = await signIn(t, user.email);
    await t.database.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await refresh(tokens.refreshToken);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(refreshInvalid);
  });

  it('issues refresh tokens that last REFRESH_TOKEN_TTL_DAYS', async () => {
    const user = await makeAccount(t);
    await signIn(t, user.email);
    const [row] = await t.database.db.select().from(refreshTokens);
    const days = (row.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(t.config.REFRESH_TOKEN_TTL_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(t.config.REFRESH_TOKEN_TTL_DAYS);
  });

  it('answers 400 without a body or without the field', async () => {
    const none = await t.call<ApiError>('PUT', '/v1/auth/refreshtoken');
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'validation', message: messages.api.badRequest });
    const empty = await t.call<ApiError>('PUT', '/v1/auth/refreshtoken', { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.fields?.map((f) => f.field)).toContain('body.refreshToken');
    const blank = await t.call<ApiError>('PUT', '/v1/auth/refreshtoken', { body: { refreshToken: '' } });
    expect(blank.status).toBe(400);
  });
});

describe('POST /v1/auth/logout', () => {
  it('ends only its own session', async () => {
    const user = await makeAccount(t);
    const a = await signIn(t, user.email);
    const b = await signIn(t, user.email);
    const res = await logout(a.accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });

    const who = await me(a.accessToken);
    expect(who.status).toBe(401);
    expect(who.body).toEqual({ code: 'unauthorized', message: messages.api.tokenInvalid });
    const r = await refresh(a.refreshToken);
    expect(r.status).toBe(401);
    expect(r.body).toEqual(refreshInvalid);

    expect((await me(b.accessToken)).status).toBe(200);
    expect((await refresh(b.refreshToken)).status).toBe(200);
  });

  it('answers 401 without a token or with a token of a session already ended', async () => {
    expect((await logout()).status).toBe(401);
    const user = await makeAccount(t);
    const tokens = await signIn(t, user.email);
    expect((await logout(tokens.accessToken)).status).toBe(200);
    expect((await logout(tokens.accessToken)).status).toBe(401);
  });

  it('ends the session named by the refresh token alone, as after the access token expired', async () => {
    const user = await makeAccount(t);
    const tokens = await signIn(t, user.email);
    const res = await t.call<{ ok: true }>('POST', '/v1/auth/logout', { body: { refreshToken: tokens.refreshToken } });
    expect(res.status).toBe(200);
    expect((await refresh(tokens.refreshToken)).status).toBe(401);
    expect((await me(tokens.accessToken)).status).toBe(401);
    const again = await t.call<ApiError>('POST', '/v1/auth/logout', { body: { refreshToken: tokens.refreshToken } });
    expect(again.status).toBe(401);
  });

  it('answers 401 for an unknown refresh token and 400 for a malformed body', async () => {
    const unknown = await t.call<ApiError>('POST', '/v1/auth/logout', { body: { refreshToken: 'not-a-token' } });
    expect(unknown.status).toBe(401);
    const bad = await t.call<ApiError>('POST', '/v1/auth/logout', { body: { refreshToken: 42 } });
    expect(bad.status).toBe(400);
  });
});
