import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPaths, messages, promotionMessages, type Promotion } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { auditLog } from '../../platform/audit/schema.js';
import { codesLineMax } from './service.js';
import { codesOf, createBody, makePartner, makeStock, promotionApi, updateBody, uploadCodes, type PromotionApi } from './fixtures.js';
import { insertImport } from './repo.js';
import { requeueWaitingImports } from './service.js';

// Idle workers poll once a minute here: the imports below finish in time only because a job sent on this instance wakes its worker.
const t = useTestApp({ JOBS_POLL_SECONDS: '60' });

const storedFiles = async () => {
  const dir = path.join(t.config.dataDir, 'files', 'private', 'codes');
  return readdir(dir).catch(() => [] as string[]);
};

describe('POST /v2/stock/upload-codes', () => {
  it('stores a CSV under a new private codes key, byte for byte, and records it in the audit log', async () => {
    const api = await promotionApi(t);
    const content = '\uFEFFSTUDENT-1\r\nСТУДЕНТ_2\n\nstudent3';
    const res = await api.upload(content);
    expect(res.status).toBe(200);
    expect(res.body.fileUrl).toMatch(/^private\/codes\/[0-9a-f-]{36}\.csv$/);
    const stored = await t.app.ctx.storage.get(res.body.fileUrl);
    expect(await buffer(stored!.stream)).toEqual(Buffer.from(content));
    expect(stored!.contentType).toBe('text/csv');
    const second = await api.upload(content);
    expect(second.body.fileUrl).not.toBe(res.body.fileUrl);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'file.upload'));
    expect(entries.map((e) => e.entityId).sort()).toEqual([res.body.fileUrl, second.body.fileUrl].sort());
    expect(entries[0]).toMatchObject({ actorUuid: api.user.uuid, entity: 'file' });
  });

  it('takes a file of many chunks with multi-byte characters across chunk borders, whatever type the browser says', async () => {
    const api = await promotionApi(t);
    const content = Array.from({ length: 60_000 }, (_, i) => `ПРОМО${i}`).join('\n');
    const res = await api.upload(content, { type: 'application/vnd.ms-excel', name: 'Коды.CSV' });
    expect(res.status).toBe(200);
    expect((await buffer((await t.app.ctx.storage.get(res.body.fileUrl))!.stream)).toString('utf8')).toBe(content);
  });

  it('answers 415 for a name other than .csv or content that is not text, and keeps nothing', async () => {
    const api = await promotionApi(t);
    const before = await storedFiles();
    const cases: [string, string | Uint8Array, string][] = [
      ['a text file named .txt', 'CODE1\nCODE2', 'codes.txt'],
      ['a name without an extension', 'CODE1', 'csv'],
      ['a NUL byte', 'CODE1\nCO\u0000DE2', 'codes.csv'],
      ['a control character', 'CODE1\u0007\n', 'codes.csv'],
      ['Windows-1251 Cyrillic (not UTF-8)', new Uint8Array([0xcf, 0xd0, 0xce, 0xcc, 0xce, 0x0a]), 'codes.csv'],
      ['a UTF-8 sequence cut at the end', new Uint8Array([0x41, 0x0a, 0xd0]), 'codes.csv'],
      ['a PNG named .csv', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 'codes.csv'],
      ['a line too long for a list of codes', `CODE1\n${'A'.repeat(codesLineMax + 1)}\nCODE2`, 'codes.csv'],
    ];
    for (const [what, content, name] of cases) {
      const res = await api.upload(content, { name });
      expect(res.status, what).toBe(415);
      expect(res.body, what).toEqual({ code: 'unsupported_media_type', message: promotionMessages.badFile });
    }
    expect((await api.upload(`${'A'.repeat(codesLineMax)}\n`)).status).toBe(200);
    expect(await storedFiles()).toHaveLength(before.length + 1);
  });

  it('answers 400 without a file, with the file under another field or with JSON, and 401 without a token', async () => {
    const api = await promotionApi(t);
    const before = await storedFiles();
    const other = await api.upload('CODE1', { field: 'codes' });
    expect(other.status).toBe(400);
    expect(other.body).toEqual({ code: 'file_required', message: messages.api.badRequest });
    const json = await t.call('POST', apiPaths.stockUploadCodes, { token: api.token, body: { file: 'CODE1' } });
    expect(json.status).toBe(400);
    const anonymous = await uploadCodes(t, 'CODE1');
    expect(anonymous.status).toBe(401);
    expect(await storedFiles()).toEqual(before);
  });
});

/** The card, polled until its latest import has finished. */
async function finishedCard(api: PromotionApi, uuidStock: string): Promise<Promotion> {
  for (let i = 0; i < 100; i += 1) {
    const card = (await api.card(uuidStock)).body;
    if (card.lastImport?.state === 'done' || card.lastImport?.state === 'failed') return card;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the import did not finish in 20 s');
}

describe('a promo-code file through the API and the job queue', () => {
  it('uploads, creates with the file, imports in the background and shows the counts; an edit adds a second file', async () => {
    const partner = await makePartner(t, null);
    const api = await promotionApi(t);
    const first = await api.upload('A1\nA2\n\nA2\nnot a code\nA3\n');
    const created = await api.create(createBody(partner.uuid, { fileUrl: first.body.fileUrl }));
    expect(created.status).toBe(200);
    const { uuidStock } = created.body;
    const queued = (await api.card(uuidStock)).body;
    expect(queued.fileUrl).toBe(first.body.fileUrl);
    expect(queued.lastImport?.state).toMatch(/^(queued|running|done)$/);

    const card = await finishedCard(api, uuidStock);
    expect(card.lastImport).toEqual({
      uuidImport: queued.lastImport!.uuidImport,
      state: 'done',
      linesRead: 6,
      imported: 3,
      duplicates: 1,
      malformed: 1,
      malformedLines: [{ line: 5, text: 'not a code' }],
      error: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      finishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(card).toMatchObject({ remainingCodesCount: 3, usedCodesCount: 0 });

    const second = await api.upload('A3\nB1\nB2');
    const edited = await api.update(uuidStock, updateBody({ fileUrl: second.body.fileUrl }));
    expect(edited.status).toBe(200);
    expect(edited.body.fileUrl).toBe(second.body.fileUrl);
    expect(edited.body.lastImport).toMatchObject({ state: 'queued', linesRead: 0 });
    expect(edited.body.lastImport!.uuidImport).not.toBe(queued.lastImport!.uuidImport);
    const after = await finishedCard(api, uuidStock);
    expect(after.lastImport).toMatchObject({ state: 'done', linesRead: 3, imported: 2, duplicates: 1, malformed: 0 });
    expect(after).toMatchObject({ remainingCodesCount: 5, usedCodesCount: 0 });
    expect(await api.counts(uuidStock)).toMatchObject({ body: { remainingCodesCount: 5, usedCodesCount: 0 } });
    expect((await codesOf(t, uuidStock)).sort()).toEqual(['A1', 'A2', 'A3', 'B1', 'B2']);
  });

  it('imports on start a file whose job was never queued (the process died between the commit and the queue)', async () => {
    const partner = await makePartner(t, null);
    const api = await promotionApi(t);
    const { fileUrl } = (await api.upload('R1\nR2\n')).body;
    const stock = await makeStock(t, partner.uuid);
    await insertImport(t.database.db, stock.uuid, fileUrl);
    await requeueWaitingImports(t.app.ctx);
    const card = await finishedCard(api, stock.uuid);
    expect(card.lastImport).toMatchObject({ state: 'done', imported: 2 });
    expect(card.remainingCodesCount).toBe(2);
  });
});
