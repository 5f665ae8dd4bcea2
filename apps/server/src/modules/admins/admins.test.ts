import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminMessages, type Admin, type ApiError } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { makeAccount, signIn, signedIn } from '../../test/factories.js';
import { auditLog } from '../../platform/audit/schema.js';
import { users } from '../auth/schema.js';

const t = useTestApp();

const adminBody = (over: Record<string, unknown> = {}) => ({
  surname: 'Кузнецова',
  name: 'Анна',
  patronymic: 'Сергеевна',
  phone: '79161234567',
  email: 'anna@example.com',
  job: 'Менеджер',
  ...over,
});

async function asRole(role: 'superadmin' | 'admin') {
  const { user, tokens } = await signedIn(t, role);
  const call = <T>(method: string, path: string, body?: unknown) => t.call<T & ApiError>(method, path, { token: tokens.accessToken, body });
  return { user, call };
}

describe('GET /v2/admin', () => {
  it('lists superadmins and admins by surname with their fields, never operators', async () => {
    const { call, user } = await asRole('admin');
    await makeAccount(t, { role: 'superadmin', surname: 'Абрамов', email: 'boss@example.com' });
    await makeAccount(t, { role: 'operator', surname: 'Борисов' });
    await makeAccount(t, { role: 'admin', surname: 'Яшин', status: 'blocked' });
    const res = await call<Admin[]>('GET', '/v2/admin');
    expect(res.status).toBe(200);
    expect(res.body.map((a) => [a.surname, a.role, a.status])).toEqual([
      ['Абрамов', 'superadmin', 'active'],
      ['Иванова', 'admin', 'active'],
      ['Яшин', 'admin', 'blocked'],
    ]);
    expect(res.body[1]).toEqual({
      uuidUser: user.uuid,
      name: 'Мария',
      surname: 'Иванова',
      patronymic: '',
      phone: '',
      email: user.email,
      job: '',
      status: 'active',
      role: 'admin',
      support: false,
      reasonBlocked: null,
    });
  });

  it('answers 401 without a token', async () => {
    expect((await t.call('GET', '/v2/admin')).status).toBe(401);
  });
});

describe('POST /v2/admin', () => {
  it('creates an admin without a password whose mailed link sets one, then signs in', async () => {
    const { call } = await asRole('superadmin');
    const res = await call<{ uuidUser: string }>('POST', '/v2/admin', adminBody({ email: ' Anna@Example.com ', support: true }));
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.uuid, res.body.uuidUser));
    expect(row).toMatchObject({ role: 'admin', email: 'anna@example.com', passwordHash: null, support: true, job: 'Менеджер' });
    expect(t.mails.map((m) => m.to)).toEqual(['anna@example.com']);
    const token = new URL(t.mails[0].text.match(/https?:\/\/\S+/)![0]).searchParams.get('token');
    expect((await t.call('POST', '/v1/auth/password/reset', { body: { token, password: 'Anna-new-pass-1' } })).status).toBe(200);
    const tokens = await signIn(t, 'anna@example.com', 'Anna-new-pass-1');
    expect((await t.call('GET', '/v2/admin', { token: tokens.accessToken })).status).toBe(200);
  });

  it('strips whitespace from the names and takes a job of exactly 50 characters', async () => {
    const { call } = await asRole('superadmin');
    const res = await call<{ uuidUser: string }>('POST', '/v2/admin', adminBody({ surname: '  Кузнецова ', job: 'Д'.repeat(50) }));
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.uuid, res.body.uuidUser));
    expect(row.surname).toBe('Кузнецова');
    expect(row.support).toBe(false);
  });

  it('records the creation in the audit log without a password hash', async () => {
    const { call, user } = await asRole('superadmin');
    const res = await call<{ uuidUser: string }>('POST', '/v2/admin', adminBody());
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'admin.create'));
    expect(entry).toMatchObject({ actorUuid: user.uuid, entityId: res.body.uuidUser, after: { email: 'anna@example.com', role: 'admin' } });
    expect(entry.after).not.toHaveProperty('passwordHash');
  });

  it('answers 403 to an admin and 401 without a token', async () => {
    const { call } = await asRole('admin');
    const res = await call('POST', '/v2/admin', adminBody());
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect((await t.call('POST', '/v2/admin', { body: adminBody() })).status).toBe(401);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'anna@example.com'))).toEqual([]);
  });

  it('answers 409 for an e-mail of any account, compared case-insensitively', async () => {
    const { call } = await asRole('superadmin');
    await makeAccount(t, { role: 'operator', email: 'anna@example.com' });
    const res = await call('POST', '/v2/admin', adminBody({ email: 'ANNA@example.com' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'email_taken', message: adminMessages.emailTaken });
  });

  it.each([
    ['an empty surname', { surname: '' }, 'body.surname', adminMessages.required],
    ['a whitespace name', { name: '   ' }, 'body.name', adminMessages.required],
    ['an empty patronymic', { patronymic: ' ' }, 'body.patronymic', adminMessages.required],
    ['an empty job', { job: '' }, 'body.job', adminMessages.required],
    ['a job of 51 characters', { job: 'Д'.repeat(51) }, 'body.job', adminMessages.job],
    ['an empty phone', { phone: '' }, 'body.phone', adminMessages.required],
    ['a phone of 10 digits', { phone: '7916123456' }, 'body.phone', adminMessages.phone],
    ['no e-mail', { email: undefined }, 'body.email', undefined],
    ['an empty e-mail', { email: '' }, 'body.email', adminMessages.required],
    ['a malformed e-mail', { email: 'anna@example' }, 'body.email', adminMessages.emailFormat],
    ['a support flag that is not boolean', { support: 'yes' }, 'body.support', undefined],
  ])('answers 400 naming the field for %s', async (_, over, field, message) => {
    const { call } = await asRole('superadmin');
    const res = await call('POST', '/v2/admin', adminBody(over));
    expect(res.status).toBe(400);
    const failing = res.body.fields?.find((f) => f.field === field);
    expect(failing, JSON.stringify(res.body.fields)).toBeDefined();
    if (message) expect(failing?.message).toBe(message);
  });
});

describe('PUT /v2/admin', () => {
  it('edits the fields but never the e-mail', async () => {
    const { call } = await asRole('superadmin');
    const target = await makeAccount(t, { email: 'old@example.com' });
    const res = await call('PUT', '/v2/admin', adminBody({ uuidUser: target.uuid, email: 'new@example.com', job: 'Руководитель', support: true }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ uuidUser: target.uuid });
    const [row] = await t.database.db.select().from(users).where(eq(users.uuid, target.uuid));
    expect(row).toMatchObject({ email: 'old@example.com', job: 'Руководитель', support: true, surname: 'Кузнецова', role: 'admin' });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'admin.update'));
    expect(entry).toMatchObject({ before: { surname: 'Иванова', job: '' }, after: { surname: 'Кузнецова', job: 'Руководитель' } });
  });

  it('takes an edit without an e-mail and edits a superadmin too', async () => {
    const { call } = await asRole('superadmin');
    const other = await makeAccount(t, { role: 'superadmin' });
    const { email: _email, ...body } = adminBody({ uuidUser: other.uuid });
    expect((await call('PUT', '/v2/admin', body)).status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.uuid, other.uuid));
    expect(row.role).toBe('superadmin');
  });

  it('keeps the support flag when the edit leaves it out, and clears it when sent false', async () => {
    const { call } = await asRole('superadmin');
    const target = await makeAccount(t);
    await t.database.db.update(users).set({ support: true }).where(eq(users.uuid, target.uuid));
    expect((await call('PUT', '/v2/admin', adminBody({ uuidUser: target.uuid }))).status).toBe(200);
    expect((await t.database.db.select().from(users).where(eq(users.uuid, target.uuid)))[0].support).toBe(true);
    expect((await call('PUT', '/v2/admin', adminBody({ uuidUser: target.uuid, support: false }))).status).toBe(200);
    expect((await t.database.db.select().from(users).where(eq(users.uuid, target.uuid)))[0].support).toBe(false);
  });

  it('answers 404 for an unknown account and for an operator', async () => {
    const { call } = await asRole('superadmin');
    const operator = await makeAccount(t, { role: 'operator' });
    for (const uuidUser of ['00000000-0000-4000-8000-000000000000', operator.uuid]) {
      const res = await call('PUT', '/v2/admin', adminBody({ uuidUser }));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(adminMessages.notFound);
    }
  });

  it('answers 403 to an admin, 401 without a token and 400 for an invalid field', async () => {
    const target = await makeAccount(t);
    const { call } = await asRole('admin');
    expect((await call('PUT', '/v2/admin', adminBody({ uuidUser: target.uuid }))).status).toBe(403);
    expect((await t.call('PUT', '/v2/admin', { body: adminBody({ uuidUser: target.uuid }) })).status).toBe(401);
    const boss = await asRole('superadmin');
    const res = await boss.call('PUT', '/v2/admin', adminBody({ uuidUser: target.uuid, job: 'Д'.repeat(51) }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([{ field: 'body.job', message: adminMessages.job }]);
    expect((await boss.call('PUT', '/v2/admin', adminBody())).status).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the operator, administrator, status, statistics and upload calls', async () => {
    const res = await t.call<{ paths: Record<string, Record<string, unknown>> }>('GET', '/docs/json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths['/api/v2/admin']).sort()).toEqual(['get', 'post', 'put']);
    expect(Object.keys(res.body.paths['/api/v2/operator']).sort()).toEqual(['post', 'put']);
    for (const p of ['/api/v2/operator/list/{uuidUniversity}', '/api/v1/user/status', '/api/v2/statistics', '/api/v2/upload-photo']) {
      expect(res.body.paths, p).toHaveProperty([p]);
    }
  });
});
