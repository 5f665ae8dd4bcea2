import { eq } from 'drizzle-orm';
import { adsMessages, respStatuses, type OrdState } from '@sks/contract';
import type { AppContext } from '../../../platform/context.js';
import type { Actor } from '../../../platform/auth/guard.js';
import type { Db } from '../../../platform/db/client.js';
import { recordAudit } from '../../../platform/audit/audit.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { OrdRejected, OrdUnavailable, ordStatusTexts, outcomeOf, type OrdStatus } from '../../../integrations/ord/ord.js';
import { adsCreatives } from '../schema.js';
import { ensurePlatform } from './platform.js';
import { registrationOf } from './records.js';
import { adsKinds, idsInState, operatorKindOf, readRegistry, writeRegistry, type AdsKind, type RegistryChange, type RegistryRow } from './tables.js';

/** Who acts and from where, for the audit log; null is the server itself (a job). */
export type Author = { actor: Actor; ip: string };
export type SendJobData = { kind: AdsKind; id: string };
/** Queues a send job; one per object at a time (the queue's policy and the singleton key). */
export type EnqueueSend = (ctx: AppContext, data: SendJobData) => Promise<void>;

const auditOf = (who: Author | null) => ({ actor: who ? { uuid: who.actor.uuid, login: who.actor.login } : null, ip: who?.ip ?? null });
const shown = (r: RegistryRow | RegistryChange) => ({ ordState: r.ordState, respStatus: r.respStatus, ordError: r.ordError });

/** Writes a change of registry state and its audit entry, in `db` (the caller's transaction or the pool). */
async function changeState(db: Db, who: Author | null, kind: AdsKind, id: string, before: RegistryRow, change: RegistryChange, action = 'status') {
  await writeRegistry(db, kind, id, change);
  await recordAudit(db, { ...auditOf(who), action: `ads.${kind}.${action}`, entity: `ads_${kind}`, entityId: id, before: shown(before), after: shown({ ...before, ...change }) });
}

/**
 * 'Отправить на проверку': marks the object queued and queues its job, after the commit; the
 * answer does not wait for the operator. A second send while the first is queued or running
 * queues nothing more.
 */
export async function queueSend(ctx: AppContext, who: Author, kind: AdsKind, id: string, missing: string, enqueue: EnqueueSend): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await readRegistry(tx, kind, id, true);
    if (!before) throw notFound(missing);
    await changeState(tx, who, kind, id, before, { ordState: 'queued', ordError: null }, 'send');
  });
  await enqueue(ctx, { kind, id });
}

/** The registry state an operator status leads to; both successes read 'ERIR success'. */
function stateOfStatus(s: OrdStatus): RegistryChange {
  const outcome = outcomeOf(s.status);
  if (outcome === 'success') return { ordState: 'success', respStatus: respStatuses.success, ordError: null };
  if (outcome === 'error') return { ordState: 'error', respStatus: s.status, ordError: s.errorMessage ?? s.status };
  return { ordState: 'waiting', respStatus: s.status, ordError: null };
}

const differs = (a: RegistryRow, b: RegistryChange) => a.ordState !== b.ordState || a.respStatus !== b.respStatus || a.ordError !== b.ordError;

async function keepErid(ctx: AppContext, kind: AdsKind, id: string, token: string | null) {
  if (kind === 'creative' && token) await ctx.db.update(adsCreatives).set({ erid: token }).where(eq(adsCreatives.id, id));
}

/**
 * The job: registers the object with the operator. Accepted, it waits for the registry (a
 * creative keeps its erid); refused, it shows the operator's message. An operator out of reach
 * throws, so pg-boss tries again; after the last try the object shows that.
 */
export async function runSend(ctx: AppContext, { kind, id }: SendJobData, lastTry: boolean): Promise<void> {
  if (kind !== 'platform') {
    const platform = await ensurePlatform(ctx);
    if (platform.ordState === 'new' || platform.ordState === 'queued') await runSend(ctx, { kind: 'platform', id: platform.orgId }, lastTry);
  }
  const register = await registrationOf(ctx, kind, id);
  const before = await readRegistry(ctx.db, kind, id);
  if (!register || !before) return;
  let change: RegistryChange;
  try {
    const accepted = await register(ctx.integrations.ord);
    await keepErid(ctx, kind, id, accepted.token);
    change = { ordState: 'waiting', respStatus: ordStatusTexts.accepted, ordError: null, ordRequestId: accepted.requestId || null, sentAt: new Date() };
  } catch (err) {
    if (err instanceof OrdRejected) change = { ordState: 'error', respStatus: ordStatusTexts.rejected, ordError: err.message, sentAt: new Date() };
    else if (lastTry) change = { ordState: 'error', respStatus: null, ordError: adsMessages.operatorUnavailable };
    else throw err;
  }
  await changeState(ctx.db, null, kind, id, before, change);
}

/** States in which the operator has the object and may have news of it. */
const askable: readonly OrdState[] = ['waiting', 'success', 'error'];

/**
 * Asks the operator for the object's status and stores the answer (the update link, and the
 * scheduled refresh). An object never sent, or still queued, is left as it is.
 */
export async function refreshStatus(ctx: AppContext, who: Author | null, kind: AdsKind, id: string, missing: string): Promise<void> {
  const before = await readRegistry(ctx.db, kind, id);
  if (!before) throw notFound(missing);
  if (!askable.includes(before.ordState) || !before.sentAt) return;
  let status: OrdStatus;
  try {
    status = await ctx.integrations.ord.status(operatorKindOf[kind], id, before.ordRequestId);
  } catch (err) {
    if (err instanceof OrdRejected) status = { status: ordStatusTexts.ordError, errorMessage: err.message, token: null };
    else if (err instanceof OrdUnavailable) throw new AppError(502, 'ord_unavailable', adsMessages.operatorUnavailable);
    else throw err;
  }
  await keepErid(ctx, kind, id, status.token);
  const change = stateOfStatus(status);
  if (differs(before, change)) await changeState(ctx.db, who, kind, id, before, { ...change, checkedAt: new Date() });
  else await writeRegistry(ctx.db, kind, id, { checkedAt: new Date() });
}

/**
 * The scheduled refresh: reads the status of every object that waits for the registry, and
 * queues again every object still marked queued (a job lost in a crash; the queue ignores a
 * duplicate of one that is there).
 */
export async function refreshWaiting(ctx: AppContext, enqueue: EnqueueSend): Promise<void> {
  for (const kind of adsKinds) {
    for (const id of await idsInState(ctx.db, kind, ['waiting'])) {
      await refreshStatus(ctx, null, kind, id, '').catch((err: unknown) => {
        if (!(err instanceof AppError)) throw err;
      });
    }
    for (const id of await idsInState(ctx.db, kind, ['queued'])) await enqueue(ctx, { kind, id });
  }
}
