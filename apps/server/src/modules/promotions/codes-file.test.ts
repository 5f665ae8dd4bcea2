import { describe, expect, it } from 'vitest';
import { apiPath, apiPaths, promotionMessages } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { appKey } from '../../test/factories.js';
import { createBody, makePartner, makeStock, operatorToken, promotionApi, unknownUuid } from './fixtures.js';

const t = useTestApp({ JOBS_POLL_SECONDS: '60' });

const download = (id: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}/api${apiPath(apiPaths.stockCodesFile, { id })}`, { headers });

describe('the promo-code file is private', () => {
  it('is served to staff by GET /v2/stock/{id}/codes-file, and to no one under /files', async () => {
    const api = await promotionApi(t);
    const content = 'CODE-1\nCODE-2\n';
    const { fileUrl } = (await api.upload(content)).body as { fileUrl: string };
    const partner = await makePartner(t, null);
    const created = await api.create(createBody(partner.uuid, { fileUrl }));
    expect(created.status).toBe(200);
    const id = created.body.uuidStock;

    const staff = await download(id, { 'x-access-token': api.token });
    expect(staff.status).toBe(200);
    expect(await staff.text()).toBe(content);
    expect(staff.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(staff.headers.get('cache-control')).toBe('private, no-store');
    expect(staff.headers.get('content-disposition')).toMatch(/^attachment;/);

    expect((await download(id)).status).toBe(401);
    expect((await download(id, (await appKey(t)).headers)).status).toBe(401);
    expect((await download(id, { 'x-access-token': await operatorToken(t) })).status).toBe(403);

    const viaFiles = await t.file(`/files/${fileUrl}`);
    expect(viaFiles.status).toBe(404);
    expect(viaFiles.body.toString()).not.toContain('CODE-1');
  });

  it('refuses under /files a promo-code file stored before private keys, and still serves public files there', async () => {
    await t.app.ctx.storage.put('codes/legacy.csv', Buffer.from('OLD-1\n'), 'text/csv');
    expect((await t.file('/files/codes/legacy.csv')).status).toBe(404);
    await t.app.ctx.storage.put('images/public.png', Buffer.from('png'), 'image/png');
    const image = await t.file('/files/images/public.png');
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for an unknown promotion or one without a file', async () => {
    const api = await promotionApi(t);
    const unknown = await download(unknownUuid, { 'x-access-token': api.token });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'not_found', message: promotionMessages.notFound });
    const stock = await makeStock(t, (await makePartner(t, null)).uuid);
    const none = await download(stock.uuid, { 'x-access-token': api.token });
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ code: 'not_found', message: promotionMessages.fileNotFound });
  });
});
