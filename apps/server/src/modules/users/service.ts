import { userStatusMessages, type UserStatus } from '@sks/contract';
import type { AppContext } from '../../platform/context.js';
import type { Actor } from '../../platform/auth/guard.js';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { findUserByUuid, revokeUserSessions } from '../auth/repo.js';
import * as repo from './repo.js';

export type StatusChange = { uuidUser: string; newStatus: UserStatus; reasonText: string };

const forbidden = () => new AppError(403, 'forbidden', userStatusMessages.forbidden);

/**
 * Blocks or unblocks an operator or an administrator. Operators: superadmin or admin, blocking
 * needs a reason. Administrators: superadmin only, no reason needed. Blocking ends every session.
 */
export async function setUserStatus(ctx: AppContext, actor: Actor, change: StatusChange, ip: string) {
  const changed = await ctx.db.transaction(async (tx) => {
    const found = await findUserByUuid(tx, change.uuidUser);
    if (!found) throw notFound(userStatusMessages.notFound);
    const blocking = change.newStatus === 'blocked';
    if (blocking && found.uuid === actor.uuid) throw conflict(userStatusMessages.selfBlock, 'self_block');
    if (found.role !== 'operator' && actor.role !== 'superadmin') throw forbidden();
    // superadmins first, in a fixed order, then the target: concurrent blocks cannot deadlock
    const activeSuperadmins = blocking && found.role === 'superadmin' ? await repo.lockActiveSuperadmins(tx) : null;
    const before = await repo.lockAccount(tx, found.uuid);
    if (!before) throw notFound(userStatusMessages.notFound);
    if (blocking && before.role === 'operator' && !change.reasonText) {
      throw badRequest(userStatusMessages.reasonRequired, 'reason_required');
    }
    if (activeSuperadmins && before.status === 'active' && activeSuperadmins.filter((u) => u !== before.uuid).length === 0) {
      throw conflict(userStatusMessages.lastSuperadmin, 'last_superadmin');
    }
    const after = await repo.updateAccount(tx, before.uuid, {
      status: change.newStatus,
      reasonBlocked: blocking ? change.reasonText || null : null,
    });
    if (blocking) await revokeUserSessions(tx, after.uuid);
    await recordAudit(tx, {
      actor,
      ip,
      action: blocking ? 'user.block' : 'user.unblock',
      entity: 'user',
      entityId: after.uuid,
      before: repo.accountSnapshot(before),
      after: repo.accountSnapshot(after),
    });
    return { uuidUser: after.uuid, status: after.status, reasonBlocked: after.reasonBlocked };
  });
  ctx.sessionCheck.forgetUser(changed.uuidUser);
  return changed;
}
