import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPaths } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { makeAccount, signIn } from '../../test/factories.js';
import { sessions, users } from '../../modules/auth/schema.js';
import { createSessionCheck } from './session-check.js';
import { verifyAccessToken } from './tokens.js';

const t = useTestApp();
const ttlMs = 5_000;

/** A signed-in account, its session id, and a session check on the test database with a clock the test moves. */
async function session() {
  const user = await makeAccount(t);
  const tokens = await signIn(t, user.email);
  const sid = (await verifyAccessToken(tokens.accessToken, t.app.ctx.jwtSecret))!.sid;
  const clock = { now: 1_000_000 };
  const check = createSessionCheck(t.database.db, ttlMs, () => clock.now);
  /** What another instance does: ends the session in the database without telling this one. */
  const revokeElsewhere = () => t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sid));
  return { user, tokens, sid, clock, check, revokeElsewhere };
}

describe('session check', () => {
  it('answers from memory within the TTL and from the database after it', async () => {
    const { user, sid, clock, check, revokeElsewhere } = await session();
    expect(await check.state(sid)).toEqual({ userUuid: user.uuid, live: true, role: 'admin' });
    await revokeElsewhere();
    clock.now += ttlMs - 1;
    // the database says revoked: a live answer can only have come from memory
    expect((await check.state(sid))?.live).toBe(true);
    clock.now += 1;
    expect((await check.state(sid))?.live).toBe(false);
  });

  it('refuses at once a session forgotten after its revocation, and an account forgotten after blocking', async () => {
    const { user, sid, check, revokeElsewhere } = await session();
    const other = await signIn(t, user.email);
    const otherSid = (await verifyAccessToken(other.accessToken, t.app.ctx.jwtSecret))!.sid;
    expect((await check.state(sid))?.live).toBe(true);
    expect((await check.state(otherSid))?.live).toBe(true);
    await revokeElsewhere();
    check.forgetSession(sid);
    expect((await check.state(sid))?.live).toBe(false);
    expect((await check.state(otherSid))?.live).toBe(true);
    await t.database.db.update(users).set({ status: 'blocked' }).where(eq(users.uuid, user.uuid));
    check.forgetUser(user.uuid);
    expect((await check.state(otherSid))?.live).toBe(false);
  });

  it('does not keep a lookup that was under way when the session was forgotten', async () => {
    const { sid, check, revokeElsewhere } = await session();
    const underway = check.state(sid);
    check.forgetSession(sid);
    expect((await underway)?.live).toBe(true);
    await revokeElsewhere();
    expect((await check.state(sid))?.live).toBe(false);
  });

  it('knows no session for an unknown id, and looks every time with a TTL of 0', async () => {
    const { sid, check, revokeElsewhere } = await session();
    expect(await check.state('00000000-0000-4000-8000-000000000000')).toBeNull();
    const uncached = createSessionCheck(t.database.db, 0);
    expect((await uncached.state(sid))?.live).toBe(true);
    await revokeElsewhere();
    expect((await uncached.state(sid))?.live).toBe(false);
    expect((await check.state(sid))?.live).toBe(false);
  });
});

describe('the guard with the session check', () => {
  const me = (token: string) => t.call('GET', '/v1/auth/me', { token });

  it('refuses a token at once after sign-out or blocking on this instance', async () => {
    const admin = await makeAccount(t);
    const a = await signIn(t, admin.email);
    expect((await me(a.accessToken)).status).toBe(200);
    expect((await t.call('POST', '/v1/auth/logout', { token: a.accessToken })).status).toBe(200);
    expect((await me(a.accessToken)).status).toBe(401);

    const superadmin = await makeAccount(t, { role: 'superadmin' });
    const boss = await signIn(t, superadmin.email);
    const b = await signIn(t, admin.email);
    expect((await me(b.accessToken)).status).toBe(200);
    const blocked = await t.call('PUT', apiPaths.userStatus, { token: boss.accessToken, body: { uuidUser: admin.uuid, newStatus: 'blocked', reasonText: '' } });
    expect(blocked.status).toBe(200);
    expect((await me(b.accessToken)).status).toBe(401);
  });
});
