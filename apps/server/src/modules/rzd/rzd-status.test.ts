import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rzdMessages, rzdRejectionMessage } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { auditLog } from '../../platform/audit/schema.js';
import { failingFields } from '../universities/fixtures.js';
import { makeApplication, makeStudents, rzdApi, storedStatuses } from './fixtures.js';

const t = useTestApp();
const unknown = '00000000-0000-4000-8000-000000000000';

async function three() {
  const { students } = await makeStudents(t, [
    { surname: 'Иванов', name: 'Иван' },
    { surname: 'Петров', name: 'Пётр' },
    { surname: 'Сидоров', name: 'Сидор' },
  ]);
  return { students, apps: await Promise.all(students.map((s) => makeApplication(t, s))) };
}

describe('PUT /v1/rzd/status', () => {
  it('approves the chosen applications at once and answers with them', async () => {
    const { apps } = await three();
    const api = await rzdApi(t);
    const res = await api.status({ key: [apps[0], apps[1]], status: 'approved', message: '' });
    expect(res.status).toBe(200);
    expect(res.body.map((r) => [r.uuid, r.statusRzd]).sort()).toEqual([[apps[0], 'approved'], [apps[1], 'approved']].sort());
    const stored = await storedStatuses(t);
    expect(stored[apps[2]].status).toBe('at_work');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'rzd.status'));
    expect(audit).toHaveLength(1);
  });

  it('keeps the rejection reason and shows it in the list; no reason gives "Причина отказа не указана"', async () => {
    const { apps } = await three();
    const api = await rzdApi(t);
    const reason = rzdRejectionMessage('fullName', '');
    expect((await api.status({ key: [apps[0], apps[1]], status: 'rejected', message: reason })).status).toBe(200);
    expect((await api.status({ key: [apps[2]], status: 'rejected' })).body[0].message).toBe(rzdMessages.noReason);
    const list = await api.list('', { 'X-Filter-Status': 'rejected' });
    expect(list.body.map((r) => r.message).sort()).toEqual([reason, reason, 'Причина отказа не указана'].sort());
  });

  it('clears the reason when a rejected application is approved or taken back to work', async () => {
    const { apps } = await three();
    const api = await rzdApi(t);
    await api.status({ key: apps, status: 'rejected', message: 'Нет документов' });
    expect((await api.status({ key: [apps[0]], status: 'approved' })).body[0]).toMatchObject({ statusRzd: 'approved', message: null });
    expect((await api.status({ key: [apps[1]], status: 'at_work' })).body[0]).toMatchObject({ statusRzd: 'at_work', message: null });
    expect((await api.status({ key: [apps[0]], status: 'rejected', message: '  Повторно  ' })).body[0].message).toBe('Повторно');
  });

  it('answers 400 naming the field for bad input', async () => {
    const api = await rzdApi(t);
    const cases: [unknown, string[]][] = [
      [{ key: [], status: 'approved' }, ['key']],
      [{ status: 'approved' }, ['key']],
      [{ key: ['nope'], status: 'approved' }, ['key.0']],
      [{ key: [unknown], status: 'done' }, ['status']],
      [{ key: [unknown] }, ['status']],
      [{ key: [unknown], status: 'rejected', message: 'я'.repeat(501) }, ['message']],
      [{ key: [unknown], status: 'rejected', message: 5 }, ['message']],
      [{ key: Array.from({ length: 101 }, () => unknown), status: 'approved' }, ['key']],
    ];
    for (const [body, fields] of cases) {
      const res = await api.status(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(failingFields(res.body)).toEqual(fields);
    }
    const nul = await api.status({ key: [unknown], status: 'rejected', message: 'a\u0000b' });
    expect(nul.status).toBe(400);
  });

  it('answers 404 for an unknown application and changes none of the others', async () => {
    const { apps } = await three();
    const api = await rzdApi(t);
    const res = await api.status({ key: [apps[0], unknown], status: 'approved' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(rzdMessages.notFound);
    expect((await storedStatuses(t))[apps[0]].status).toBe('at_work');
  });

  it('answers 409 for an application already in that status, changing nothing', async () => {
    const { apps } = await three();
    const api = await rzdApi(t);
    await api.status({ key: [apps[0]], status: 'approved' });
    const res = await api.status({ key: [apps[1], apps[0]], status: 'approved' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'same_status', message: 'Заявка уже в статусе «Одобрена»' });
    expect((await storedStatuses(t))[apps[1]].status).toBe('at_work');
    const again = await api.status({ key: [apps[2]], status: 'at_work' });
    expect(again.status).toBe(409);
  });

  it('answers 409 when reopening would give a student a second application at work, changing nothing', async () => {
    const { students, apps } = await three();
    const api = await rzdApi(t);
    await api.status({ key: [apps[0], apps[1]], status: 'rejected', message: 'Нет' });
    await makeApplication(t, students[0]);
    const res = await api.status({ key: [apps[1], apps[0]], status: 'at_work' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'open_exists', message: rzdMessages.openExists });
    const stored = await storedStatuses(t);
    expect([stored[apps[0]].status, stored[apps[1]].status]).toEqual(['rejected', 'rejected']);
  });

  it('takes one key twice as one application', async () => {
    const { apps } = await three();
    const api = await rzdApi(t);
    const res = await api.status({ key: [apps[0], apps[0]], status: 'approved' });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
  });

  it('answers 401 without a token; every console role may change statuses', async () => {
    const { apps } = await three();
    expect((await t.call('PUT', '/v1/rzd/status', { body: { key: [apps[0]], status: 'approved' } })).status).toBe(401);
    const statuses = ['approved', 'rejected'] as const;
    for (const [i, role] of (['admin', 'superadmin'] as const).entries()) {
      const res = await (await rzdApi(t, role)).status({ key: [apps[0]], status: statuses[i] });
      expect(res.status).toBe(200);
    }
  });
});
