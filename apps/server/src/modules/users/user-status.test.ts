import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { userStatusMessages, type ApiError } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { makeAccount, signIn, signedIn } from '../../test/factories.js';
import { auditLog } from '../../platform/audit/schema.js';
import { sessions, users } from '../auth/schema.js';
import { setUserStatus } from './service.js';

const t = useTestApp();

type StatusAnswer = { uuidUser: string; status: string; reasonBlocked: string | null } & ApiError;
const setStatus = (token: string | undefined, body: Record<string, unknown>) =>
  t.call<StatusAnswer>('PUT', '/v1/user/status', { token, body });
const rowOf = async (uuid: string) => (await t.database.db.select().from(users).where(eq(users.uuid, uuid)))[0];
const liveSessions = async (uuid: string) =>
  t.database.db.select().from(sessions).where(and(eq(sessions.userUuid, uuid), isNull(sessions.revokedAt)));

describe('PUT /v1/user/status for operators', () => {
  it('lets an admin block an operator with a reason and unblock it, which clears the reason', async () => {
    const { tokens } = await signedIn(t, 'admin');
    const op = await makeAccount(t, { role: 'operator' });
    const blocked = await setStatus(tokens.accessToken, { uuidUser: op.uuid, newStatus: 'blocked', reasonText: '  Нарушение соглашения ' });
    expect(blocked.status).toBe(200);
    expect(blocked.body).toEqual({ uuidUser: op.uuid, status: 'blocked', reasonBlocked: 'Нарушение соглашения' });
    expect(await rowOf(op.uuid)).toMatchObject({ status: 'blocked', reasonBlocked: 'Нарушение соглашения' });
    const active = await setStatus(tokens.accessToken, { uuidUser: op.uuid, newStatus: 'active', reasonText: '' });
    expect(active.body).toEqual({ uuidUser: op.uuid, status: 'active', reasonBlocked: null });
    const actions = (await t.database.db.select().from(auditLog).orderBy(auditLog.id)).map((r) => r.action).filter((a) => a.startsWith('user.'));
    expect(actions).toEqual(['user.block', 'user.unblock']);
  });

  it('answers 400 when blocking an operator without a reason or with a blank one', async () => {
    const { tokens } = await signedIn(t, 'superadmin');
    const op = await makeAccount(t, { role: 'operator' });
    for (const reasonText of [undefined, '', '   ']) {
      const res = await setStatus(tokens.accessToken, { uuidUser: op.uuid, newStatus: 'blocked', reasonText });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'reason_required', message: userStatusMessages.reasonRequired });
    }
    expect((await rowOf(op.uuid)).status).toBe('active');
  });
});

describe('PUT /v1/user/status for administrators', () => {
  it('lets a superadmin block an admin without a reason, ending its sessions: its token then gets 401', async () => {
    const { tokens } = await signedIn(t, 'superadmin');
    const admin = await makeAccount(t, { role: 'admin' });
    const adminTokens = await signIn(t, admin.email);
    await signIn(t, admin.email);
    expect((await t.call('GET', '/v2/admin', { token: adminTokens.accessToken })).status).toBe(200);
    const res = await setStatus(tokens.accessToken, { uuidUser: admin.uuid, newStatus: 'blocked' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ uuidUser: admin.uuid, status: 'blocked', reasonBlocked: null });
    expect(await liveSessions(admin.uuid)).toEqual([]);
    expect((await t.call('GET', '/v2/admin', { token: adminTokens.accessToken })).status).toBe(401);
    expect((await t.call('PUT', '/v1/auth/refreshtoken', { body: { refreshToken: adminTokens.refreshToken } })).status).toBe(401);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.block'));
    expect(entry).toMatchObject({ entityId: admin.uuid, before: { status: 'active' }, after: { status: 'blocked' } });
    expect(JSON.stringify(entry)).not.toContain('argon2');
  });

  it('keeps a reason given for an administrator, and unblocking lets the admin sign in again', async () => {
    const { tokens } = await signedIn(t, 'superadmin');
    const admin = await makeAccount(t, { role: 'admin' });
    await setStatus(tokens.accessToken, { uuidUser: admin.uuid, newStatus: 'blocked', reasonText: 'Отпуск' });
    expect((await rowOf(admin.uuid)).reasonBlocked).toBe('Отпуск');
    expect((await t.call('POST', '/v1/auth/email', { body: { login: admin.email, password: 'Correct-Horse-7', place: 'admin' } })).status).toBe(403);
    await setStatus(tokens.accessToken, { uuidUser: admin.uuid, newStatus: 'active', reasonText: '' });
    expect(await rowOf(admin.uuid)).toMatchObject({ status: 'active', reasonBlocked: null });
    await signIn(t, admin.email);
  });

  it('answers 403 when an admin blocks or unblocks another admin or a superadmin', async () => {
    const { tokens } = await signedIn(t, 'admin');
    const other = await makeAccount(t, { role: 'admin', status: 'blocked' });
    const boss = await makeAccount(t, { role: 'superadmin' });
    expect((await setStatus(tokens.accessToken, { uuidUser: boss.uuid, newStatus: 'blocked', reasonText: 'x' })).status).toBe(403);
    expect((await setStatus(tokens.accessToken, { uuidUser: other.uuid, newStatus: 'active' })).status).toBe(403);
    expect((await rowOf(other.uuid)).status).toBe('blocked');
    expect((await rowOf(boss.uuid)).status).toBe('active');
  });

  it('answers 409 to anyone blocking themselves', async () => {
    for (const role of ['admin', 'superadmin'] as const) {
      const { user, tokens } = await signedIn(t, role);
      const res = await setStatus(tokens.accessToken, { uuidUser: user.uuid, newStatus: 'blocked', reasonText: 'Ухожу' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'self_block', message: userStatusMessages.selfBlock });
    }
  });

  it('lets a superadmin block another superadmin while one active superadmin remains', async () => {
    const { tokens } = await signedIn(t, 'superadmin');
    const other = await makeAccount(t, { role: 'superadmin' });
    expect((await setStatus(tokens.accessToken, { uuidUser: other.uuid, newStatus: 'blocked' })).status).toBe(200);
  });

  it('answers 409 when blocking would leave no active superadmin (the actor was blocked meanwhile)', async () => {
    const a = await signedIn(t, 'superadmin');
    const b = await makeAccount(t, { role: 'superadmin' });
    // b's request passed the token check, then a blocked b before b's change ran
    const bActor = { uuid: b.uuid, sessionId: 'none', login: b.email, name: b.name, surname: b.surname, role: 'superadmin' as const };
    expect((await setStatus(a.tokens.accessToken, { uuidUser: b.uuid, newStatus: 'blocked' })).status).toBe(200);
    const attempt = setUserStatus(t.app.ctx, bActor, { uuidUser: a.user.uuid, newStatus: 'blocked', reasonText: '' }, '127.0.0.1');
    await expect(attempt).rejects.toMatchObject({ status: 409, code: 'last_superadmin', message: userStatusMessages.lastSuperadmin });
    expect((await rowOf(a.user.uuid)).status).toBe('active');
  });

  it('leaves exactly one active superadmin when two block each other at once', async () => {
    const a = await signedIn(t, 'superadmin');
    const b = await signedIn(t, 'superadmin');
    const [ra, rb] = await Promise.all([
      setStatus(a.tokens.accessToken, { uuidUser: b.user.uuid, newStatus: 'blocked' }),
      setStatus(b.tokens.accessToken, { uuidUser: a.user.uuid, newStatus: 'blocked' }),
    ]);
    expect([ra.status, rb.status].filter((s) => s === 200)).toHaveLength(1);
    for (const s of [ra.status, rb.status]) expect([200, 401, 409]).toContain(s);
    const active = await t.database.db.select().from(users).where(and(eq(users.role, 'superadmin'), eq(users.status, 'active')));
    expect(active).toHaveLength(1);
  });
});

describe('PUT /v1/user/status errors', () => {
  it('answers 404 for an unknown account, 401 without a token, and 400 for a bad body', async () => {
    const { tokens } = await signedIn(t, 'superadmin');
    const res = await setStatus(tokens.accessToken, { uuidUser: '00000000-0000-4000-8000-000000000000', newStatus: 'blocked', reasonText: 'x' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(userStatusMessages.notFound);
    const op = await makeAccount(t, { role: 'operator' });
    expect((await setStatus(undefined, { uuidUser: op.uuid, newStatus: 'blocked', reasonText: 'x' })).status).toBe(401);
    const bad = await setStatus(tokens.accessToken, { uuidUser: 'x', newStatus: 'frozen', reasonText: 'r'.repeat(501) });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.map((f) => f.field).sort()).toEqual(['body.newStatus', 'body.reasonText', 'body.uuidUser']);
  });

  it('keeps the token of a signed-in superadmin working after blocking someone else', async () => {
    const { tokens } = await signedIn(t, 'superadmin');
    const op = await makeAccount(t, { role: 'operator' });
    await setStatus(tokens.accessToken, { uuidUser: op.uuid, newStatus: 'blocked', reasonText: 'x' });
    expect(decodeJwt(tokens.accessToken).role).toBe('superadmin');
    expect((await t.call('GET', '/v2/admin', { token: tokens.accessToken })).status).toBe(200);
  });
});
