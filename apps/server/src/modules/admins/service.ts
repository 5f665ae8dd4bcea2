import { adminMessages, type Admin, type AdminRole } from '@sks/contract';
import type { AppContext } from '../../platform/context.js';
import type { Actor } from '../../platform/auth/guard.js';
import { notFound } from '../../platform/errors.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { insertUser, type UserRow } from '../auth/repo.js';
import { accountSnapshot, emailTaken, lockAccount, updateAccount } from '../users/repo.js';
import { emailConflict, mailPasswordLink, withEmailConflict, type Meta } from '../users/accounts.js';
import * as repo from './repo.js';

export type AdminFields = { surname: string; name: string; patronymic: string; job: string; phone: string };

const isAdmin = (u: UserRow): u is UserRow & { role: AdminRole } => u.role === 'superadmin' || u.role === 'admin';

function presentAdmin(u: UserRow & { role: AdminRole }): Admin {
  return {
    uuidUser: u.uuid,
    name: u.name,
    surname: u.surname,
    patronymic: u.patronymic,
    phone: u.phone,
    email: u.email,
    job: u.job,
    status: u.status,
    role: u.role,
    support: u.support,
    reasonBlocked: u.reasonBlocked,
  };
}

export async function listAdmins(ctx: AppContext): Promise<Admin[]> {
  return (await repo.listAdmins(ctx.db)).filter(isAdmin).map(presentAdmin);
}

/** A new administrator has no password: the mailed one-time link lets them set one. */
export async function createAdmin(ctx: AppContext, actor: Actor, input: AdminFields & { email: string; support: boolean }, meta: Meta) {
  const user = await withEmailConflict(adminMessages.emailTaken, () =>
    ctx.db.transaction(async (tx) => {
      if (await emailTaken(tx, input.email)) throw emailConflict(adminMessages.emailTaken);
      const created = await insertUser(tx, { ...input, role: 'admin', passwordHash: null });
      await recordAudit(tx, { actor, ip: meta.ip, action: 'admin.create', entity: 'user', entityId: created.uuid, after: accountSnapshot(created) });
      return created;
    }),
  );
  await mailPasswordLink(ctx, user, meta, actor);
  return { uuidUser: user.uuid };
}

/** The e-mail is the login and does not change here; the role does not change either. */
export async function updateAdmin(ctx: AppContext, actor: Actor, input: AdminFields & { uuidUser: string; support?: boolean }, ip: string) {
  return ctx.db.transaction(async (tx) => {
    const before = await lockAccount(tx, input.uuidUser);
    if (!before || !isAdmin(before)) throw notFound(adminMessages.notFound);
    const after = await updateAccount(tx, before.uuid, {
      surname: input.surname,
      name: input.name,
      patronymic: input.patronymic,
      job: input.job,
      phone: input.phone,
      support: input.support ?? before.support,
    });
    await recordAudit(tx, {
      actor,
      ip,
      action: 'admin.update',
      entity: 'user',
      entityId: after.uuid,
      before: accountSnapshot(before),
      after: accountSnapshot(after),
    });
    return { uuidUser: after.uuid };
  });
}

