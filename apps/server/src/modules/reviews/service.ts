import type { z } from 'zod';
import {
  canMoveReview,
  reviewMessages,
  toWireDateTime,
  type appReviewBodySchema,
  type appStudentBodySchema,
  type Review,
  type ReviewRow,
  type ReviewSortField,
  type ReviewStatus,
  type reviewListBodySchema,
} from '@sks/contract';
import type { AppContext } from '../../platform/context.js';
import type { Actor } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { Page } from '../../platform/paging.js';
import * as repo from './repo.js';

/** Who acts and from where, for the audit log. */
export type Author = { actor: Actor; ip: string };
export type ReviewListQuery = z.output<typeof reviewListBodySchema>;
export type AppStudentInput = z.output<typeof appStudentBodySchema>;
export type AppReviewInput = z.output<typeof appReviewBodySchema>;

const reviewMissing = () => notFound(reviewMessages.notFound);
const answerMissing = () => notFound(reviewMessages.answerNotFound);
const auditActor = (who: Author) => ({ actor: { uuid: who.actor.uuid, login: who.actor.login }, ip: who.ip });

const presentRow = (r: repo.ReviewListRow): ReviewRow => ({
  uuidComment: r.uuid,
  surname: r.surname,
  name: r.name,
  patronymic: r.patronymic,
  comment: r.comment,
  partnerName: r.partnerName,
  isFederalPartner: r.isFederalPartner,
  createdAt: toWireDateTime(r.createdAt),
  status: r.status,
  rating: r.rating,
  hasAnswer: r.hasAnswer,
});

function presentCard({ row, student, nameCity, answer }: repo.ReviewCardRow): Review {
  return {
    ...presentRow(row),
    uuidPartner: row.uuidPartner,
    studentInfo: student.uuid
      ? {
          photo: student.photo,
          surname: row.surname,
          name: row.name,
          patronymic: row.patronymic,
          phone: student.phone ?? '',
          linkvk: student.linkvk ?? '',
          linktg: student.linktg ?? '',
          nameCity: nameCity ?? '',
          nameUniversity: student.nameUniversity ?? '',
          startEducation: student.startEducation,
          endEducation: student.endEducation,
        }
      : null,
    answerInfo: answer ? { uuidAnswer: answer.uuid, answer: answer.answer, updatedAt: toWireDateTime(answer.updatedAt) } : null,
  };
}

async function card(db: Db, uuid: string): Promise<Review> {
  const row = await repo.findReview(db, uuid);
  if (!row) throw reviewMissing();
  return presentCard(row);
}

export async function listReviews(ctx: AppContext, query: ReviewListQuery, page: Page<ReviewSortField>) {
  const { rows, total } = await repo.listReviews(
    ctx.db,
    { search: query.searchString || undefined, status: query.status || undefined, isFederalPartner: query.isFederalPartner ?? undefined },
    page,
  );
  return { rows: rows.map(presentRow), total };
}

export const getReview = (ctx: AppContext, uuid: string) => card(ctx.db, uuid);
export const countAwaitingModeration = (ctx: AppContext) => repo.countAwaitingModeration(ctx.db);

/**
 * Locks the reviews and their partners (partners first, as every rating change does), and checks
 * that every review exists: one unknown uuid is a 404 and nothing changes.
 */
async function lockForChange(tx: Db, uuids: string[]) {
  const partnerUuids = await repo.partnersOfReviews(tx, uuids);
  await repo.lockPartners(tx, partnerUuids);
  const rows = await repo.lockReviews(tx, uuids);
  if (rows.length !== uuids.length) throw reviewMissing();
  return { rows, partnerUuids };
}

/** Moves every review to `status` (spec 03 section 4) or none: one illegal move is a 409. */
export async function changeStatus(ctx: AppContext, who: Author, uuids: string[], status: ReviewStatus): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { rows, partnerUuids } = await lockForChange(tx, uuids);
    if (rows.some((r) => !canMoveReview(r.status, status))) throw conflict(reviewMessages.illegalTransition, 'illegal_transition');
    await repo.setStatus(tx, uuids, status);
    await repo.recomputeRatings(tx, partnerUuids);
    await recordAudit(tx, { ...auditActor(who), action: 'review.status', entity: 'review', entityId: uuids.join(','), before: rows, after: { status } });
  });
}

/** Deletes every review or none (one unknown uuid is a 404); their answers go with them. */
export async function deleteReviews(ctx: AppContext, who: Author, uuids: string[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { rows, partnerUuids } = await lockForChange(tx, uuids);
    await repo.deleteReviews(tx, uuids);
    await repo.recomputeRatings(tx, partnerUuids);
    await recordAudit(tx, { ...auditActor(who), action: 'review.delete', entity: 'review', entityId: uuids.join(','), before: rows });
  });
}

export async function answerReview(ctx: AppContext, who: Author, uuidReview: string, answer: string): Promise<Review> {
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.reviewExists(tx, uuidReview))) throw reviewMissing();
    const row = await repo.insertAnswer(tx, uuidReview, answer, who.actor.uuid);
    if (!row) throw conflict(reviewMessages.answerExists, 'answer_exists');
    await recordAudit(tx, { ...auditActor(who), action: 'review.answer', entity: 'review_answer', entityId: row.uuid, after: row });
    return card(tx, uuidReview);
  });
}

export async function editAnswer(ctx: AppContext, who: Author, uuidAnswer: string, answer: string): Promise<Review> {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.updateAnswer(tx, uuidAnswer, answer, who.actor.uuid);
    if (!row) throw answerMissing();
    await recordAudit(tx, { ...auditActor(who), action: 'review.answer.edit', entity: 'review_answer', entityId: row.uuid, after: row });
    return card(tx, row.uuidReview);
  });
}

export async function deleteAnswer(ctx: AppContext, who: Author, uuidAnswer: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.deleteAnswer(tx, uuidAnswer);
    if (!row) throw answerMissing();
    await recordAudit(tx, { ...auditActor(who), action: 'review.answer.delete', entity: 'review_answer', entityId: row.uuid, before: row });
  });
}

/** PUT /app/v1/students/{uuid}: the university and city must exist (404 otherwise); nothing is written then. */
export async function saveAppStudent(ctx: AppContext, uuidStudent: string, input: AppStudentInput): Promise<{ uuidStudent: string; created: boolean }> {
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.universityExists(tx, input.uuidUniversity))) throw notFound(reviewMessages.universityNotFound);
    if (input.uuidCity && !(await repo.cityExists(tx, input.uuidCity))) throw notFound(reviewMessages.cityNotFound);
    const { created } = await repo.upsertStudent(tx, {
      uuid: uuidStudent,
      uuidUniver: input.uuidUniversity,
      surname: input.surname,
      name: input.name,
      patronymic: input.patronymic,
      phone: input.phone,
      linkVk: input.linkvk,
      linkTg: input.linktg,
      photo: input.photo,
      uuidCity: input.uuidCity,
      startEducation: input.startEducation,
      endEducation: input.endEducation,
    });
    return { uuidStudent, created };
  });
}

/** POST /app/v1/reviews: the review waits for moderation, so the partner's rating does not change yet. */
export async function addAppReview(ctx: AppContext, input: AppReviewInput): Promise<{ uuidComment: string; status: ReviewStatus }> {
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.studentExists(tx, input.uuidStudent))) throw notFound(reviewMessages.studentNotFound);
    if (!(await repo.partnerExists(tx, input.uuidPartner))) throw notFound(reviewMessages.partnerNotFound);
    const row = await repo.insertReview(tx, { uuidStudent: input.uuidStudent, uuidPartner: input.uuidPartner, rating: input.rating, comment: input.comment });
    return { uuidComment: row.uuid, status: row.status };
  });
}
