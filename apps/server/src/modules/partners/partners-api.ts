import {
  apiPath,
  apiPaths,
  type ApiError,
  type Discount,
  type Partner,
  type PartnerCity,
  type PartnerCreateValues,
  type PartnerRow,
  type PartnerUpdateValues,
} from '@sks/contract';
import type { TestApp } from '../../test/harness.js';
import { makeAccount, signedIn } from '../../test/factories.js';
import { signAccessToken } from '../../platform/auth/tokens.js';
import { insertSession } from '../auth/repo.js';

/** Test calls of the partners and discounts API; not a test file itself. */

export const unknownUuid = '00000000-0000-4000-8000-000000000000';

/** A body the new-partner form would send. */
export function createBody(uuidCategory: string, over: Partial<PartnerCreateValues> = {}): PartnerCreateValues {
  return {
    keyImg: 'images/logo.png',
    name: 'Кофейня «Зерно»',
    legalName: 'ООО «Зерно»',
    inn: '7707083893',
    uuidCategory,
    cities: [],
    description: '<p>Скидка студентам на весь кофе</p>',
    phone: '+7 (999) 123-45-67',
    email: 'info@zerno.example',
    socialNetworks: [{ type: 'vk', link: 'https://vk.com/zerno' }],
    discounts: [
      { type: 'fix', size: 15, description: 'На напитки' },
      { type: 'free', name: 'Круассан', description: 'К любому кофе' },
    ],
    linkToSite: 'https://zerno.example',
    ...over,
  };
}

/** A body the edit form would send for a local partner in `uuidMainCity`. */
export function updateBody(uuidCategory: string, uuidMainCity: string | null, over: Partial<PartnerUpdateValues> = {}): PartnerUpdateValues {
  return {
    name: 'Пекарня «Колос»',
    legalName: 'ООО «Колос»',
    inn: '',
    uuidMainCity,
    uuidCategory,
    description: '<p>Свежий хлеб</p>',
    isFederalPartner: false,
    phone: '+7 (843) 555-01-02',
    linkToSite: '',
    email: '',
    keyImg: null,
    socialNetworks: [],
    ...over,
  };
}

/**
 * A valid access token of an operator: operators cannot sign in to the console, but a token of
 * theirs must still be refused by every admin call.
 */
export async function operatorToken(t: TestApp): Promise<string> {
  const user = await makeAccount(t, { role: 'operator' });
  const sid = await insertSession(t.database.db, { userUuid: user.uuid, ip: '127.0.0.1', userAgent: null });
  const claims = { sub: user.uuid, sid, name: user.name, surname: user.surname, login: user.email, role: 'operator' as const };
  return signAccessToken(claims, t.app.ctx.jwtSecret, 300);
}

type Opts = { token?: string };

/** Calls of the partners API, with a signed-in admin's token unless another is given. */
export async function partnerApi(t: TestApp) {
  const { user, tokens } = await signedIn(t);
  const admin = tokens.accessToken;
  const tok = (o: Opts) => ('token' in o ? o.token : admin);
  return {
    user,
    token: admin,
    list: (body: unknown = {}, headers: Record<string, string> = {}, o: Opts = {}) =>
      t.call<PartnerRow[] & ApiError>('PUT', apiPaths.partners, { token: tok(o), body, headers }),
    cities: (body: unknown, o: Opts = {}) => t.call<PartnerCity[] & ApiError>('PUT', apiPaths.partnerCities, { token: tok(o), body }),
    create: (body: unknown, o: Opts = {}) => t.call<{ uuidPartner: string } & ApiError>('POST', apiPaths.partnerCreate, { token: tok(o), body }),
    card: (id: string, o: Opts = {}) => t.call<Partner & ApiError>('GET', apiPath(apiPaths.partner, { id }), { token: tok(o) }),
    update: (id: string, body: unknown, o: Opts = {}) =>
      t.call<Partner & ApiError>('PUT', apiPath(apiPaths.partner, { id }), { token: tok(o), body }),
    status: (id: string, body: unknown, o: Opts = {}) =>
      t.call<Partner & ApiError>('PUT', apiPath(apiPaths.partnerStatus, { id }), { token: tok(o), body }),
    addDiscounts: (body: unknown, o: Opts = {}) => t.call<Discount[] & ApiError>('POST', apiPaths.discounts, { token: tok(o), body }),
    updateDiscount: (uuidDiscount: string, body: unknown, o: Opts = {}) =>
      t.call<Discount & ApiError>('PUT', apiPath(apiPaths.discount, { uuidDiscount }), { token: tok(o), body }),
    deleteDiscount: (uuidDiscount: string, o: Opts = {}) =>
      t.call<{ ok: true } & ApiError>('DELETE', apiPath(apiPaths.discount, { uuidDiscount }), { token: tok(o) }),
  };
}
export type PartnerApi = Awaited<ReturnType<typeof partnerApi>>;
