import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { operatorMessages, type ApiError, type Operator } from '@sks/contract';
import { useTestApp, type TestApp } from '../../test/harness.js';
import { makeAccount, signIn, signedIn } from '../../test/factories.js';
import { auditLog } from '../../platform/audit/schema.js';
import { users } from '../auth/schema.js';
import { cities } from '../lookups/schema.js';
import { universities } from '../universities/schema.js';

const t = useTestApp();
let seq = 0;

async function makeUniversity(app: TestApp, shortName = 'МГУ'): Promise<string> {
  seq += 1;
  const [city] = await app.database.db.insert(cities).values({ name: `Город ${seq}` }).returning();
  const [row] = await app.database.db
    .insert(universities)
    .values({
      shortName,
      nameUniver: `${shortName} полное`,
      endContract: '2030-01-01',
      uuidCity: city.uuid,
      address: 'ул. Ленина, 1',
      email: `uni${seq}@example.com`,
      delegateSurname: 'Петров',
      phone: '79990000000',
    })
    .returning();
  return row.uuid;
}

const operatorBody = (uuidUniversity: string, over: Record<string, unknown> = {}) => ({
  surname: 'Смирнов',
  name: 'Олег',
  patronymic: 'Игоревич',
  email: 'oleg@example.com',
  phone: '+7 (912) 345-67-89',
  job: 'Методист',
  role: 'operator_univer',
  place: 'operator',
  chairman: false,
  uuidUniversity,
  ...over,
});

async function setup() {
  const { tokens } = await signedIn(t);
  const uni = await makeUniversity(t);
  const call = <T>(method: string, path: string, body?: unknown) => t.call<T & ApiError>(method, path, { token: tokens.accessToken, body });
  return { token: tokens.accessToken, uni, call };
}

const list = async (call: Awaited<ReturnType<typeof setup>>['call'], uni: string) =>
  (await call<Operator[]>('GET', `/v2/operator/list/${uni}`)).body;

describe('POST /v2/operator', () => {
  it('creates an operator of the university, stores the phone as digits and lists it', async () => {
    const { call, uni } = await setup();
    const res = await call<{ uuidUser: string }>('POST', '/v2/operator', operatorBody(uni, { email: ' Oleg@Example.COM ' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ uuidUser: expect.any(String) });
    expect(await list(call, uni)).toEqual([
      {
        uuidUser: res.body.uuidUser,
        surname: 'Смирнов',
        name: 'Олег',
        patronymic: 'Игоревич',
        email: 'oleg@example.com',
        phone: '79123456789',
        job: 'Методист',
        role: 'operator_univer',
        status: 'active',
        isChairmen: false,
        uuidUniversity: uni,
        reasonBlocked: null,
      },
    ]);
  });

  it('defaults the direction to operator_student and place and chairman may be left out', async () => {
    const { call, uni } = await setup();
    const { role: _role, place: _place, chairman: _chairman, ...body } = operatorBody(uni);
    expect((await call('POST', '/v2/operator', body)).status).toBe(200);
    expect((await list(call, uni))[0]).toMatchObject({ role: 'operator_student', isChairmen: false });
  });

  it('mails the new operator a link that sets a password', async () => {
    const { call, uni } = await setup();
    const res = await call<{ uuidUser: string }>('POST', '/v2/operator', operatorBody(uni));
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0].to).toBe('oleg@example.com');
    const token = new URL(t.mails[0].text.match(/https?:\/\/\S+/)![0]).searchParams.get('token');
    const reset = await t.call('POST', '/v1/auth/password/reset', { body: { token, password: 'Operator-pass-1' } });
    expect(reset.status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.uuid, res.body.uuidUser));
    expect(row.passwordHash).toEqual(expect.any(String));
    // operators work in the university application: the password is set, this console still refuses them
    const signInRes = await t.call('POST', '/v1/auth/email', { body: { login: 'oleg@example.com', password: 'Operator-pass-1', place: 'admin' } });
    expect(signInRes.status).toBe(403);
  });

  it('keeps one chairman per university: a new chairman clears the previous one, other universities untouched', async () => {
    const { call, uni } = await setup();
    const other = await makeUniversity(t, 'СПбГУ');
    const first = await call<{ uuidUser: string }>('POST', '/v2/operator', operatorBody(uni, { chairman: true, email: 'a@example.com' }));
    await call('POST', '/v2/operator', operatorBody(other, { chairman: true, email: 'c@example.com' }));
    const second = await call<{ uuidUser: string }>('POST', '/v2/operator', operatorBody(uni, { chairman: true, email: 'b@example.com', surname: 'Яковлев' }));
    const rows = await list(call, uni);
    expect(rows.map((o) => [o.uuidUser, o.isChairmen])).toEqual([
      [second.body.uuidUser, true],
      [first.body.uuidUser, false],
    ]);
    expect((await list(call, other)).map((o) => o.isChairmen)).toEqual([true]);
    const cleared = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'operator.chairman_cleared'));
    expect(cleared).toHaveLength(1);
    expect(cleared[0]).toMatchObject({ entityId: first.body.uuidUser, before: { isChairman: true }, after: { isChairman: false } });
  });

  it('answers 409 for an e-mail of any other account, compared case-insensitively', async () => {
    const { call, uni } = await setup();
    await makeAccount(t, { email: 'taken@example.com' });
    const res = await call('POST', '/v2/operator', operatorBody(uni, { email: 'TAKEN@example.com' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'email_taken', message: operatorMessages.emailTaken });
    expect(t.mails).toHaveLength(0);
  });

  it('answers 404 for an unknown university', async () => {
    const { call } = await setup();
    const res = await call('POST', '/v2/operator', operatorBody('00000000-0000-4000-8000-000000000000'));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(operatorMessages.universityNotFound);
  });

  it.each([
    ['an empty surname', { surname: '' }, 'body.surname', operatorMessages.fieldsEmpty],
    ['a blank name', { name: '   ' }, 'body.name', operatorMessages.fieldsEmpty],
    ['no patronymic', { patronymic: undefined }, 'body.patronymic', undefined],
    ['an empty e-mail', { email: '' }, 'body.email', operatorMessages.fieldsEmpty],
    ['an e-mail that is not one', { email: 'oleg-at-example' }, 'body.email', operatorMessages.emailFormat],
    ['an empty job', { job: '' }, 'body.job', operatorMessages.fieldsEmpty],
    ['a phone of 10 digits', { phone: '+7 (912) 345-67-8' }, 'body.phone', operatorMessages.fieldsEmpty],
    ['a phone of 12 digits', { phone: '791234567890' }, 'body.phone', operatorMessages.fieldsEmpty],
    ['a phone with letters', { phone: '7912345678a9' }, 'body.phone', operatorMessages.fieldsEmpty],
    ['an unknown direction', { role: 'operator_boss' }, 'body.role', undefined],
    ['a place other than operator', { place: 'admin' }, 'body.place', undefined],
    ['a chairman flag that is not boolean', { chairman: 'yes' }, 'body.chairman', undefined],
    ['a university that is not a uuid', { uuidUniversity: 'mgu' }, 'body.uuidUniversity', undefined],
  ])('answers 400 naming the field for %s', async (_, over, field, message) => {
    const { call, uni } = await setup();
    const res = await call('POST', '/v2/operator', operatorBody(uni, over));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation');
    const failing = res.body.fields?.find((f) => f.field === field);
    expect(failing, JSON.stringify(res.body.fields)).toBeDefined();
    if (message) expect(failing?.message).toBe(message);
  });

  it('records the creation in the audit log without any password hash', async () => {
    const { call, uni } = await setup();
    const res = await call<{ uuidUser: string }>('POST', '/v2/operator', operatorBody(uni));
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator.create'), eq(auditLog.entityId, res.body.uuidUser)));
    expect(entry.after).toMatchObject({ email: 'oleg@example.com', role: 'operator', direction: 'operator_univer', hasPassword: false });
    expect(entry.after).not.toHaveProperty('passwordHash');
  });
});

describe('PUT /v2/operator', () => {
  it('edits the operator, making it chairman clears the previous chairman', async () => {
    const { call, uni } = await setup();
    const chair = await call<{ uuidUser: string }>('POST', '/v2/operator', operatorBody(uni, { chairman: true, email: 'a@example.com' }));
    const op = await call<{ uuidUser: string }>('POST', '/v2/operator', operatorBody(uni, { email: 'b@example.com' }));
    const body = operatorBody(uni, { uuidUser: op.body.uuidUser, email: 'new@example.com', job: 'Декан', role: 'operator_all', chairman: true });
    const res = await call('PUT', '/v2/operator', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ uuidUser: op.body.uuidUser });
    const rows = await list(call, uni);
    expect(rows.find((o) => o.uuidUser === op.body.uuidUser)).toMatchObject({ email: 'new@example.com', job: 'Декан', role: 'operator_all', isChairmen: true });
    expect(rows.find((o) => o.uuidUser === chair.body.uuidUser)?.isChairmen).toBe(false);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'operator.update'));
    expect(entry).toMatchObject({ before: { email: 'b@example.com', job: 'Методист' }, after: { email: 'new@example.com', job: 'Декан' } });
  });

  it('keeps a chairman who stays chairman, and keeps its own e-mail without a conflict', async () => {
    const { call, uni } = await setup();
    const op = await call<{ uuidUser: string }>('POST', '/v2/operator', operatorBody(uni, { chairman: true }));
    const res = await call('PUT', '/v2/operator', operatorBody(uni, { uuidUser: op.body.uuidUser, chairman: true, email: 'OLEG@example.com' }));
    expect(res.status).toBe(200);
    expect((await list(call, uni))[0].isChairmen).toBe(true);
  });

  it('answers 409 for an e-mail of another account', async () => {
    const { call, uni } = await setup();
    await makeAccount(t, { email: 'admin.taken@example.com' });
    const op = await call<{ uuidUser: string }>('POST', '/v2/operator', operatorBody(uni));
    const res = await call('PUT', '/v2/operator', operatorBody(uni, { uuidUser: op.body.uuidUser, email: 'Admin.Taken@example.com' }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('email_taken');
  });

  it('answers 404 for an unknown operator, an administrator, or an operator of another university', async () => {
    const { call, uni } = await setup();
    const other = await makeUniversity(t, 'СПбГУ');
    const op = await call<{ uuidUser: string }>('POST', '/v2/operator', operatorBody(other));
    const admin = await makeAccount(t);
    for (const uuidUser of ['00000000-0000-4000-8000-000000000000', admin.uuid, op.body.uuidUser]) {
      const res = await call('PUT', '/v2/operator', operatorBody(uni, { uuidUser, email: 'x@example.com' }));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(operatorMessages.notFound);
    }
  });

  it('answers 400 without uuidUser or with an invalid field', async () => {
    const { call, uni } = await setup();
    expect((await call('PUT', '/v2/operator', operatorBody(uni))).status).toBe(400);
    const res = await call('PUT', '/v2/operator', operatorBody(uni, { uuidUser: '00000000-0000-4000-8000-000000000000', phone: '123' }));
    expect(res.status).toBe(400);
    expect(res.body.fields?.map((f) => f.field)).toEqual(['body.phone']);
  });
});

describe('GET /v2/operator/list/{uuidUniversity}', () => {
  it('answers 404 for an unknown university and 400 for a malformed id', async () => {
    const { call } = await setup();
    expect((await call('GET', '/v2/operator/list/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call('GET', '/v2/operator/list/not-a-uuid')).status).toBe(400);
  });

  it('lists only operators of that university, an empty list when it has none', async () => {
    const { call, uni } = await setup();
    expect(await list(call, uni)).toEqual([]);
  });
});

describe('operator access', () => {
  it('answers 401 without a token on every call', async () => {
    const uni = await makeUniversity(t);
    expect((await t.call('GET', `/v2/operator/list/${uni}`)).status).toBe(401);
    expect((await t.call('POST', '/v2/operator', { body: operatorBody(uni) })).status).toBe(401);
    expect((await t.call('PUT', '/v2/operator', { body: operatorBody(uni) })).status).toBe(401);
  });

  it('lets a superadmin and an admin manage operators', async () => {
    const uni = await makeUniversity(t);
    for (const role of ['superadmin', 'admin'] as const) {
      const user = await makeAccount(t, { role });
      const token = (await signIn(t, user.email)).accessToken;
      const res = await t.call('POST', '/v2/operator', { token, body: operatorBody(uni, { email: `${role}-op@example.com` }) });
      expect(res.status).toBe(200);
    }
  });
});
