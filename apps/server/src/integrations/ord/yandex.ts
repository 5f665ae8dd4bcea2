import { z } from 'zod';
import { limits } from '@sks/contract';
import { yandexBodies, yandexPaths } from './yandex-bodies.js';
import { OrdRejected, OrdUnavailable, type AdsOperator, type OrdAccepted, type OrdObjectKind, type OrdStatus } from './ord.js';

export type YandexOrdOptions = {
  token: string;
  baseUrl: string;
  timeoutMs?: number;
  /** Tries of a call the operator answers 429 (too many requests), the first included. */
  attempts?: number;
  /** The first wait after a 429; each next one doubles, unless the answer says Retry-After. */
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

const acceptedSchema = z.object({ request_id: z.union([z.string(), z.number()]).nullish(), token: z.string().nullish() });
const statusSchema = z.object({
  status: z.string(),
  token: z.string().nullish(),
  error_message: z.union([z.string(), z.array(z.string())]).nullish(),
});
const maxRetryAfterMs = 60_000;

/** The operator's own words from an error answer: its message(s), else the answer's text. */
function messageOf(text: string, status: number): string {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const parts = [body.error_message, body.message, body.error, body.errors].flat().filter((p) => typeof p === 'string' && p);
    if (parts.length) return parts.join('; ');
  } catch {
    // not JSON: the text itself
  }
  return text.trim().slice(0, 1000) || `HTTP ${status}`;
}

/** The Yandex ORD API (v7): Bearer token, JSON, our uuid as each object's id. */
export function createYandexOrd({ token, baseUrl, timeoutMs = limits.httpTimeoutMs, attempts = 4, backoffMs = 1_000, sleep }: YandexOrdOptions): AdsOperator {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const wait = sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<unknown> {
    for (let attempt = 1; ; attempt += 1) {
      let res: Response;
      let text: string;
      try {
        res = await fetch(`${base}${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await res.text();
      } catch (err) {
        throw new OrdUnavailable(`Yandex ORD unreachable: ${(err as Error).message}`);
      }
      if (res.status === 429 && attempt < attempts) {
        const after = Number(res.headers.get('retry-after'));
        await wait(Number.isFinite(after) && after > 0 ? Math.min(after * 1000, maxRetryAfterMs) : backoffMs * 2 ** (attempt - 1));
        continue;
      }
      if (res.status === 429 || res.status >= 500) throw new OrdUnavailable(`Yandex ORD answered ${res.status}: ${messageOf(text, res.status)}`);
      if (!res.ok) throw new OrdRejected(messageOf(text, res.status));
      try {
        return text ? JSON.parse(text) : {};
      } catch {
        throw new OrdUnavailable(`Yandex ORD answered ${res.status} with a body that is not JSON`);
      }
    }
  }

  async function register(kind: OrdObjectKind, body: object): Promise<OrdAccepted> {
    const parsed = acceptedSchema.safeParse(await call('POST', yandexPaths[kind], body));
    if (!parsed.success) throw new OrdUnavailable(`Yandex ORD answered an unexpected body to ${kind}`);
    return { requestId: String(parsed.data.request_id ?? ''), token: parsed.data.token ?? null };
  }

  return {
    kind: 'yandex',
    registerOrganization: (o) => register('organization', yandexBodies.organization(o)),
    registerPlatform: (p) => register('platform', yandexBodies.platforms(p)),
    registerContract: (c) => register('contract', yandexBodies.contract(c)),
    registerCreative: (c) => register('creative', yandexBodies.creative(c)),
    registerInvoice: (i) => register('invoice', yandexBodies.invoice(i)),
    registerStatistics: (s) => register('statistics', yandexBodies.statistics(s)),
    async status(kind, objectId, requestId): Promise<OrdStatus> {
      // Statistics have no id of their own at the operator: their request is asked after.
      const path =
        kind === 'statistics'
          ? `status?reqid=${encodeURIComponent(requestId ?? '')}`
          : `${yandexPaths[kind]}?object_id=${encodeURIComponent(objectId)}`;
      const parsed = statusSchema.safeParse(await call('GET', path));
      if (!parsed.success) throw new OrdUnavailable(`Yandex ORD answered an unexpected status body for ${kind}`);
      const { status, token: erid, error_message } = parsed.data;
      const errorMessage = Array.isArray(error_message) ? error_message.join('; ') || null : (error_message ?? null);
      return { status, errorMessage, token: erid ?? null };
    },
  };
}
