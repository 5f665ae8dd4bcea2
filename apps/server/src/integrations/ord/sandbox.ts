import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { ordSandboxObjects } from './schema.js';
import { ordStatusTexts, OrdRejected, type AdsOperator, type OrdAccepted, type OrdObjectKind, type OrdStatus } from './ord.js';
import { sandboxRules, todayOf, type SandboxLookup } from './sandbox-rules.js';

export type SandboxOptions = { db: Db; delaySeconds: number; now?: () => Date };

const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** A token in the alphabet of real erids (base58, no 0, O, I, l). */
export function newErid(): string {
  return [...randomBytes(12)].map((b) => base58[b % base58.length]).join('');
}

/**
 * An offline advertising-data operator for the demo, for training and for the tests. It answers
 * like the real one: a request is accepted at once (a creative gets its erid then); the object's
 * status reads 'Request accepted by ORD' until `delaySeconds` have passed, then 'ERIR async
 * success', or 'ERIR async error' with the message the registry would give for data it refuses
 * (see sandbox-rules.ts). Its registry is a table of the app's database, so every instance of
 * the server sees the same objects; `now` is the clock (the tests move it).
 */
export function createOrdSandbox({ db, delaySeconds, now = () => new Date() }: SandboxOptions): AdsOperator {
  const find: SandboxLookup = async (kind, id) => {
    const [row] = await db
      .select({ body: ordSandboxObjects.body })
      .from(ordSandboxObjects)
      .where(and(eq(ordSandboxObjects.kind, kind), eq(ordSandboxObjects.objectId, id)));
    return row ? (row.body as Record<string, unknown>) : null;
  };

  async function accept(kind: OrdObjectKind, objectId: string, body: object, problem: string | null, token: string | null): Promise<OrdAccepted> {
    const requestId = randomUUID();
    const row = { requestId, body, outcome: problem ? ('error' as const) : ('success' as const), errorMessage: problem, acceptedAt: now() };
    await db
      .insert(ordSandboxObjects)
      .values({ kind, objectId, ...row, token, erirId: problem ? null : `erir-${randomUUID()}` })
      .onConflictDoUpdate({ target: [ordSandboxObjects.kind, ordSandboxObjects.objectId], set: row });
    return { requestId, token };
  }

  /** A creative keeps the erid it was first given, as the real operator does. */
  async function eridOf(id: string): Promise<string> {
    const [row] = await db
      .select({ token: ordSandboxObjects.token })
      .from(ordSandboxObjects)
      .where(and(eq(ordSandboxObjects.kind, 'creative'), eq(ordSandboxObjects.objectId, id)));
    return row?.token ?? newErid();
  }

  return {
    kind: 'sandbox',
    registerOrganization: async (o) => accept('organization', o.id, o, await sandboxRules.organization(o), null),
    registerPlatform: async (p) => accept('platform', p.platformId, p, await sandboxRules.platform(p, find), null),
    registerContract: async (c) => accept('contract', c.id, c, await sandboxRules.contract(c, find, todayOf(now())), null),
    registerCreative: async (c) => accept('creative', c.id, c, await sandboxRules.creative(c, find), await eridOf(c.id)),
    registerInvoice: async (i) => accept('invoice', i.id, i, await sandboxRules.invoice(i, find), null),
    registerStatistics: async (s) => accept('statistics', s.id, s, await sandboxRules.statistics(s, find), null),
    async status(kind, objectId): Promise<OrdStatus> {
      const [row] = await db
        .select()
        .from(ordSandboxObjects)
        .where(and(eq(ordSandboxObjects.kind, kind), eq(ordSandboxObjects.objectId, objectId)));
      if (!row) throw new OrdRejected(`Объект ${objectId} не найден в ОРД`);
      if (now().getTime() - row.acceptedAt.getTime() < delaySeconds * 1000) {
        return { status: ordStatusTexts.accepted, errorMessage: null, token: row.token };
      }
      return row.outcome === 'success'
        ? { status: ordStatusTexts.asyncSuccess, errorMessage: null, token: row.token }
        : { status: ordStatusTexts.asyncError, errorMessage: row.errorMessage, token: row.token };
    },
  };
}
