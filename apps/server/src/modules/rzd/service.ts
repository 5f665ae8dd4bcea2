import {
  rzdLimits,
  rzdMessages,
  rzdMonthText,
  rzdRejectionMessage,
  toWireDateTime,
  type RzdApplication,
  type RzdDate,
  type RzdListFilter,
  type RzdSortField,
  type RzdStatus,
} from '@sks/contract';
import type { Actor } from '../../platform/auth/guard.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { AppContext } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { Page } from '../../platform/paging.js';
import * as repo from './repo.js';

/** The PostgreSQL error code of a failed query (drivers wrap it in `cause`). */
function pgCode(err: unknown): string | undefined {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const code = (e as Error & { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
const uniqueViolation = '23505';
const foreignKeyViolation = '23503';

export type Author = { actor: Actor; ip: string };
export type RzdSort = { field: RzdSortField; direction: 'ASC' | 'DESC' };

export function present(row: repo.RzdRow): RzdApplication {
  return {
    uuid: row.uuid,
    full_name: row.fullName,
    short_name_university: row.shortNameUniversity,
    statusRzd: row.statusRzd,
    created_at: toWireDateTime(row.createdAt),
    message: row.message,
  };
}

/** 'YYYY-MM' (validated by the contract) as the instants its Moscow month spans. */
function monthRange(value: string): { from: Date; to: Date } {
  const [year, month] = value.split('-').map(Number);
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { from: new Date(`${value}-01T00:00:00+03:00`), to: new Date(`${next}-01T00:00:00+03:00`) };
}

function filterOf(f: RzdListFilter): repo.RzdFilter {
  return { status: f.status, fullName: f.full_name, month: f.date_send ? monthRange(f.date_send) : undefined };
}

export async function listApplications(ctx: AppContext, filter: RzdListFilter, page: Page<RzdSortField>) {
  const { rows, total } = await repo.listApplications(ctx.db, filterOf(filter), page);
  return { rows: rows.map(present), total };
}

export async function applicationDates(ctx: AppContext): Promise<RzdDate[]> {
  return (await repo.applicationMonths(ctx.db)).map((value) => ({ text: rzdMonthText(value), value }));
}

/** Every application of the filter in the list's order, a batch at a time: the export never holds the whole list. */
export async function* exportApplications(ctx: AppContext, filter: RzdListFilter, sort: RzdSort): AsyncGenerator<RzdApplication[]> {
  const where = filterOf(filter);
  let after: repo.ExportCursor | null = null;
  for (;;) {
    const rows = await repo.exportBatch(ctx.db, where, sort, after, rzdLimits.exportBatch);
    if (rows.length === 0) return;
    yield rows.map(present);
    if (rows.length < rzdLimits.exportBatch) return;
    const last = rows[rows.length - 1];
    after = { sortValue: last.sortValue, uuid: last.uuid };
  }
}

/**
 * Sets one status on the chosen applications, all or none (spec 03 section 4). Rejecting keeps the
 * reason built as section 5 says; the other statuses clear it. An application already in that
 * status is a 409 (the console sends only the rows that change, so this means someone else changed
 * it meanwhile), and so is reopening one whose student has another application at work.
 */
export async function changeStatus(
  ctx: AppContext,
  who: Author,
  input: { key: string[]; status: RzdStatus; message: string },
): Promise<RzdApplication[]> {
  const uuids = [...new Set(input.key)];
  const message = input.status === 'rejected' ? rzdRejectionMessage(null, input.message) : null;
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await repo.lockApplications(tx, uuids);
      if (before.length !== uuids.length) throw notFound(rzdMessages.notFound);
      if (before.some((row) => row.statusRzd === input.status)) throw conflict(rzdMessages.sameStatus(input.status), 'same_status');
      await repo.setStatus(tx, uuids, input.status, message);
      await recordAudit(tx, {
        ...who,
        action: 'rzd.status',
        entity: 'rzd_application',
        entityId: uuids.length === 1 ? uuids[0] : null,
        before,
        after: { key: uuids, status: input.status, message },
      });
    });
  } catch (err) {
    if (pgCode(err) === uniqueViolation) throw conflict(rzdMessages.openExists, 'open_exists');
    throw err;
  }
  return (await repo.findApplications(ctx.db, uuids)).map(present);
}

/** The student app files an application: at work, one open application per student (the partial unique index decides under races). */
export async function fileApplication(ctx: AppContext, client: { uuid: string; name: string }, ip: string, uuidStudent: string): Promise<RzdApplication> {
  if (!(await repo.studentExists(ctx.db, uuidStudent))) throw notFound(rzdMessages.studentNotFound);
  let uuid: string;
  try {
    uuid = await ctx.db.transaction(async (tx) => {
      const created = await repo.insertApplication(tx, uuidStudent);
      await recordAudit(tx, {
        actor: { uuid: client.uuid, login: `app:${client.name}` },
        ip,
        action: 'rzd.create',
        entity: 'rzd_application',
        entityId: created,
        after: { uuidStudent },
      });
      return created;
    });
  } catch (err) {
    if (pgCode(err) === uniqueViolation) throw conflict(rzdMessages.openExists, 'open_exists');
    // The student was deleted between the check and the insert.
    if (pgCode(err) === foreignKeyViolation) throw notFound(rzdMessages.studentNotFound);
    throw err;
  }
  const [row] = await repo.findApplications(ctx.db, [uuid]);
  return present(row);
}

export const baseUniversities = (ctx: AppContext) => repo.baseUniversities(ctx.db);
