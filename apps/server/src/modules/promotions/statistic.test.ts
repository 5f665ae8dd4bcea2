import { describe, expect, it } from 'vitest';
import { promotionMessages as m } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { addCodes, makeCity, makePartner, makeStock, makeStudent, operatorToken, promotionApi, unknownUuid } from './fixtures.js';

const t = useTestApp();

/** A promotion with 3 free codes and 3 given out (at known times), and another promotion's codes beside it. */
async function promotionWithCodes() {
  const city = await makeCity(t, 'Москва');
  const anna = await makeStudent(t, city, { surname: 'Петрова', name: 'Анна' });
  const boris = await makeStudent(t, city, { surname: 'Сидоров', name: 'Борис' });
  const partner = await makePartner(t, city);
  const stock = await makeStock(t, partner.uuid);
  const other = await makeStock(t, partner.uuid);
  await addCodes(t, stock.uuid, [
    { code: 'FREE1' },
    { code: 'OLD', uuidStudent: anna.uuid, grantedAt: new Date('2026-01-10T09:00:00Z') },
    { code: 'FREE2' },
    { code: 'NEWEST', uuidStudent: boris.uuid, grantedAt: new Date('2026-03-05T21:30:00Z') },
    { code: 'MIDDLE', uuidStudent: anna.uuid, grantedAt: new Date('2026-02-01T00:00:00Z') },
    { code: 'FREE3' },
  ]);
  await addCodes(t, other.uuid, [{ code: 'FREE1' }, { code: 'ELSE', uuidStudent: boris.uuid, grantedAt: new Date('2026-03-06T00:00:00Z') }]);
  return { stock, other };
}

describe('POST /v2/stock/{id}/statistic/short', () => {
  it('counts the free and the given-out codes of this promotion only, as the card does', async () => {
    const { stock, other } = await promotionWithCodes();
    const api = await promotionApi(t);
    const res = await api.counts(stock.uuid);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ remainingCodesCount: 3, usedCodesCount: 3 });
    expect((await api.card(stock.uuid)).body).toMatchObject({ remainingCodesCount: 3, usedCodesCount: 3 });
    expect((await api.counts(other.uuid)).body).toEqual({ remainingCodesCount: 1, usedCodesCount: 1 });
  });

  it('answers zeros for a promotion without codes, 404 for an unknown one, 400 for a bad id, 401 and 403', async () => {
    const partner = await makePartner(t, null);
    const stock = await makeStock(t, partner.uuid);
    const api = await promotionApi(t);
    expect((await api.counts(stock.uuid)).body).toEqual({ remainingCodesCount: 0, usedCodesCount: 0 });
    const missing = await api.counts(unknownUuid);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'not_found', message: m.notFound });
    expect((await api.counts('abc')).status).toBe(400);
    expect((await api.counts(stock.uuid, { token: undefined })).status).toBe(401);
    expect((await api.counts(stock.uuid, { token: await operatorToken(t) })).status).toBe(403);
  });
});

describe('POST /v2/stock/{id}/statistic (usage)', () => {
  it('lists the given-out codes newest first with the student name, the Moscow time and x-record-count', async () => {
    const { stock } = await promotionWithCodes();
    const api = await promotionApi(t);
    const res = await api.usage(stock.uuid);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-record-count')).toBe('3');
    expect(res.body).toEqual([
      { codeValue: 'NEWEST', userName: 'Сидоров Борис', granted: '2026-03-06 00:30:00' },
      { codeValue: 'MIDDLE', userName: 'Петрова Анна', granted: '2026-02-01 03:00:00' },
      { codeValue: 'OLD', userName: 'Петрова Анна', granted: '2026-01-10 12:00:00' },
    ]);
  });

  it('pages by x-offset and x-limit, keeping the total', async () => {
    const { stock } = await promotionWithCodes();
    const api = await promotionApi(t);
    const page = await api.usage(stock.uuid, { 'x-offset': '1', 'x-limit': '1' });
    expect(page.body.map((u) => u.codeValue)).toEqual(['MIDDLE']);
    expect(page.headers.get('x-record-count')).toBe('3');
    const past = await api.usage(stock.uuid, { 'x-offset': '3' });
    expect(past.body).toEqual([]);
    expect(past.headers.get('x-record-count')).toBe('3');
  });

  it('answers an empty list with a zero total when no code was given out', async () => {
    const partner = await makePartner(t, null);
    const stock = await makeStock(t, partner.uuid);
    const api = await promotionApi(t);
    const res = await api.usage(stock.uuid);
    expect(res.body).toEqual([]);
    expect(res.headers.get('x-record-count')).toBe('0');
  });

  it('answers 400 for bad paging headers, 404 for an unknown promotion, 401 and 403', async () => {
    const { stock } = await promotionWithCodes();
    const api = await promotionApi(t);
    const bad = await api.usage(stock.uuid, { 'x-offset': '-1', 'x-limit': '101' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.map((f) => f.field).sort()).toEqual(['headers.x-limit', 'headers.x-offset']);
    const missing = await api.usage(unknownUuid);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'not_found', message: m.notFound });
    expect((await api.usage(stock.uuid, {}, { token: undefined })).status).toBe(401);
    expect((await api.usage(stock.uuid, {}, { token: await operatorToken(t) })).status).toBe(403);
  });
});
