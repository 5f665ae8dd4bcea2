import {
  apiPath,
  apiPaths,
  codesUpload,
  type ApiError,
  type CodeCounts,
  type CodeUsage,
  type Promotion,
  type PromotionCreateValues,
  type PromotionRow,
  type PromotionUpdateValues,
} from '@sks/contract';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/factories.js';
import { promoCodes, stocks } from './schema.js';

/** Test factories and calls of the promotions API; not a test file itself. */

export { makeCategory, makeCity, makePartner, makeStudent, failingFields } from '../partners/fixtures.js';
export { operatorToken, unknownUuid } from '../partners/partners-api.js';

let seq = 0;

/** A stored active promotion of `uuidPartner`, running through 2030 unless said otherwise. */
export async function makeStock(t: TestApp, uuidPartner: string, over: Partial<typeof stocks.$inferInsert> = {}) {
  seq += 1;
  const [row] = await t.database.db
    .insert(stocks)
    .values({
      uuidPartner,
      name: `Акция ${seq}`,
      description: 'Скидка по промокоду',
      dateBegin: new Date('2025-01-31T21:00:00Z'),
      dateEnd: new Date('2030-12-31T20:59:59Z'),
      ...over,
    })
    .returning();
  return row;
}

/** Stores codes of a promotion; a code with a student and a time is one already given out. */
export async function addCodes(t: TestApp, uuidStock: string, codes: { code: string; uuidStudent?: string; grantedAt?: Date }[]) {
  if (codes.length) await t.database.db.insert(promoCodes).values(codes.map((c) => ({ uuidStock, ...c })));
}

/** The codes of a promotion. */
export async function codesOf(t: TestApp, uuidStock: string): Promise<string[]> {
  const rows = await t.database.db.select({ code: promoCodes.code }).from(promoCodes).where(eq(promoCodes.uuidStock, uuidStock));
  return rows.map((r) => r.code);
}

/** A body the new-promotion form would send. */
export function createBody(uuidPartner: string, over: Partial<PromotionCreateValues> = {}): PromotionCreateValues {
  return {
    uuidPartner,
    name: 'Кофе за полцены',
    description: 'Второй кофе бесплатно по промокоду',
    dateBegin: '2026-03-01 10:00:00',
    dateEnd: '2026-03-31 23:59:00',
    fileUrl: null,
    winLimit: 2,
    ...over,
  };
}

/** A body the edit form would send. */
export function updateBody(over: Partial<PromotionUpdateValues> = {}): PromotionUpdateValues {
  return {
    name: 'Кофе за треть цены',
    description: 'Третий кофе бесплатно',
    dateBegin: '2026-04-01 00:00:00',
    dateEnd: '2026-04-30 21:00:00',
    fileUrl: null,
    winLimit: 3,
    ...over,
  };
}

type Opts = { token?: string };

/** Calls of the promotions API, with a signed-in admin's token unless another is given. */
export async function promotionApi(t: TestApp) {
  const { user, tokens } = await signedIn(t);
  const admin = tokens.accessToken;
  const tok = (o: Opts) => ('token' in o ? o.token : admin);
  return {
    user,
    token: admin,
    list: (body: unknown = {}, headers: Record<string, string> = {}, o: Opts = {}) =>
      t.call<PromotionRow[] & ApiError>('PUT', apiPaths.stocks, { token: tok(o), body, headers }),
    card: (id: string, o: Opts = {}) => t.call<Promotion & ApiError>('GET', apiPath(apiPaths.stock, { id }), { token: tok(o) }),
    editCard: (id: string, o: Opts = {}) => t.call<Promotion & ApiError>('GET', apiPath(apiPaths.stockEdit, { id }), { token: tok(o) }),
    create: (body: unknown, o: Opts = {}) => t.call<{ uuidStock: string } & ApiError>('POST', apiPaths.stockCreate, { token: tok(o), body }),
    update: (id: string, body: unknown, o: Opts = {}) =>
      t.call<Promotion & ApiError>('PUT', apiPath(apiPaths.stockEdit, { id }), { token: tok(o), body }),
    status: (id: string, body: unknown, o: Opts = {}) =>
      t.call<Promotion & ApiError>('PUT', apiPath(apiPaths.stockStatus, { id }), { token: tok(o), body }),
    counts: (id: string, o: Opts = {}) => t.call<CodeCounts & ApiError>('POST', apiPath(apiPaths.stockStatisticShort, { id }), { token: tok(o) }),
    usage: (id: string, headers: Record<string, string> = {}, o: Opts = {}) =>
      t.call<CodeUsage[] & ApiError>('POST', apiPath(apiPaths.stockStatistic, { id }), { token: tok(o), headers }),
    upload: (content: string | Uint8Array, opts: { name?: string; field?: string; type?: string } & Opts = {}) =>
      uploadCodes(t, content, { ...opts, token: tok(opts) }),
  };
}
export type PromotionApi = Awaited<ReturnType<typeof promotionApi>>;

/** POST /v2/stock/upload-codes with one file part (and a text field before it, as browsers may send). */
export async function uploadCodes(
  t: TestApp,
  content: string | Uint8Array,
  opts: { name?: string; field?: string; type?: string; token?: string } = {},
): Promise<{ status: number; body: { fileUrl: string } & ApiError }> {
  const form = new FormData();
  form.append('note', 'codes');
  form.append(opts.field ?? codesUpload.field, new Blob([content], { type: opts.type ?? codesUpload.contentType }), opts.name ?? 'codes.csv');
  const res = await fetch(`${t.url}/api${apiPaths.stockUploadCodes}`, {
    method: 'POST',
    body: form,
    headers: opts.token ? { 'x-access-token': opts.token } : {},
  });
  return { status: res.status, body: (await res.json()) as { fileUrl: string } & ApiError };
}
