import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apiPaths } from '@sks/contract';
import { useTestApp } from '../test/harness.js';
import { appKey, signedIn, signIn } from '../test/factories.js';
import { rawRequest } from '../test/raw-http.js';
import { operationsOf, type FuzzOperation, type OpenApiDocument } from '../test/fuzz/openapi.js';
import { requestsOf, type FuzzRequest, type RequestContext } from '../test/fuzz/requests.js';
import { tinyImages } from '../modules/upload/test-images.js';
import { makeCategory, makeCity, makePartner } from '../modules/partners/fixtures.js';
import { makeUniversity } from '../modules/universities/fixtures.js';
import { makeStock } from '../modules/promotions/fixtures.js';
import { makeNews } from '../modules/news/fixtures.js';

/**
 * Every operation of the OpenAPI document (so routes added later are covered without touching
 * this file), fed generated bad input from a fixed seed: no answer may be a 5xx, and every
 * refusal is a JSON {code, message}. FUZZ_REQUESTS (default 2000) and FUZZ_SEED run it longer or
 * differently; a failure prints the seed and the requests that failed.
 */
const total = Number(process.env.FUZZ_REQUESTS ?? 2_000);
const seed = Number(process.env.FUZZ_SEED ?? 20_261_101);
const concurrency = 4;

// Limits off: the fuzz wants to reach validation, not the 429s (whose answers are checked elsewhere).
const t = useTestApp({ LOGIN_MAX_FAILURES: '100000000', RESET_RATE_LIMIT: '100000000', APP_API_RATE_LIMIT: '100000000' });

/** The per-operation seed: adding an operation does not change the requests of the others. */
const seedOf = (op: FuzzOperation) => seed ^ createHash('sha256').update(op.key).digest().readInt32BE(0);

type Failure = { op: string; request: string; status: number; answer: string };

function judge(op: FuzzOperation, req: FuzzRequest, answer: { status: number; headers: Record<string, unknown>; text: string }): Failure | null {
  const fail = (why: string) => ({
    op: op.key,
    request: `${req.method} ${req.path.slice(0, 160)} [${req.note}] ${JSON.stringify(req.headers).slice(0, 160)}`,
    status: answer.status,
    answer: `${why}: ${answer.text.slice(0, 200)}`,
  });
  if (answer.status >= 500 || answer.status === 0) return fail('server error');
  if (answer.status < 400) return null;
  if (!String(answer.headers['content-type'] ?? '').startsWith('application/json')) return fail('not JSON');
  try {
    const body = JSON.parse(answer.text) as { code?: unknown; message?: unknown };
    if (typeof body.code !== 'string' || typeof body.message !== 'string' || !body.message) return fail('no {code, message}');
  } catch {
    return fail('unparsable JSON');
  }
  return null;
}

describe('OpenAPI fuzz', () => {
  it(`answers ${total} generated hostile requests over every operation without a 5xx, refusals as JSON`, { timeout: 600_000 }, async () => {
    const { user } = await signedIn(t, 'superadmin');
    const session = { token: (await signIn(t, user.email)).accessToken };
    const app = await appKey(t, 'fuzz');
    const uuidCity = await makeCity(t, 'Казань');
    const partner = await makePartner(t, uuidCity);
    const university = await makeUniversity(t, uuidCity);
    const stock = await makeStock(t, partner.uuid);
    const news = await makeNews(t, {});
    const ctx: RequestContext = {
      knownIds: [uuidCity, await makeCategory(t), partner.uuid, university.uuid, String(stock.uuid), String(news.uuid)],
      tinyImage: tinyImages['image/png'],
    };

    const doc = await t.call<OpenApiDocument>('GET', '/docs/json');
    const ops = operationsOf(doc.body);
    expect(ops.length).toBeGreaterThanOrEqual(76);
    expect(ops.filter((op) => op.body?.kind === 'multipart').map((op) => op.path)).toEqual(
      expect.arrayContaining(['/api/v2/upload-photo', '/api/v1/news/photo', '/api/v2/partner/add/photo', '/api/v2/partner/edit/photo', '/api/v2/stock/upload-codes']),
    );
    const perOp = Math.ceil(total / ops.length);
    const queue = ops.flatMap((op) => fc.sample(requestsOf(op, ctx), { seed: seedOf(op), numRuns: perOp }).map((req) => ({ op, req })));

    const failures: Failure[] = [];
    let sent = 0;
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const { op, req } = item;
        const credentials: Record<string, string> =
          op.auth === 'app' ? app.headers : op.auth === 'token' || op.path.endsWith(apiPaths.logout) ? { 'x-access-token': session.token } : {};
        const answer = await rawRequest(t.url, { method: req.method, path: req.path, headers: { ...credentials, ...req.headers }, body: req.body }).catch(
          (err: Error) => ({ status: 0, headers: {}, text: `no answer: ${err.message}` }),
        );
        sent += 1;
        const failure = judge(op, req, answer);
        if (failure) failures.push(failure);
        // the fuzz signs itself out now and then (logout takes a token too): sign in again
        if (answer.status === 401 && credentials['x-access-token'] && (await t.call('GET', apiPaths.me, { token: session.token })).status === 401) {
          session.token = (await signIn(t, user.email)).accessToken;
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));

    expect(sent).toBeGreaterThanOrEqual(total);
    expect(failures.slice(0, 25), `seed ${seed}: ${failures.length} of ${sent} requests failed`).toEqual([]);
  });
});
