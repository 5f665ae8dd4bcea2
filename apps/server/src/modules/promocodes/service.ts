import {
  promocodeMessages as m,
  toWireDateTime,
  type Promocode,
  type PromocodeCreateInput,
  type PromocodeRegistration,
  type PromocodeSortField,
  type PromocodeUpdateInput,
} from '@sks/contract';
import type { AppContext } from '../../platform/context.js';
import type { Actor } from '../../platform/auth/guard.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { AppError, conflict, fieldError, notFound } from '../../platform/errors.js';
import type { Page } from '../../platform/paging.js';
import * as repo from './repo.js';

/** Who acts and from where, for the audit log. */
export type Author = { actor: Actor; ip: string };

const entity = 'promocode';
const promocodeMissing = () => notFound(m.notFound);
const endBeforeStart = () => fieldError('body.endPromoCode', 'date_order', m.dateOrder);

const present = (r: repo.PromocodeRow): Promocode => ({
  idPromocode: r.id,
  promocode: r.promocode,
  content: r.content,
  startDate: toWireDateTime(r.startDate),
  expirationDate: toWireDateTime(r.expirationDate),
  statcount: r.statcount,
  createdAt: toWireDateTime(r.createdAt),
});

/** A foreign key refused the row: what it pointed at was deleted meanwhile. */
function isForeignKeyViolation(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: unknown }).code === '23503') return true;
  }
  return false;
}

export async function listPromocodes(ctx: AppContext, page: Page<PromocodeSortField>) {
  const { rows, total } = await repo.listPromocodes(ctx.db, page);
  return { rows: rows.map(present), total };
}

export async function getPromocode(ctx: AppContext, id: number): Promise<Promocode> {
  const row = await repo.findPromocode(ctx.db, id);
  if (!row) throw promocodeMissing();
  return present(row);
}

export async function createPromocode(ctx: AppContext, who: Author, input: PromocodeCreateInput): Promise<Promocode> {
  const id = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertPromocode(tx, {
      promocode: input.promocode,
      content: input.content,
      startDate: input.startPromoCode,
      expirationDate: input.endPromoCode,
    });
    if (!row) throw conflict(m.taken, 'promocode_taken');
    await recordAudit(tx, { ...who, action: 'promocode.create', entity, entityId: String(row.id), after: row });
    return row.id;
  });
  return getPromocode(ctx, id);
}

/** Edits the end and the description; the code and the start stay as they were created (spec 03 section 4). */
export async function updatePromocode(ctx: AppContext, who: Author, input: PromocodeUpdateInput): Promise<Promocode> {
  const id = await ctx.db.transaction(async (tx) => {
    const id = input.idPromocode ?? (await repo.findPromocodeByCode(tx, input.promocode))?.id;
    const before = id === undefined ? undefined : await repo.lockPromocode(tx, id);
    if (!before) throw promocodeMissing();
    if (input.promocode !== before.promocode) throw new AppError(409, 'promocode_locked', m.codeLocked);
    if (input.startPromoCode && input.startPromoCode.getTime() !== before.startDate.getTime()) {
      throw new AppError(409, 'start_locked', m.startLocked);
    }
    const end = input.endPromoCode!;
    if (end.getTime() <= before.startDate.getTime()) throw endBeforeStart();
    const after = await repo.updatePromocode(tx, before.id, { content: input.content, expirationDate: end });
    await recordAudit(tx, { ...who, action: 'promocode.update', entity, entityId: String(before.id), before, after });
    return before.id;
  });
  return getPromocode(ctx, id);
}

/** Deletes all the codes or none: one unknown id is a 404 and nothing is deleted. */
export async function deletePromocodes(ctx: AppContext, who: Author, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  await ctx.db.transaction(async (tx) => {
    const deleted = await repo.deletePromocodes(tx, wanted);
    if (deleted.length !== wanted.length) throw promocodeMissing();
    for (const row of deleted) await recordAudit(tx, { ...who, action: 'promocode.delete', entity, entityId: String(row.id), before: row });
  });
}

export async function registrationsOf(ctx: AppContext, code: string, offset: number, limit: number) {
  const promocode = await repo.findPromocodeByCode(ctx.db, code);
  if (!promocode) throw promocodeMissing();
  const { rows, total } = await repo.registrationsOf(ctx.db, promocode.id, offset, limit);
  const registrations: PromocodeRegistration[] = rows.map((r) => ({
    surname: r.surname,
    name: r.name,
    patronymi: r.patronymic,
    nameUniversityPromo: r.university,
    nameCityPromo: r.city,
    login: r.login,
    createdAt: toWireDateTime(r.createdAt),
  }));
  return { rows: registrations, total };
}

/**
 * The app reports a sign-up with a code: the code must exist (any case) and be valid now, and a
 * student signs up once. The unique index on the student decides between parallel calls.
 */
export async function registerWithPromocode(ctx: AppContext, input: { promocode: string; uuidStudent: string; login: string }) {
  const promocode = await repo.findPromocodeByCode(ctx.db, input.promocode);
  if (!promocode) throw promocodeMissing();
  if (!(await repo.studentExists(ctx.db, input.uuidStudent))) throw notFound(m.studentNotFound);
  const now = Date.now();
  if (now < promocode.startDate.getTime() || now > promocode.expirationDate.getTime()) throw conflict(m.notValidNow, 'promocode_not_valid');
  try {
    const row = await repo.insertRegistration(ctx.db, { idPromocode: promocode.id, uuidStudent: input.uuidStudent, login: input.login });
    if (!row) throw conflict(m.alreadyRegistered, 'already_registered');
    return { idPromocode: promocode.id, promocode: promocode.promocode, uuidStudent: row.uuidStudent, createdAt: toWireDateTime(row.createdAt) };
  } catch (err) {
    // The code or the student was deleted between the checks and the insert.
    if (isForeignKeyViolation(err)) throw notFound(m.notFound);
    throw err;
  }
}
