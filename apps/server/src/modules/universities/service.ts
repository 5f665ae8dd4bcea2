import {
  daysBetween,
  moscowToday,
  universityErrorCodes,
  universityMessages,
  type InnLookupResult,
  type University,
  type UniversityInput,
  type UniversityCreateBody,
  type UniversityListQuery,
  type UniversitySortField,
  type UniversityStatus,
} from '@sks/contract';
import type { AppContext } from '../../platform/context.js';
import type { Actor } from '../../platform/auth/guard.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { badRequest, conflict, fieldError, notFound } from '../../platform/errors.js';
import type { Page } from '../../platform/paging.js';
import type { InnLookup } from '../../integrations/inn/index.js';
import * as repo from './repo.js';

/** Who acts and from where, for the audit log. */
export type Author = { actor: Actor; ip: string };

const entity = 'university';
const missing = () => notFound(universityMessages.notFound);

/** The answer's shape: the stored YYYY-MM-DD is already the wire date; the days left are counted in Moscow at read time. */
export function present(view: repo.UniversityView, today = moscowToday()): University {
  return { ...view, flagDay: Math.max(0, daysBetween(today, view.endContract)) };
}

/** The stored fields of a change, for the audit log (without the derived search column). */
const audited = ({ searchText: _derived, ...row }: repo.UniversityRow) => row;

function valuesOf(input: UniversityInput): repo.UniversityValues {
  return {
    shortName: input.shortName,
    nameUniver: input.nameUniver,
    endContract: input.endContract,
    uuidCity: input.uuidCity,
    address: input.address,
    email: input.email,
    delegateSurname: input.delegateSurname,
    delegateName: input.delegateName,
    delegatePatronymic: input.delegatePatronymic,
    phone: input.phone,
    inn: input.inn,
    logo: input.logo,
  };
}

async function assertCity(db: AppContext['db'], uuidCity: string): Promise<void> {
  if (!(await repo.cityExists(db, uuidCity))) throw fieldError('body.uuidCity', 'unknown_city', universityMessages.cityUnknown);
}

export async function listUniversities(ctx: AppContext, query: UniversityListQuery, page: Page<UniversitySortField>) {
  const today = moscowToday();
  const { rows, total } = await repo.listUniversities(
    ctx.db,
    {
      status: query.status || undefined,
      contract: query.contract || undefined,
      search: query.searchString || undefined,
      cityUuids: query.cities ?? undefined,
      today,
    },
    page,
  );
  return { rows: rows.map((r) => present(r, today)), total };
}

export async function getUniversity(ctx: AppContext, uuid: string): Promise<University> {
  const view = await repo.findUniversity(ctx.db, uuid);
  if (!view) throw missing();
  return present(view);
}

/** Confirmation of a save that repeats another university's INN (see the contract's create body). */
type Confirmation = Pick<UniversityCreateBody, 'confirmDuplicateInn'>;

/**
 * Two universities with one INN are usually one university added twice, but not always (a
 * branch may share its parent's INN), so it is a warning the person can confirm, not a rule.
 * Two unconfirmed saves racing may both pass: the check is advice, not a constraint.
 */
async function assertInnNotTaken(db: AppContext['db'], inn: string | null, confirmed: Confirmation, except?: string): Promise<void> {
  if (!inn || confirmed.confirmDuplicateInn) return;
  const other = await repo.otherWithInn(db, inn, except);
  if (other) throw conflict(universityMessages.duplicateInn(other.name), universityErrorCodes.duplicateInn, other);
}

export async function createUniversity(ctx: AppContext, who: Author, input: UniversityInput & Confirmation): Promise<string> {
  const values = valuesOf(input);
  return ctx.db.transaction(async (tx) => {
    await assertCity(tx, values.uuidCity);
    await assertInnNotTaken(tx, input.inn, input);
    const row = await repo.insertUniversity(tx, values);
    await recordAudit(tx, { ...who, action: 'university.create', entity, entityId: row.uuid, after: audited(row) });
    return row.uuid;
  });
}

/** An unchanged INN is not asked about again: its duplicate, if any, was confirmed when it was typed. */
export async function updateUniversity(ctx: AppContext, who: Author, uuid: string, input: UniversityInput & Confirmation): Promise<University> {
  const values = valuesOf(input);
  return ctx.db.transaction(async (tx) => {
    const before = await repo.lockUniversity(tx, uuid);
    if (!before) throw missing();
    await assertCity(tx, values.uuidCity);
    if (input.inn !== before.inn) await assertInnNotTaken(tx, input.inn, input, uuid);
    const after = await repo.updateUniversity(tx, uuid, values);
    await recordAudit(tx, { ...who, action: 'university.update', entity, entityId: uuid, before: audited(before), after: audited(after) });
    return present((await repo.findUniversity(tx, uuid))!);
  });
}

/**
 * For a record left half-made (the wizard creates the university at its first step): only one
 * without students, as they are people's accounts in the app and their history. Its operators
 * exist only for it, so their accounts go too (there is no other way to remove them); its news
 * and knowledge base go by cascade. Locking the row makes a concurrent student insert wait and
 * then fail on the foreign key, so no student is left without a university.
 */
export async function deleteUniversity(ctx: AppContext, who: Author, uuid: string): Promise<void> {
  const operators = await ctx.db.transaction(async (tx) => {
    const before = await repo.lockUniversity(tx, uuid);
    if (!before) throw missing();
    if (await repo.hasStudents(tx, uuid)) throw conflict(universityMessages.hasStudents, universityErrorCodes.hasStudents);
    const operators = await repo.deleteOperators(tx, uuid);
    await repo.deleteUniversity(tx, uuid);
    await recordAudit(tx, { ...who, action: 'university.delete', entity, entityId: uuid, before: { ...audited(before), operators }, after: null });
    return operators;
  });
  for (const operator of operators) ctx.sessionCheck.forgetUser(operator.uuid);
}

/** Blocking keeps the reason; unblocking clears it. */
export async function changeUniversityStatus(
  ctx: AppContext,
  who: Author,
  input: { uuidUniver: string; newStatus: UniversityStatus; reasonText?: string | null },
): Promise<University> {
  const blocked = input.newStatus === 'blocked';
  const reasonBlocked = blocked ? (input.reasonText?.trim() ?? '') : null;
  if (blocked && !reasonBlocked) throw badRequest(universityMessages.reasonRequired);
  return ctx.db.transaction(async (tx) => {
    const before = await repo.lockUniversity(tx, input.uuidUniver);
    if (!before) throw missing();
    const after = await repo.updateUniversity(tx, input.uuidUniver, { status: input.newStatus, reasonBlocked });
    const action = blocked ? 'university.block' : 'university.unblock';
    await recordAudit(tx, { ...who, action, entity, entityId: input.uuidUniver, before: audited(before), after: audited(after) });
    return present((await repo.findUniversity(tx, input.uuidUniver))!);
  });
}

export async function filterCities(ctx: AppContext, searchString: string | null | undefined, minChars: number) {
  const text = searchString?.trim() ?? '';
  return repo.citiesWithUniversities(ctx.db, text.length >= minChars ? text : null);
}

export async function findByInn(lookup: InnLookup, inn: string): Promise<InnLookupResult> {
  const found = await lookup.findByInn(inn);
  if (!found) throw notFound(universityMessages.innNotFound);
  return found;
}
