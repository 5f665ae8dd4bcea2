import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages, type ApiError } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { makeAccount, signIn, testPassword, type Tokens } from '../../test/factories.js';
import { auditLog } from '../../platform/audit/schema.js';
import { createAccountWithPassword } from './service.js';
import { passwordResets, users } from './schema.js';
import { passwordResetQueue } from './jobs.js';
import { jobsSettled } from '../../test/jobs.js';

const t = useTestApp();

const newPassword = 'Brand-New-Secret-9';
/** The request, then its job's work done (the link is mailed after the answer). */
async function requestReset(login: unknown) {
  const res = await t.call<{ ok: true } & ApiError>('POST', '/v1/auth/password/reset-request', { body: { login } });
  await jobsSettled(t, passwordResetQueue);
  return res;
}
const reset = (token: string, password: string) =>
  t.call<{ ok: true } & ApiError>('POST', '/v1/auth/password/reset', { body: { token, password } });
const signInStatus = async (login: string, password: string) =>
  (await t.call('POST', '/v1/auth/email', { body: { login, password, place: 'admin' } })).status;
const invalidToken = { code: 'invalid_token', message: messages.reset.invalidToken };

/** The token of the link in the n-th mail sent. */
function tokenFromMail(n = 0): string {
  const mail = t.mails[n];
  expect(mail).toBeDefined();
  const m = mail.text.match(/http:\/\/console\.test\/auth\/resetpassword\?token=([A-Za-z0-9_%-]+)/);
  expect(m).not.toBeNull();
  return decodeURIComponent(m![1]);
}

describe('POST /v1/auth/password/reset-request', () => {
  it('mails one link to a known active account', async () => {
    const user = await makeAccount(t, { email: 'olga@example.com', name: 'Ольга' });
    const res = await requestReset('Olga@Example.com');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]).toMatchObject({ to: user.email, subject: messages.reset.mailSubject });
    expect(t.mails[0].text).toContain('Ольга');
    expect(tokenFromMail().length).toBeGreaterThanOrEqual(32);
    const rows = await t.database.db.select().from(passwordResets);
    expect(rows).toHaveLength(1);
    expect(rows[0].userUuid).toBe(user.uuid);
    // only a hash of the token is stored
    expect(rows[0].tokenHash).not.toBe(tokenFromMail());
  });

  it('answers 200 and mails nothing for an unknown login', async () => {
    await makeAccount(t, { email: 'olga@example.com' });
    const res = await requestReset('nobody@example.com');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(t.mails).toEqual([]);
  });

  it('answers 200 and mails nothing for a blocked account', async () => {
    const user = await makeAccount(t, { status: 'blocked' });
    const res = await requestReset(user.email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(t.mails).toEqual([]);
    expect(await t.database.db.select().from(passwordResets)).toEqual([]);
  });

  it('answers before any work that depends on the login: the link is mailed by a job afterwards', async () => {
    const user = await makeAccount(t, { email: 'slow-mail@example.com' });
    const { mailer } = t.app.ctx;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    t.app.ctx.mailer = { send: async (mail) => held.then(() => mailer.send(mail)) };
    try {
      const res = await t.call<{ ok: true }>('POST', '/v1/auth/password/reset-request', { body: { login: user.email } });
      expect(res.status).toBe(200);
      expect(t.mails).toEqual([]);
      release();
      await jobsSettled(t, passwordResetQueue);
      expect(t.mails.map((m) => m.to)).toEqual([user.email]);
    } finally {
      t.app.ctx.mailer = mailer;
    }
  });

  it('queues the same job for a known and an unknown login, the login as typed but trimmed and lower-cased', async () => {
    await makeAccount(t, { email: 'known@example.com' });
    for (const login of [' Known@Example.com ', 'Unknown@Example.com']) {
      expect((await t.call('POST', '/v1/auth/password/reset-request', { body: { login } })).status).toBe(200);
    }
    await jobsSettled(t, passwordResetQueue);
    const jobs = await t.database.db.execute(
      sql`SELECT data->>'login' AS login FROM pgboss.job WHERE name = ${passwordResetQueue.name} ORDER BY created_on DESC LIMIT 2`,
    );
    expect((jobs as unknown as { rows: { login: string }[] }).rows.map((r) => r.login).sort()).toEqual(['known@example.com', 'unknown@example.com']);
    expect(t.mails.map((m) => m.to)).toEqual(['known@example.com']);
  });

  it('answers 400 for a missing or empty login', async () => {
    expect((await t.call('POST', '/v1/auth/password/reset-request', { body: {} })).status).toBe(400);
    expect((await requestReset('  ')).status).toBe(400);
    expect((await requestReset(7)).status).toBe(400);
    expect(t.mails).toEqual([]);
  });
});

describe('POST /v1/auth/password/reset', () => {
  it('sets the new password, voids the old one and revokes every earlier session', async () => {
    const user = await makeAccount(t);
    const sessionA: Tokens = await signIn(t, user.email);
    const sessionB: Tokens = await signIn(t, user.email);
    expect((await requestReset(user.email)).status).toBe(200);

    const res = await reset(tokenFromMail(), newPassword);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });

    expect(await signInStatus(user.email, testPassword)).toBe(401);
    expect(await signInStatus(user.email, newPassword)).toBe(200);
    for (const s of [sessionA, sessionB]) {
      expect((await t.call('GET', '/v1/auth/me', { token: s.accessToken })).status).toBe(401);
      expect((await t.call('PUT', '/v1/auth/refreshtoken', { body: { refreshToken: s.refreshToken } })).status).toBe(401);
    }
  });

  it('lets a token be used once: the same token again is 400 invalid_token', async () => {
    const user = await makeAccount(t);
    await requestReset(user.email);
    const token = tokenFromMail();
    expect((await reset(token, newPassword)).status).toBe(200);
    const again = await reset(token, 'Another-Secret-8');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(invalidToken);
    // the second attempt changed nothing
    expect(await signInStatus(user.email, newPassword)).toBe(200);
  });

  it('answers 400 invalid_token for an unknown token', async () => {
    const res = await reset('no-such-token', newPassword);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidToken);
  });

  it('answers 400 invalid_token for an expired token and keeps the old password', async () => {
    const user = await makeAccount(t);
    await requestReset(user.email);
    await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await reset(tokenFromMail(), newPassword);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidToken);
    expect(await signInStatus(user.email, testPassword)).toBe(200);
  });

  it('makes links last RESET_TOKEN_TTL_MINUTES', async () => {
    const user = await makeAccount(t);
    await requestReset(user.email);
    const [row] = await t.database.db.select().from(passwordResets);
    const minutes = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(t.config.RESET_TOKEN_TTL_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(t.config.RESET_TOKEN_TTL_MINUTES);
  });

  it('answers 400 naming the field for a too-short password, and the link still works afterwards', async () => {
    const user = await makeAccount(t);
    await requestReset(user.email);
    const token = tokenFromMail();
    const res = await reset(token, 'short');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', message: messages.api.badRequest });
    expect(res.body.fields).toContainEqual({ field: 'body.password', message: messages.reset.passwordLength });
    expect(await signInStatus(user.email, testPassword)).toBe(200);
    expect((await reset(token, newPassword)).status).toBe(200);
  });

  it('answers 400 for a missing token or password', async () => {
    expect((await t.call('POST', '/v1/auth/password/reset', { body: { password: newPassword } })).status).toBe(400);
    expect((await t.call('POST', '/v1/auth/password/reset', { body: { token: 'x' } })).status).toBe(400);
    expect((await t.call('POST', '/v1/auth/password/reset', { body: { token: 'x', password: 'y'.repeat(129) } })).status).toBe(400);
  });

  it('keeps an earlier link usable after a second request, until one of them is used', async () => {
    const user = await makeAccount(t);
    await requestReset(user.email);
    await requestReset(user.email);
    expect(t.mails).toHaveLength(2);
    const [first, second] = [tokenFromMail(0), tokenFromMail(1)];
    expect(first).not.toBe(second);
    expect((await reset(first, newPassword)).status).toBe(200);
    const res = await reset(second, 'Another-Secret-8');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidToken);
    expect(await signInStatus(user.email, newPassword)).toBe(200);
  });

  it('voids the earlier link when the later one is used', async () => {
    const user = await makeAccount(t);
    await requestReset(user.email);
    await requestReset(user.email);
    const [first, second] = [tokenFromMail(0), tokenFromMail(1)];
    expect((await reset(second, newPassword)).status).toBe(200);
    expect((await reset(first, 'Another-Secret-8')).status).toBe(400);
  });
});

describe('audit of passwords', () => {
  it('records auth.password_reset for the account', async () => {
    const user = await makeAccount(t);
    await requestReset(user.email);
    expect((await reset(tokenFromMail(), newPassword)).status).toBe(200);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.password_reset'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'user', entityId: user.uuid });
  });

  it('never writes a password or its hash into the log', async () => {
    // created through the service, which logs the new account row itself
    const user = await createAccountWithPassword(t.app.ctx, {
      email: 'logged@example.com',
      password: testPassword,
      role: 'admin',
      name: 'Анна',
      surname: 'Смирнова',
    });
    expect(user.passwordHash).toMatch(/^\$argon2/);
    await signIn(t, user.email);
    expect(await signInStatus(user.email, 'Wrong-Password-1')).toBe(401);
    await requestReset(user.email);
    expect((await reset(tokenFromMail(), newPassword)).status).toBe(200);
    await signIn(t, user.email, newPassword);
    const [after] = await t.database.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.uuid, user.uuid));

    const rows = await t.database.db.select().from(auditLog);
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['user.create', 'auth.sign_in', 'auth.sign_in_failed', 'auth.password_link_sent', 'auth.password_reset']),
    );
    const created = rows.find((r) => r.action === 'user.create');
    expect(created?.after).toMatchObject({ email: 'logged@example.com', name: 'Анна' });
    for (const row of rows) {
      const text = JSON.stringify([row.before, row.after]);
      expect(text).not.toContain('$argon2');
      expect(text).not.toContain(user.passwordHash!);
      expect(text).not.toContain(after.passwordHash!);
      expect(text).not.toContain('passwordHash');
      expect(text).not.toContain(testPassword);
      expect(text).not.toContain(newPassword);
      expect(text).not.toContain('Wrong-Password-1');
      expect(text).not.toContain(tokenFromMail());
    }
  });
});
