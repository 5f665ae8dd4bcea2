import type { FakeReply, FakeRequest } from '../inn/fake-dadata.js';

/**
 * A stand-in for the Yandex ORD API in tests, served by the fake HTTP server of inn/fake-dadata.ts:
 * it keeps what was posted by id, answers each POST with a request id (and a token for a
 * creative), a status GET with what `statusOf` says, 401 for another token, and 429 to the next
 * `throttle` calls.
 */
export function fakeYandexOrd(token: string) {
  const objects = new Map<string, { path: string; body: Record<string, unknown>; requestId: string }>();
  const state = {
    throttle: 0,
    retryAfter: null as string | null,
    statusOf: (_id: string): { status: string; error_message?: string[] } => ({ status: 'Request accepted by ORD' }),
    refuse: null as { status: number; body: unknown } | null,
  };
  let requests = 0;
  const reply = (req: FakeRequest): FakeReply => {
    if (req.headers.authorization !== `Bearer ${token}`) return { status: 401, body: { error: 'Unauthorized' } };
    if (state.throttle > 0) {
      state.throttle -= 1;
      return { status: 429, body: { error: 'Too many requests' }, ...(state.retryAfter ? { headers: { 'retry-after': state.retryAfter } } : {}) };
    }
    if (state.refuse) return state.refuse;
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'POST') {
      const body = JSON.parse(req.body) as Record<string, unknown>;
      const requestId = `req-${++requests}`;
      const id = String(body.id ?? (body.organizationId as string | undefined) ?? requestId);
      objects.set(id, { path: url.pathname, body, requestId });
      return { status: 200, body: { request_id: requestId, ...(url.pathname.endsWith('/creative') ? { token: `erid-${id.slice(0, 8)}` } : {}) } };
    }
    const id = url.searchParams.get('object_id') ?? url.searchParams.get('reqid') ?? '';
    const known = [...objects.entries()].find(([key, o]) => key === id || o.requestId === id);
    if (!known) return { status: 404, body: { error_message: [`Object ${id} not found`] } };
    return { status: 200, body: { object_id: known[0], erir_id: null, sent_time: null, ...state.statusOf(known[0]) } };
  };
  return { reply, objects, state };
}
