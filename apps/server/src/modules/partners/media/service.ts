import type { FastifyBaseLogger } from 'fastify';
import {
  filesBase,
  partnerMessages,
  partnerPhotoLimits,
  partnerPhotoMessages,
  toWireDateTime,
  type Complaint,
  type PartnerComment,
  type PartnerPhoto,
} from '@sks/contract';
import type { AppContext } from '../../../platform/context.js';
import type { Actor } from '../../../platform/auth/guard.js';
import type { Db } from '../../../platform/db/client.js';
import { recordAudit } from '../../../platform/audit/audit.js';
import { conflict, notFound } from '../../../platform/errors.js';
import { storeImage } from '../../upload/service.js';
import * as repo from './repo.js';

/** Who acts, from where, and where to log what goes wrong after the answer is settled. */
export type Author = { actor: Actor; ip: string; log: FastifyBaseLogger };

const entity = 'partner_photo';
const partnerMissing = () => notFound(partnerMessages.notFound);
const photoMissing = () => notFound(partnerPhotoMessages.notFound);

const present = (row: repo.PhotoRow): PartnerPhoto => ({ uuidImg: row.uuid, keyImg: row.keyImg, url: `${filesBase}/${row.keyImg}` });

const audit = (db: Db, who: Author, action: string, uuidImg: string, change: { before?: repo.PhotoRow; after?: repo.PhotoRow }) =>
  recordAudit(db, { actor: who.actor, ip: who.ip, action, entity, entityId: uuidImg, ...change });

/**
 * Removes a stored file that no row points at any more. It runs after the database change has
 * committed: a file left behind costs only space, and the caller's change has happened.
 */
async function removeFile(ctx: AppContext, log: FastifyBaseLogger, keyImg: string): Promise<void> {
  try {
    if (!(await repo.keyInUse(ctx.db, keyImg))) await ctx.storage.delete(keyImg);
  } catch (err) {
    log.error({ err, keyImg }, 'stored photo file not removed');
  }
}

/** Runs `work`; if it fails, the file stored for it is removed again before the error goes on. */
async function undoingFile<T>(ctx: AppContext, log: FastifyBaseLogger, keyImg: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    await removeFile(ctx, log, keyImg);
    throw err;
  }
}

async function assertRoomForPhoto(db: Db, uuidPartner: string, find: (db: Db, uuid: string) => Promise<boolean>): Promise<void> {
  if (!(await find(db, uuidPartner))) throw partnerMissing();
  if ((await repo.countPhotos(db, uuidPartner)) >= partnerPhotoLimits.perPartner) throw conflict(partnerPhotoMessages.tooMany, 'photo_limit');
}

/** The photo as the caller last saw it: 404 when gone, 409 when someone has replaced it since. */
function current(row: repo.PhotoRow | undefined, keyImg: string): repo.PhotoRow {
  if (!row) throw photoMissing();
  if (row.keyImg !== keyImg) throw conflict(partnerPhotoMessages.stale, 'stale_photo');
  return row;
}

export async function listPhotos(ctx: AppContext, uuidPartner: string): Promise<PartnerPhoto[]> {
  if (!(await repo.partnerExists(ctx.db, uuidPartner))) throw partnerMissing();
  return (await repo.listPhotos(ctx.db, uuidPartner)).map(present);
}

/**
 * Stores the image and adds it to the partner's photos. The partner and the limit are checked
 * before the file is stored (so a refusal stores nothing) and again under the partner's lock.
 */
export async function addPhoto(ctx: AppContext, who: Author, uuidPartner: string, image: Buffer): Promise<PartnerPhoto> {
  await assertRoomForPhoto(ctx.db, uuidPartner, repo.partnerExists);
  const { keyFile } = await storeImage(ctx, who.actor, image, who.ip);
  return undoingFile(ctx, who.log, keyFile, () =>
    ctx.db.transaction(async (tx) => {
      await assertRoomForPhoto(tx, uuidPartner, repo.lockPartner);
      const row = await repo.insertPhoto(tx, uuidPartner, keyFile);
      await audit(tx, who, 'partner.photo.add', row.uuid, { after: row });
      return present(row);
    }),
  );
}

/** Replaces the image of a photo that still has `oldKey`; the old file goes once the change commits. */
export async function replacePhoto(ctx: AppContext, who: Author, uuidImg: string, oldKey: string, image: Buffer): Promise<PartnerPhoto> {
  current(await repo.findPhoto(ctx.db, uuidImg), oldKey);
  const { keyFile } = await storeImage(ctx, who.actor, image, who.ip);
  const after = await undoingFile(ctx, who.log, keyFile, () =>
    ctx.db.transaction(async (tx) => {
      const before = current(await repo.lockPhoto(tx, uuidImg), oldKey);
      const row = await repo.updatePhotoKey(tx, uuidImg, keyFile);
      await audit(tx, who, 'partner.photo.replace', uuidImg, { before, after: row });
      return row;
    }),
  );
  await removeFile(ctx, who.log, oldKey);
  return present(after);
}

/** Deletes a photo that still has `keyImg`, then its file. */
export async function deletePhoto(ctx: AppContext, who: Author, uuidImg: string, keyImg: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = current(await repo.lockPhoto(tx, uuidImg), keyImg);
    await repo.deletePhoto(tx, uuidImg);
    await audit(tx, who, 'partner.photo.delete', uuidImg, { before });
  });
  await removeFile(ctx, who.log, keyImg);
}

const person = (row: { name: string | null; surname: string | null }) => ({ photo: null, name: row.name ?? '', surname: row.surname ?? '' });

/** A partner's reviews, newest first; students have no photo, so `photo` is always null. */
export async function listComments(ctx: AppContext, uuidPartner: string, page: { offset: number; limit: number }) {
  if (!(await repo.partnerExists(ctx.db, uuidPartner))) throw partnerMissing();
  const { rows, total } = await repo.listComments(ctx.db, uuidPartner, page);
  const comments: PartnerComment[] = rows.map((r) => ({
    userCommentInfo: person(r),
    commentInfo: { uuidComment: r.uuid, comment: r.comment, createdAt: toWireDateTime(r.createdAt), likes: r.likes },
  }));
  return { rows: comments, total };
}

export async function listComplaints(ctx: AppContext, uuidPartner: string): Promise<Complaint[]> {
  if (!(await repo.partnerExists(ctx.db, uuidPartner))) throw partnerMissing();
  return (await repo.listComplaints(ctx.db, uuidPartner)).map((r) => ({
    uuidComplaint: r.uuid,
    msg: r.msg,
    createdAt: toWireDateTime(r.createdAt),
    userInfo: person(r),
  }));
}
