import { promocodeAppPaths, promocodePaths, type Promocode, type PromocodeCreateValues, type PromocodeRegistration, type PromocodeUpdateValues } from '@sks/contract';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/factories.js';
import { registrationPromocodes } from './schema.js';

/** Test factories and calls of the promo-codes API; not a test file itself. */

export { makeCity, makeStudent, failingFields } from '../partners/fixtures.js';
export { operatorToken } from '../partners/partners-api.js';

let seq = 0;
const day = 86_400_000;

/** A stored code valid from yesterday to a month ahead unless said otherwise. */
export async function makePromocode(t: TestApp, over: Partial<typeof registrationPromocodes.$inferInsert> = {}) {
  seq += 1;
  const [row] = await t.database.db
    .insert(registrationPromocodes)
    .values({
      promocode: `CODE${seq}`,
      content: 'Скидка при регистрации',
      startDate: new Date(Date.now() - day),
      expirationDate: new Date(Date.now() + 30 * day),
      ...over,
    })
    .returning();
  return row;
}

export const createBody = (over: Partial<PromocodeCreateValues> = {}): PromocodeCreateValues => ({
  promocode: 'Student2026',
  startPromoCode: '2026-09-01 00:00:00',
  endPromoCode: '2026-12-31 23:45:00',
  content: 'Скидка первокурсникам',
  ...over,
});

/** Calls of the console API as a signed-in account of `role`. */
export async function promocodeApi(t: TestApp, role: 'superadmin' | 'admin' = 'admin') {
  const { user, tokens } = await signedIn(t, role);
  const token = tokens.accessToken;
  return {
    user,
    token,
    list: (headers: Record<string, string> = {}) => t.call<Promocode[]>('GET', promocodePaths.list, { token, headers }),
    get: (id: number | string) => t.call<Promocode>('GET', `${promocodePaths.get}?idPromocode=${encodeURIComponent(String(id))}`, { token }),
    create: (body: unknown) => t.call<Promocode>('POST', promocodePaths.write, { token, body }),
    update: (body: PromocodeUpdateValues | Record<string, unknown>) => t.call<Promocode>('PUT', promocodePaths.write, { token, body }),
    remove: (key: unknown) => t.call('DELETE', promocodePaths.delete, { token, body: { key } }),
    statistic: (code: string, headers: Record<string, string> = {}) =>
      t.call<PromocodeRegistration[]>('GET', `${promocodePaths.statistic}?promocode=${encodeURIComponent(code)}`, { token, headers }),
  };
}

export const register = (t: TestApp, headers: Record<string, string>, body: unknown) =>
  t.call('POST', promocodeAppPaths.registrations, { headers, body });
