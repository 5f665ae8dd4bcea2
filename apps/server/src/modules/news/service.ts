import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  approveNeedsReason,
  canChangeApprove,
  canSendToModeration,
  filesBase,
  newsMessages,
  newsPhotoUpload,
  toWireDateTime,
  type eventBodySchema,
  type eventInputSchema,
  type News,
  type NewsApprove,
  type newsApproveBodySchema,
  type newsCreateSchema,
  type newsListBodySchema,
  type NewsPhoto,
  type newsUpdateSchema,
  type pollCreateSchema,
  type pollInputSchema,
} from '@sks/contract';
import type { AppContext } from '../../platform/context.js';
import type { Actor } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { AppError, conflict, fieldError, notFound } from '../../platform/errors.js';
import { sanitizeRichText } from '../../platform/rich-text.js';
import { sniffImageType } from '../upload/image-type.js';
import { storeImage } from '../upload/service.js';
import * as repo from './repo.js';

/** Who acts, from where, and where to log what goes wrong after the answer is settled. */
export type Author = { actor: Actor; ip: string; log: FastifyBaseLogger };

export type NewsCreateInput = z.output<typeof newsCreateSchema>;
export type NewsUpdateInput = z.output<typeof newsUpdateSchema>;
export type NewsListInput = z.output<typeof newsListBodySchema>;
type PollInput = z.output<typeof pollInputSchema>;
type EventInput = z.output<typeof eventInputSchema>;

const newsMissing = () => notFound(newsMessages.notFound);
const badTransition = () => conflict(newsMessages.transition, 'news_transition');
const kindTaken = () => conflict(newsMessages.kindChange, 'news_kind');

const wireOrNull = (d: Date | null) => (d === null ? null : toWireDateTime(d));

const audit = (db: Db, who: Author, action: string, entityId: string, change: { before?: unknown; after?: unknown }) =>
  recordAudit(db, { actor: who.actor, ip: who.ip, action, entity: 'news', entityId, ...change });

const presentPhoto = (p: repo.PhotoRow): NewsPhoto => ({ uuidPhoto: p.uuid, keyFile: p.keyFile, urlFile: `${filesBase}/${p.keyFile}` });

function present(v: repo.NewsView, photos: repo.PhotoRow[], poll: repo.PollView | undefined, event: repo.EventRow | undefined, viewer: string): News {
  const n = v.news;
  const shown = photos.map(presentPhoto);
  return {
    uuidNews: n.uuid,
    title: n.title,
    content: n.content,
    typeNews: n.typeNews,
    uuidCity: n.uuidCity,
    nameCity: v.nameCity,
    uuidUniversity: n.uuidUniversity,
    nameUniversity: v.nameUniversity,
    approve: n.approve,
    reason: n.reason,
    status: n.status,
    photos: shown,
    photoUrl: shown.map((p) => p.urlFile),
    keyFiles: shown.map((p) => p.keyFile),
    publishBegin: toWireDateTime(n.publishBegin),
    publishEnd: wireOrNull(n.publishEnd),
    fixToDate: wireOrNull(n.fixToDate),
    poll: poll
      ? { question: poll.question, endPooling: toWireDateTime(poll.endPooling), answerTypes: poll.answers.map((a) => ({ title: a.title, votes: a.votes })) }
      : null,
    event: event
      ? {
          title: event.title,
          description: event.description,
          date: toWireDateTime(event.date),
          address: event.address,
          endRegistration: toWireDateTime(event.endRegistration),
          placesCount: event.placesCount,
          registered: event.registered,
        }
      : null,
    author: { uuidUser: n.uuidAuthor, name: v.authorName ?? '', surname: v.authorSurname ?? '', role: v.authorRole ?? '' },
    isMine: n.uuidAuthor !== null && n.uuidAuthor === viewer,
    createdAt: toWireDateTime(n.createdAt),
  };
}

/** Items with their photos, polls and events, loaded for all of them at once. */
async function presentAll(db: Db, views: repo.NewsView[], viewer: string): Promise<News[]> {
  const ids = views.map((v) => v.news.uuid);
  // one after another: inside a transaction they share one connection
  const photos = await repo.photosOf(db, ids);
  const polls = await repo.pollsOf(db, ids);
  const events = await repo.eventsOf(db, ids);
  return views.map((v) =>
    present(
      v,
      photos.filter((p) => p.uuidNews === v.news.uuid),
      polls.find((p) => p.uuidNews === v.news.uuid),
      events.find((e) => e.uuidNews === v.news.uuid),
      viewer,
    ),
  );
}

async function card(db: Db, uuid: string, viewer: string): Promise<News> {
  const view = await repo.findNews(db, uuid);
  if (!view) throw newsMissing();
  const [item] = await presentAll(db, [view], viewer);
  return item;
}

/** The region of a regional item, the university of a university one; a federal item has neither. */
async function placeOf(db: Db, input: NewsUpdateInput): Promise<{ uuidCity: string | null; uuidUniversity: string | null }> {
  const uuidCity = input.typeNews === 'region' ? input.uuidCity : null;
  const uuidUniversity = input.typeNews === 'university' ? input.uuidUniversity : null;
  if (uuidCity && !(await repo.cityExists(db, uuidCity))) throw fieldError('body.uuidCity', 'unknown_city', newsMessages.cityRequired);
  if (uuidUniversity && !(await repo.universityExists(db, uuidUniversity)))
    throw fieldError('body.uuidUniversity', 'unknown_university', newsMessages.universityRequired);
  return { uuidCity, uuidUniversity };
}

async function valuesOf(db: Db, input: NewsUpdateInput) {
  return {
    title: input.title,
    content: sanitizeRichText(input.content),
    typeNews: input.typeNews,
    ...(await placeOf(db, input)),
    status: input.status,
    publishBegin: input.publishBegin,
    publishEnd: input.publishEnd,
    fixToDate: input.fixToDate,
  };
}

const pollOf = (p: PollInput) => ({ question: p.question, endPooling: p.endPooling, answers: p.answerTypes });
const eventOf = (e: EventInput): repo.EventValues => ({
  title: e.title,
  description: e.description,
  date: e.date,
  address: e.address,
  endRegistration: e.endRegistration,
  placesCount: e.placesCount,
});

/**
 * Makes `keys` the item's photos in that order. Each must be an uploaded photo that is free or
 * already the item's; the item's other photos are deleted and their keys returned, so that their
 * files can go once the transaction has committed.
 */
async function setPhotos(tx: Db, uuidNews: string, keys: string[]): Promise<string[]> {
  const found = new Map((await repo.lockPhotosByKey(tx, keys)).map((p) => [p.keyFile, p]));
  for (const [i, key] of keys.entries()) {
    const photo = found.get(key);
    const usable = photo && (photo.uuidNews === null || photo.uuidNews === uuidNews) && keys.indexOf(key) === i;
    if (!usable) throw fieldError(`body.keyFiles.${i}`, 'photo_unavailable', newsMessages.photoTaken);
    await repo.attachPhoto(tx, photo.uuid, uuidNews, i);
  }
  const dropped = (await repo.photosOf(tx, [uuidNews])).filter((p) => !keys.includes(p.keyFile));
  await repo.deletePhotos(
    tx,
    dropped.map((p) => p.uuid),
  );
  return dropped.map((p) => p.keyFile);
}

/** Removes stored files no photo points at any more; after commit, so a failure costs only space. */
async function removeFiles(ctx: AppContext, log: FastifyBaseLogger, keys: string[]): Promise<void> {
  for (const key of keys) {
    try {
      if (!(await repo.keyInUse(ctx.db, key))) await ctx.storage.delete(key);
    } catch (err) {
      log.error({ err, key }, 'stored news photo not removed');
    }
  }
}

/** The locked item, which must exist and must not be blocked to be changed. */
async function editable(tx: Db, uuid: string): Promise<repo.NewsRow> {
  const row = await repo.lockNews(tx, uuid);
  if (!row) throw newsMissing();
  if (row.approve === 'blocked') throw badTransition();
  return row;
}

export async function listNews(ctx: AppContext, viewer: Actor, filter: NewsListInput, page: { offset: number; limit: number; sortDirection: 'ASC' | 'DESC' }) {
  const { rows, total } = await repo.listNews(
    ctx.db,
    {
      approve: filter.approve || undefined,
      typeNews: filter.typeNews || undefined,
      search: filter.searchString || undefined,
      author: filter.personalization ? { uuid: viewer.uuid, mine: filter.personalization === 'mine' } : undefined,
    },
    page,
  );
  return { rows: await presentAll(ctx.db, rows, viewer.uuid), total };
}

export const getNews = (ctx: AppContext, viewer: Actor, uuid: string) => card(ctx.db, uuid, viewer.uuid);

/**
 * The item, its poll or event and its photos, all saved or none. It waits for moderation
 * whoever wrote it (docs/decisions.md).
 */
export async function createNews(ctx: AppContext, who: Author, input: NewsCreateInput): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.insertNews(tx, { ...(await valuesOf(tx, input)), approve: 'wait', uuidAuthor: who.actor.uuid });
    const poll = input.poll ? await repo.insertPoll(tx, row.uuid, pollOf(input.poll)) : null;
    const event = input.event ? await repo.insertEvent(tx, row.uuid, eventOf(input.event)) : null;
    await setPhotos(tx, row.uuid, input.keyFiles);
    await audit(tx, who, 'news.create', row.uuid, { after: { ...row, poll, event, keyFiles: input.keyFiles } });
    return row.uuid;
  });
}

/** The item's own fields and photos; its kind, approval and author stay. */
export async function updateNews(ctx: AppContext, who: Author, uuid: string, input: NewsUpdateInput): Promise<News> {
  const { item, dropped } = await ctx.db.transaction(async (tx) => {
    const before = await editable(tx, uuid);
    const after = await repo.updateNews(tx, uuid, await valuesOf(tx, input));
    const dropped = await setPhotos(tx, uuid, input.keyFiles);
    await audit(tx, who, 'news.update', uuid, { before, after: { ...after, keyFiles: input.keyFiles } });
    return { item: await card(tx, uuid, who.actor.uuid), dropped };
  });
  await removeFiles(ctx, who.log, dropped);
  return item;
}

export async function deleteNews(ctx: AppContext, who: Author, uuid: string): Promise<void> {
  const keys = await ctx.db.transaction(async (tx) => {
    const before = await repo.lockNews(tx, uuid);
    if (!before) throw newsMissing();
    const photos = await repo.photosOf(tx, [uuid]);
    await repo.deleteNews(tx, uuid);
    await audit(tx, who, 'news.delete', uuid, { before });
    return photos.map((p) => p.keyFile);
  });
  await removeFiles(ctx, who.log, keys);
}

const approveActions: Record<NewsApprove, string> = {
  approved: 'news.publish',
  declined: 'news.decline',
  blocked: 'news.block',
  wait: 'news.unblock',
};

/** A moderation step allowed by canChangeApprove; declining and blocking keep the reason, the rest clear it. */
export async function changeApprove(ctx: AppContext, who: Author, body: z.output<typeof newsApproveBodySchema>): Promise<News> {
  return ctx.db.transaction(async (tx) => {
    const before = await repo.lockNews(tx, body.uuidNews);
    if (!before) throw newsMissing();
    if (!canChangeApprove(before.approve, body.approve)) throw badTransition();
    const reason = approveNeedsReason(body.approve) ? (body.reason ?? null) : null;
    const after = await repo.updateNews(tx, body.uuidNews, { approve: body.approve, reason });
    await audit(tx, who, approveActions[body.approve], body.uuidNews, { before, after });
    return card(tx, body.uuidNews, who.actor.uuid);
  });
}

/** A declined item goes back to moderation. */
export async function sendToModeration(ctx: AppContext, who: Author, uuid: string): Promise<News> {
  return ctx.db.transaction(async (tx) => {
    const before = await repo.lockNews(tx, uuid);
    if (!before) throw newsMissing();
    if (!canSendToModeration(before.approve)) throw badTransition();
    const after = await repo.updateNews(tx, uuid, { approve: 'wait', reason: null });
    await audit(tx, who, 'news.send', uuid, { before, after });
    return card(tx, uuid, who.actor.uuid);
  });
}

/** An item has at most one poll or event; adding one to an item that has either is refused. */
async function assertNoKind(tx: Db, uuid: string): Promise<void> {
  if ((await repo.pollsOf(tx, [uuid])).length || (await repo.eventsOf(tx, [uuid])).length) throw kindTaken();
}

export async function addPoll(ctx: AppContext, who: Author, body: z.output<typeof pollCreateSchema>): Promise<News> {
  return ctx.db.transaction(async (tx) => {
    await editable(tx, body.uuidNews);
    await assertNoKind(tx, body.uuidNews);
    const poll = await repo.insertPoll(tx, body.uuidNews, pollOf(body));
    await audit(tx, who, 'news.poll.create', body.uuidNews, { after: poll });
    return card(tx, body.uuidNews, who.actor.uuid);
  });
}

export async function addEvent(ctx: AppContext, who: Author, body: z.output<typeof eventBodySchema>): Promise<News> {
  return ctx.db.transaction(async (tx) => {
    await editable(tx, body.uuidNews);
    await assertNoKind(tx, body.uuidNews);
    const event = await repo.insertEvent(tx, body.uuidNews, eventOf(body));
    await audit(tx, who, 'news.event.create', body.uuidNews, { after: event });
    return card(tx, body.uuidNews, who.actor.uuid);
  });
}

/** The item's event, with its registrations kept. */
export async function updateEvent(ctx: AppContext, who: Author, body: z.output<typeof eventBodySchema>): Promise<News> {
  return ctx.db.transaction(async (tx) => {
    await editable(tx, body.uuidNews);
    const [before] = await repo.eventsOf(tx, [body.uuidNews]);
    if (!before) throw notFound(newsMessages.eventNotFound);
    const after = await repo.updateEvent(tx, body.uuidNews, eventOf(body));
    await audit(tx, who, 'news.event.update', body.uuidNews, { before, after });
    return card(tx, body.uuidNews, who.actor.uuid);
  });
}

const newsPhotoTypes: readonly string[] = newsPhotoUpload.types;

/** Stores a cover photo, not yet attached to any item: saving an item attaches it. */
export async function uploadPhoto(ctx: AppContext, who: Author, bytes: Buffer): Promise<NewsPhoto> {
  // An empty file is left to storeImage, which answers that a file is missing.
  const type = sniffImageType(bytes);
  if (bytes.length > 0 && (!type || !newsPhotoTypes.includes(type))) throw new AppError(415, 'unsupported_media_type', newsMessages.photoType);
  const { keyFile } = await storeImage(ctx, who.actor, bytes, who.ip);
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await repo.insertPhoto(tx, keyFile);
      await recordAudit(tx, { actor: who.actor, ip: who.ip, action: 'news.photo.upload', entity: 'news_photo', entityId: row.uuid, after: row });
      return presentPhoto(row);
    });
  } catch (err) {
    await removeFiles(ctx, who.log, [keyFile]);
    throw err;
  }
}

/** Deletes a photo, attached or not, then its file. */
export async function deletePhoto(ctx: AppContext, who: Author, uuidPhoto: string): Promise<void> {
  const keyFile = await ctx.db.transaction(async (tx) => {
    const before = await repo.lockPhoto(tx, uuidPhoto);
    if (!before) throw notFound(newsMessages.photoNotFound);
    await repo.deletePhotos(tx, [uuidPhoto]);
    await recordAudit(tx, { actor: who.actor, ip: who.ip, action: 'news.photo.delete', entity: 'news_photo', entityId: uuidPhoto, before });
    return before.keyFile;
  });
  await removeFiles(ctx, who.log, [keyFile]);
}
