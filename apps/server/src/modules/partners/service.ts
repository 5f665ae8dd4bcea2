import {
  discountMessages,
  filesBase,
  limits,
  partnerMessages,
  toWireDateTime,
  visibleText,
  type Discount,
  type DiscountInput,
  type Partner,
  type PartnerCity,
  type PartnerCreateInput,
  type PartnerListQuery,
  type PartnerRow,
  type PartnerSortField,
  type PartnerStatus,
  type PartnerUpdateInput,
} from '@sks/contract';
import type { AppContext } from '../../platform/context.js';
import type { Actor } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { conflict, fieldError, notFound } from '../../platform/errors.js';
import type { Page } from '../../platform/paging.js';
import { sanitizeRichText } from '../../platform/rich-text.js';
import { isSafeKey } from '../../platform/storage/storage.js';
import * as repo from './repo.js';

/** Who acts and from where, for the audit log. */
export type Author = { actor: Actor; ip: string };

/** At most this many cities come back from the city filter's search. */
export const cityFilterMax = 50;

const partnerMissing = () => notFound(partnerMessages.notFound);
const discountMissing = () => notFound(discountMessages.notFound);

/** Where the console loads a stored file from. */
const fileUrl = (key: string | null) => (key ? `${filesBase}/${key}` : null);
const category = (uuidCategory: string | null, name: string | null) => (uuidCategory && name !== null ? { uuidCategory, name } : null);

export const presentDiscount = (d: repo.DiscountRow): Discount => ({
  uuidDiscount: d.uuid,
  name: d.name,
  type: d.type,
  description: d.description,
  size: d.size,
});

const presentRow = (r: repo.PartnerListRow): PartnerRow => ({
  uuidPartner: r.uuidPartner,
  name: r.name,
  createdData: toWireDateTime(r.createdAt),
  phone: r.phone,
  nameMainCity: r.nameMainCity,
  category: category(r.categoryUuid, r.categoryName),
  status: r.status,
  isFederalPartner: r.isFederalPartner,
});

/** The card: the partner with its counts, discounts and promotions. */
async function card(db: Db, uuid: string): Promise<Partner> {
  const view = await repo.findPartner(db, uuid);
  if (!view) throw partnerMissing();
  const discounts = await repo.discountsOf(db, uuid);
  const stocks = await repo.stocksOf(db, uuid);
  const { partner: p } = view;
  return {
    uuidPartner: p.uuid,
    status: p.status,
    name: p.name,
    legalName: p.legalName,
    inn: p.inn,
    category: category(p.uuidCategory, view.categoryName),
    createdData: toWireDateTime(p.createdAt),
    nameMainCity: view.nameMainCity,
    uuidMainCity: p.uuidMainCity,
    keyImg: p.keyImg,
    logo: fileUrl(p.keyImg),
    rating: p.rating,
    email: p.email,
    phone: p.phone,
    linkToSite: p.linkToSite,
    socialNetworks: p.socialNetworks,
    description: p.description,
    reasonBlocked: p.reasonBlocked,
    isFederalPartner: p.isFederalPartner,
    discounts: discounts.map(presentDiscount),
    stocks: stocks.map((s) => ({ ...s, dateBegin: s.dateBegin && toWireDateTime(s.dateBegin), dateEnd: s.dateEnd && toWireDateTime(s.dateEnd) })),
    countDiscounts: view.countDiscounts,
    countStocks: view.countStocks,
    countSalePoints: view.countSalePoints,
    countPhoto: view.countPhoto,
    countComments: view.countComments,
    countComplaints: view.countComplaints,
    countVacancies: view.countVacancies,
  };
}

/** The stored description: sanitised, and still saying something when the form requires it. */
function descriptionOf(html: string, required: boolean): string {
  const clean = sanitizeRichText(html);
  if (required && !visibleText(clean).trim()) throw fieldError('body.description', 'empty', partnerMessages.empty);
  return clean;
}

/** A logo key must be one the storage could have written, so its URL can never leave /files. */
function keyImgOf(keyImg: string | null): string | null {
  if (keyImg !== null && !isSafeKey(keyImg)) throw fieldError('body.keyImg', 'bad_key', partnerMessages.format);
  return keyImg;
}

async function assertCategory(db: Db, uuidCategory: string): Promise<void> {
  if (!(await repo.categoryExists(db, uuidCategory))) throw fieldError('body.uuidCategory', 'unknown_category', partnerMessages.categoryUnknown);
}

async function assertCity(db: Db, uuidCity: string): Promise<void> {
  if (!(await repo.cityExists(db, uuidCity))) throw fieldError('body.uuidMainCity', 'unknown_city', partnerMessages.cityUnknown);
}

export async function listPartners(ctx: AppContext, query: PartnerListQuery, page: Page<PartnerSortField>) {
  const { rows, total } = await repo.listPartners(
    ctx.db,
    {
      status: query.status || undefined,
      search: query.searchString || undefined,
      categoryUuids: query.categories ?? undefined,
      cityUuids: query.cities ?? undefined,
    },
    page,
  );
  return { rows: rows.map(presentRow), total };
}

export async function filterCities(ctx: AppContext, searchString: string): Promise<PartnerCity[]> {
  return repo.citiesWithPartners(ctx.db, searchString.trim() || null, cityFilterMax);
}

export const getPartner = (ctx: AppContext, uuid: string) => card(ctx.db, uuid);

/** A federal partner (the console creates no other kind) and its discounts, saved together or not at all. */
export async function createPartner(ctx: AppContext, who: Author, input: PartnerCreateInput): Promise<string> {
  const values: repo.PartnerValues = {
    name: input.name,
    legalName: input.legalName,
    inn: input.inn,
    uuidCategory: input.uuidCategory,
    uuidMainCity: null,
    isFederalPartner: true,
    description: descriptionOf(input.description, true),
    phone: input.phone,
    email: input.email,
    linkToSite: input.linkToSite,
    keyImg: keyImgOf(input.keyImg),
    socialNetworks: input.socialNetworks,
  };
  return ctx.db.transaction(async (tx) => {
    await assertCategory(tx, input.uuidCategory);
    const row = await repo.insertPartner(tx, values);
    const discounts = await repo.insertDiscounts(tx, row.uuid, input.discounts);
    await recordAudit(tx, { ...who, action: 'partner.create', entity: 'partner', entityId: row.uuid, after: { ...row, discounts } });
    return row.uuid;
  });
}

export async function updatePartner(ctx: AppContext, who: Author, uuid: string, input: PartnerUpdateInput): Promise<Partner> {
  const uuidMainCity = input.isFederalPartner ? null : input.uuidMainCity;
  const values: repo.PartnerValues = {
    name: input.name,
    legalName: input.legalName,
    inn: input.inn,
    uuidCategory: input.uuidCategory,
    uuidMainCity,
    isFederalPartner: input.isFederalPartner,
    description: descriptionOf(input.description, false),
    phone: input.phone,
    email: input.email,
    linkToSite: input.linkToSite,
    keyImg: keyImgOf(input.keyImg),
    socialNetworks: input.socialNetworks,
  };
  return ctx.db.transaction(async (tx) => {
    const before = await repo.lockPartner(tx, uuid);
    if (!before) throw partnerMissing();
    await assertCategory(tx, input.uuidCategory);
    if (uuidMainCity) await assertCity(tx, uuidMainCity);
    const after = await repo.updatePartner(tx, uuid, values);
    await recordAudit(tx, { ...who, action: 'partner.update', entity: 'partner', entityId: uuid, before, after });
    return card(tx, uuid);
  });
}

/** Blocking keeps the reason; unblocking clears it. */
export async function changePartnerStatus(
  ctx: AppContext,
  who: Author,
  uuid: string,
  input: { status: PartnerStatus; reasonBlocked?: string | null },
): Promise<Partner> {
  const blocked = input.status === 'blocked';
  return ctx.db.transaction(async (tx) => {
    const before = await repo.lockPartner(tx, uuid);
    if (!before) throw partnerMissing();
    const after = await repo.updatePartner(tx, uuid, { status: input.status, reasonBlocked: blocked ? (input.reasonBlocked ?? null) : null });
    const action = blocked ? 'partner.block' : 'partner.unblock';
    await recordAudit(tx, { ...who, action, entity: 'partner', entityId: uuid, before, after });
    return card(tx, uuid);
  });
}

/**
 * Adds discounts within the limit. The partner row is locked first, so two adds for one partner
 * take turns and the second one counts the first one's discounts.
 */
export async function addDiscounts(ctx: AppContext, who: Author, uuidPartner: string, list: DiscountInput[]): Promise<Discount[]> {
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.lockPartner(tx, uuidPartner))) throw partnerMissing();
    if ((await repo.countDiscounts(tx, uuidPartner)) + list.length > limits.discountsMax) throw conflict(discountMessages.tooMany, 'too_many_discounts');
    for (const row of await repo.insertDiscounts(tx, uuidPartner, list)) {
      await recordAudit(tx, { ...who, action: 'discount.create', entity: 'discount', entityId: row.uuid, after: row });
    }
    return (await repo.discountsOf(tx, uuidPartner)).map(presentDiscount);
  });
}

export async function updateDiscount(ctx: AppContext, who: Author, uuid: string, input: DiscountInput): Promise<Discount> {
  return ctx.db.transaction(async (tx) => {
    const before = await repo.lockDiscount(tx, uuid);
    if (!before) throw discountMissing();
    const after = await repo.updateDiscount(tx, uuid, input);
    await recordAudit(tx, { ...who, action: 'discount.update', entity: 'discount', entityId: uuid, before, after });
    return presentDiscount(after);
  });
}

export async function deleteDiscount(ctx: AppContext, who: Author, uuid: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockDiscount(tx, uuid);
    if (!before) throw discountMissing();
    await repo.deleteDiscount(tx, uuid);
    await recordAudit(tx, { ...who, action: 'discount.delete', entity: 'discount', entityId: uuid, before });
  });
}
