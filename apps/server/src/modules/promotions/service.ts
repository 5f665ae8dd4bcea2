import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import {
  codesUpload,
  messages,
  parsePromotionBound,
  promotionMessages,
  toWireDateTime,
  winLimitOfOption,
  type CodeCounts,
  type CodeImport,
  type CodeUsage,
  type Promotion,
  type PromotionRow,
  type PromotionSortField,
  type PromotionStatus,
  type promotionCreateSchema,
  type promotionListBodySchema,
  type promotionUpdateSchema,
} from '@sks/contract';
import type { AppContext } from '../../platform/context.js';
import type { Actor } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { AppError, fieldError, notFound } from '../../platform/errors.js';
import { privatePrefix, type StoredFile } from '../../platform/storage/storage.js';
import { promoCodeImportQueue } from './jobs.js';
import type { Page } from '../../platform/paging.js';
import * as repo from './repo.js';

/** Who acts and from where, for the audit log. */
export type Author = { actor: Actor; ip: string };
export type PromotionCreateInput = z.output<typeof promotionCreateSchema>;
export type PromotionUpdateInput = z.output<typeof promotionUpdateSchema>;
export type PromotionListQuery = z.output<typeof promotionListBodySchema>;
export type ImportJobData = { uuidImport: string };

const promotionMissing = () => notFound(promotionMessages.notFound);
const wire = (instant: Date | null) => (instant ? toWireDateTime(instant) : '');
const winLimitOf = (stored: number | null) => (stored === null ? null : winLimitOfOption(stored));

const presentRow = (r: repo.StockListRow): PromotionRow => ({
  uuidStock: r.stock.uuid,
  name: r.stock.name,
  status: r.stock.status,
  createdData: wire(r.stock.createdAt),
  dateBegin: wire(r.stock.dateBegin),
  dateEnd: wire(r.stock.dateEnd),
  partner: { uuidPartner: r.stock.uuidPartner, name: r.partnerName, legalName: r.legalName, nameMainCity: r.nameMainCity },
  category: r.categoryName === null ? null : { name: r.categoryName },
});

export const presentImport = (i: repo.ImportRow): CodeImport => ({
  uuidImport: i.uuid,
  state: i.state,
  linesRead: i.linesRead,
  imported: i.imported,
  duplicates: i.duplicates,
  malformed: i.malformed,
  malformedLines: i.malformedLines,
  error: i.error,
  createdAt: wire(i.createdAt),
  finishedAt: i.finishedAt ? wire(i.finishedAt) : null,
});

/** The card's trade points: each city with its first points, in the order the queries give them. */
async function salePointsOf(db: Db, uuidPartner: string): Promise<Pick<Promotion, 'cities' | 'countCities'>> {
  const { cities, points, total } = await repo.salePointsOf(db, uuidPartner);
  return {
    countCities: total,
    cities: cities.map((c) => ({
      uuidCity: c.uuidCity,
      nameCity: c.nameCity,
      countPoints: c.countPoints,
      salePoints: points.filter((p) => p.uuidCity === c.uuidCity).map((p) => ({ name: p.address })),
    })),
  };
}

/** The card: the promotion, its partner's trade points, its code counts and its latest import. */
async function card(db: Db, uuid: string): Promise<Promotion> {
  const row = await repo.findStock(db, uuid);
  if (!row) throw promotionMissing();
  // The import first: counted after it, the codes include all that its state says were added.
  const last = await repo.lastImport(db, uuid);
  const counts = await repo.codeCounts(db, uuid);
  return {
    ...presentRow(row),
    description: row.stock.description,
    reasonBlocked: row.stock.reasonBlocked,
    winLimit: winLimitOf(row.stock.winLimit),
    fileUrl: row.stock.fileKey,
    ...(await salePointsOf(db, row.stock.uuidPartner)),
    remainingCodesCount: counts.remaining,
    usedCodesCount: counts.used,
    lastImport: last ? presentImport(last) : null,
  };
}

/** Keys that upload-codes gives out; nothing else may be imported, so a promotion cannot read another stored file. */
const codesKeyPattern = /^private\/codes\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.csv$/;

async function assertCodesFile(ctx: AppContext, key: string): Promise<void> {
  const file = codesKeyPattern.test(key) ? await ctx.storage.get(key) : null;
  if (!file) throw fieldError('body.fileUrl', 'file_not_found', promotionMessages.fileNotFound);
  file.stream.destroy();
}

/** The promotion's stored promo-code file, for staff only: it is never served by /files. */
export async function codesFileOf(ctx: AppContext, uuid: string): Promise<StoredFile> {
  const stock = await repo.findStock(ctx.db, uuid);
  if (!stock) throw promotionMissing();
  const file = stock.stock.fileKey ? await ctx.storage.get(stock.stock.fileKey) : null;
  if (!file) throw notFound(promotionMessages.fileNotFound);
  return file;
}

/**
 * Staff retry the promotion's last import after it failed: it goes on after the last batch it
 * committed (those codes are in the promotion already; a code is never added twice).
 */
export async function retryLastImport(ctx: AppContext, who: Author, uuid: string): Promise<Promotion> {
  if (!(await repo.findStock(ctx.db, uuid))) throw promotionMissing();
  const last = await repo.lastImport(ctx.db, uuid);
  if (!last) throw notFound(promotionMessages.importNotFound);
  const restarted = await ctx.db.transaction(async (tx) => {
    if (!(await repo.resumeFailedImport(tx, last.uuid))) return false;
    await recordAudit(tx, { ...who, action: 'stock.import.retry', entity: 'stock', entityId: uuid, after: { uuidImport: last.uuid } });
    return true;
  });
  if (!restarted) throw new AppError(409, 'conflict', promotionMessages.importNotFailed);
  await enqueueImport(ctx, last.uuid);
  return card(ctx.db, uuid);
}

/** Queues the import; called after the commit, so the worker always finds the row (and tolerates its absence). */
async function enqueueImport(ctx: AppContext, uuidImport: string): Promise<void> {
  await ctx.jobs.send(promoCodeImportQueue, { uuidImport });
}

/**
 * Queues a job again for every import still waiting: one whose process died between the commit
 * and the queue would wait forever. A second job for an import that has one is harmless: the
 * import's checkpoint lets only one run commit, and a finished import is left alone.
 */
export async function requeueWaitingImports(ctx: AppContext): Promise<void> {
  for (const uuidImport of await repo.queuedImports(ctx.db)) await enqueueImport(ctx, uuidImport);
}

const stockValues = (input: PromotionUpdateInput) => ({
  name: input.name,
  description: input.description,
  dateBegin: parsePromotionBound(input.dateBegin, 'begin'),
  dateEnd: parsePromotionBound(input.dateEnd, 'end'),
  winLimit: input.winLimit,
});

export async function listPromotions(ctx: AppContext, query: PromotionListQuery, page: Page<PromotionSortField>) {
  const { rows, total } = await repo.listStocks(
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

export const getPromotion = (ctx: AppContext, uuid: string) => card(ctx.db, uuid);

/**
 * A promotion of a partner, blocked or not (blocking a partner does not stop preparing its
 * promotions); with a file, its import is queued as the row 'queued' in the same transaction.
 */
export async function createPromotion(ctx: AppContext, who: Author, input: PromotionCreateInput): Promise<string> {
  if (!(await repo.partnerExists(ctx.db, input.uuidPartner))) throw notFound(promotionMessages.partnerNotFound);
  if (input.fileUrl) await assertCodesFile(ctx, input.fileUrl);
  const { stock, upload } = await ctx.db.transaction(async (tx) => {
    const stock = await repo.insertStock(tx, { ...stockValues(input), uuidPartner: input.uuidPartner, fileKey: input.fileUrl });
    const upload = input.fileUrl ? await repo.insertImport(tx, stock.uuid, input.fileUrl) : null;
    await recordAudit(tx, { ...who, action: 'stock.create', entity: 'stock', entityId: stock.uuid, after: { ...stock, uuidImport: upload?.uuid ?? null } });
    return { stock, upload };
  });
  if (upload) await enqueueImport(ctx, upload.uuid);
  return stock.uuid;
}

/**
 * Saves the form. A fileUrl other than the stored one queues an import that adds its codes; no
 * fileUrl keeps the stored file (the form sends one only when a new file was chosen).
 */
export async function updatePromotion(ctx: AppContext, who: Author, uuid: string, input: PromotionUpdateInput): Promise<Promotion> {
  const { result, upload } = await ctx.db.transaction(async (tx) => {
    const before = await repo.lockStock(tx, uuid);
    if (!before) throw promotionMissing();
    const newFile = input.fileUrl && input.fileUrl !== before.fileKey ? input.fileUrl : null;
    if (newFile) await assertCodesFile(ctx, newFile);
    const after = await repo.updateStock(tx, uuid, { ...stockValues(input), fileKey: newFile ?? before.fileKey });
    const upload = newFile ? await repo.insertImport(tx, uuid, newFile) : null;
    await recordAudit(tx, { ...who, action: 'stock.update', entity: 'stock', entityId: uuid, before, after: { ...after, uuidImport: upload?.uuid ?? null } });
    return { result: await card(tx, uuid), upload };
  });
  if (upload) await enqueueImport(ctx, upload.uuid);
  return result;
}

/** Blocking keeps the reason; unblocking clears it. */
export async function changePromotionStatus(
  ctx: AppContext,
  who: Author,
  uuid: string,
  input: { status: PromotionStatus; reasonBlocked?: string | null },
): Promise<Promotion> {
  const blocked = input.status === 'blocked';
  return ctx.db.transaction(async (tx) => {
    const before = await repo.lockStock(tx, uuid);
    if (!before) throw promotionMissing();
    const after = await repo.updateStock(tx, uuid, { status: input.status, reasonBlocked: blocked ? (input.reasonBlocked ?? null) : null });
    const action = blocked ? 'stock.block' : 'stock.unblock';
    await recordAudit(tx, { ...who, action, entity: 'stock', entityId: uuid, before, after });
    return card(tx, uuid);
  });
}

export async function codeCountsOf(ctx: AppContext, uuid: string): Promise<CodeCounts> {
  if (!(await repo.stockExists(ctx.db, uuid))) throw promotionMissing();
  const { remaining, used } = await repo.codeCounts(ctx.db, uuid);
  return { remainingCodesCount: remaining, usedCodesCount: used };
}

export async function codeUsageOf(ctx: AppContext, uuid: string, offset: number, limit: number): Promise<{ rows: CodeUsage[]; total: number }> {
  if (!(await repo.stockExists(ctx.db, uuid))) throw promotionMissing();
  const { rows, total } = await repo.codeUsage(ctx.db, uuid, offset, limit);
  return {
    rows: rows.map((r) => ({ codeValue: r.code, userName: `${r.surname} ${r.name}`.trim(), granted: wire(r.grantedAt) })),
    total,
  };
}

export const badCodesFile = () => new AppError(415, 'unsupported_media_type', promotionMessages.badFile);
export const codesFileTooLarge = () => new AppError(413, 'too_large', messages.api.tooLarge);
export const codesFileMissing = () => new AppError(400, 'file_required', messages.api.badRequest);

/** A line longer than this is no promo code file; the bound also keeps the importer's memory small. */
export const codesLineMax = 1_000;

/** Control characters other than tab, CR and LF: a text file has none. */
const controlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The bytes of `file`, checked on the way through to be text: valid UTF-8 (a sequence may span
 * chunks), no NUL or other control bytes, no line longer than codesLineMax characters. The file
 * is not destroyed when this stops early, so the caller can still drain it.
 */
async function* checkedText(file: Readable): AsyncGenerator<Buffer> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let lineLength = 0;
  const check = (decode: () => string) => {
    let text: string;
    try {
      text = decode();
    } catch {
      throw badCodesFile();
    }
    if (controlChars.test(text)) throw badCodesFile();
    const lines = text.split('\n');
    let carried = lineLength;
    for (const line of lines) {
      if (carried + line.length > codesLineMax) throw badCodesFile();
      carried = 0;
    }
    lineLength = (lines.length === 1 ? lineLength : 0) + lines[lines.length - 1].length;
  };
  for await (const chunk of file.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    check(() => decoder.decode(chunk, { stream: true }));
    yield chunk;
  }
  check(() => decoder.decode());
}

/** A multipart file as @fastify/multipart hands it over: busboy marks it truncated past the size limit. */
export type UploadedFile = { filename: string; file: Readable & { truncated: boolean } };

/**
 * Streams a promo-code file into storage under a new key while checking it is CSV text. The
 * request's file is always read to its end, so an error never cuts the client off mid-upload.
 */
export async function storeCodesFile(ctx: AppContext, who: Author, upload: UploadedFile): Promise<{ fileUrl: string }> {
  const { file } = upload;
  if (!upload.filename.toLowerCase().endsWith(codesUpload.extension)) {
    file.resume();
    throw badCodesFile();
  }
  const key = `${privatePrefix}codes/${randomUUID()}.csv`;
  try {
    await ctx.storage.put(key, Readable.from(checkedText(file)), codesUpload.contentType);
  } catch (err) {
    file.resume();
    await ctx.storage.delete(key);
    // busboy stops at the limit, possibly mid-character: the size is what is wrong then
    throw file.truncated ? codesFileTooLarge() : err;
  }
  if (file.truncated) {
    await ctx.storage.delete(key);
    throw codesFileTooLarge();
  }
  await recordAudit(ctx.db, { ...who, action: 'file.upload', entity: 'file', entityId: key, after: { key, contentType: codesUpload.contentType, storage: ctx.storage.kind } });
  return { fileUrl: key };
}
