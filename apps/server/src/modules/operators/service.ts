import { defaultOperatorDirection, operatorMessages, type Operator, type OperatorFields } from '@sks/contract';
import type { AppContext } from '../../platform/context.js';
import type { Actor } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/client.js';
import { notFound } from '../../platform/errors.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { insertUser, type UserRow } from '../auth/repo.js';
import { accountSnapshot, emailTaken, lockAccount, updateAccount } from '../users/repo.js';
import { emailConflict, mailPasswordLink, withEmailConflict, type Meta } from '../users/accounts.js';
import * as repo from './repo.js';

export type { Meta };
export type OperatorInput = OperatorFields;

export function presentOperator(u: UserRow, uuidUniversity: string): Operator {
  return {
    uuidUser: u.uuid,
    name: u.name,
    surname: u.surname,
    patronymic: u.patronymic,
    email: u.email,
    phone: u.phone,
    job: u.job,
    role: u.direction ?? defaultOperatorDirection,
    status: u.status,
    isChairmen: u.isChairman,
    uuidUniversity,
    reasonBlocked: u.reasonBlocked,
  };
}

export async function listOperators(ctx: AppContext, uuidUniversity: string): Promise<Operator[]> {
  if (!(await repo.universityExists(ctx.db, uuidUniversity))) throw notFound(operatorMessages.universityNotFound);
  return (await repo.listOperators(ctx.db, uuidUniversity)).map((u) => presentOperator(u, uuidUniversity));
}

/** One chairman per university: setting one clears the previous, each change in the audit log. */
async function clearOtherChairmen(tx: Db, actor: Actor, ip: string, uuidUniversity: string, exceptUuid: string | null) {
  for (const before of await repo.lockChairmen(tx, uuidUniversity, exceptUuid)) {
    const after = await updateAccount(tx, before.uuid, { isChairman: false });
    await recordAudit(tx, {
      actor,
      ip,
      action: 'operator.chairman_cleared',
      entity: 'user',
      entityId: before.uuid,
      before: accountSnapshot(before),
      after: accountSnapshot(after),
    });
  }
}

const fieldsOf = (input: OperatorInput) => ({
  surname: input.surname,
  name: input.name,
  patronymic: input.patronymic,
  email: input.email,
  job: input.job,
  phone: input.phone,
  direction: input.role,
  isChairman: input.chairman,
  uuidUniversity: input.uuidUniversity,
});

export async function createOperator(ctx: AppContext, actor: Actor, input: OperatorInput, meta: Meta): Promise<{ uuidUser: string }> {
  const user = await withEmailConflict(operatorMessages.emailTaken, () =>
    ctx.db.transaction(async (tx) => {
      if (!(await repo.lockUniversity(tx, input.uuidUniversity))) throw notFound(operatorMessages.universityNotFound);
      if (await emailTaken(tx, input.email)) throw emailConflict(operatorMessages.emailTaken);
      if (input.chairman) await clearOtherChairmen(tx, actor, meta.ip, input.uuidUniversity, null);
      const created = await insertUser(tx, { ...fieldsOf(input), role: 'operator', passwordHash: null });
      await recordAudit(tx, {
        actor,
        ip: meta.ip,
        action: 'operator.create',
        entity: 'user',
        entityId: created.uuid,
        after: accountSnapshot(created),
      });
      return created;
    }),
  );
  await mailPasswordLink(ctx, user, meta, actor);
  return { uuidUser: user.uuid };
}

/** Edits an operator of the named university; an operator of another university is not found there. */
export async function updateOperator(
  ctx: AppContext,
  actor: Actor,
  input: OperatorInput & { uuidUser: string },
  meta: Meta,
): Promise<{ uuidUser: string }> {
  return withEmailConflict(operatorMessages.emailTaken, () =>
    ctx.db.transaction(async (tx) => {
      if (!(await repo.lockUniversity(tx, input.uuidUniversity))) throw notFound(operatorMessages.universityNotFound);
      const before = await lockAccount(tx, input.uuidUser);
      if (!before || before.role !== 'operator' || before.uuidUniversity !== input.uuidUniversity) {
        throw notFound(operatorMessages.notFound);
      }
      if (await emailTaken(tx, input.email, before.uuid)) throw emailConflict(operatorMessages.emailTaken);
      if (input.chairman) await clearOtherChairmen(tx, actor, meta.ip, input.uuidUniversity, before.uuid);
      const after = await updateAccount(tx, before.uuid, fieldsOf(input));
      await recordAudit(tx, {
        actor,
        ip: meta.ip,
        action: 'operator.update',
        entity: 'user',
        entityId: after.uuid,
        before: accountSnapshot(before),
        after: accountSnapshot(after),
      });
      return { uuidUser: after.uuid };
    }),
  );
}
