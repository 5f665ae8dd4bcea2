import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import type { Actor } from '../../platform/auth/guard.js';
import { conflict } from '../../platform/errors.js';
import type { UserRow } from '../auth/repo.js';
import { sendPasswordLink, type RequestMeta } from '../auth/service.js';
import { isUniqueViolation } from './repo.js';

/** What operators and administrators share: creating an account without a password. */
export type Meta = RequestMeta & { log: FastifyBaseLogger };

export const emailConflict = (message: string) => conflict(message, 'email_taken');

/** A concurrent save of the same e-mail is refused by the unique index; it is the same 409. */
export async function withEmailConflict<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw emailConflict(message);
    throw err;
  }
}

/** Mails the set-password link after the account is saved; a mail failure is logged, not undone. */
export async function mailPasswordLink(ctx: AppContext, user: UserRow, meta: Meta, actor: Actor): Promise<void> {
  try {
    await sendPasswordLink(ctx, user, meta, actor);
  } catch (err) {
    meta.log.error({ err, uuidUser: user.uuid }, 'set-password link not sent');
  }
}
