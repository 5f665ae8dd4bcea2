import type { Role } from '@sks/contract';
import { hashPassword } from '../platform/auth/passwords.js';
import { insertUser, type UserRow } from '../modules/auth/repo.js';
import type { TestApp } from './harness.js';
import { createApiKey } from '../platform/app-api/keys.js';

export const testPassword = 'Correct-Horse-7';
let seq = 0;
const hashes = new Map<string, Promise<string>>();
/** argon2 is deliberately slow; one hash per distinct password per file keeps the suite quick. */
const hashOnce = (password: string) => hashes.get(password) ?? hashes.set(password, hashPassword(password)).get(password)!;

/** An account with a known password; role admin and active unless said otherwise. */
export async function makeAccount(
  t: TestApp,
  over: Partial<{ role: Role; status: 'active' | 'blocked'; email: string; password: string | null; name: string; surname: string }> = {},
): Promise<UserRow> {
  seq += 1;
  const password = over.password === undefined ? testPassword : over.password;
  return insertUser(t.database.db, {
    role: over.role ?? 'admin',
    status: over.status ?? 'active',
    email: over.email ?? `user${seq}@example.com`,
    name: over.name ?? 'Мария',
    surname: over.surname ?? 'Иванова',
    passwordHash: password ? await hashOnce(password) : null,
  });
}

export type Tokens = { accessToken: string; refreshToken: string };

export async function signIn(t: TestApp, login: string, password = testPassword): Promise<Tokens> {
  const res = await t.call<{ tokens: Tokens }>('POST', '/v1/auth/email', { body: { login, password, place: 'admin' } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.tokens;
}

/** A signed-in account of the given role, ready to call the API. */
export async function signedIn(t: TestApp, role: Role = 'admin'): Promise<{ user: UserRow; tokens: Tokens }> {
  const user = await makeAccount(t, { role });
  return { user, tokens: await signIn(t, user.email) };
}

/** A live API key of the app API, and headers that present it. */
export async function appKey(t: TestApp, name = 'student app'): Promise<{ key: string; uuid: string; headers: Record<string, string> }> {
  const created = await createApiKey(t.database.db, name);
  return { key: created.key, uuid: created.uuid, headers: { 'x-api-key': created.key } };
}
