import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { partnerBlockPresets, partnerMessages as m } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { auditLog } from '../../platform/audit/schema.js';
import { failingFields, makeCity, makePartner } from './fixtures.js';
import { operatorToken, partnerApi, unknownUuid } from './partners-api.js';

const t = useTestApp();

const auditOf = (entityId: string, action: string) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));

describe('PUT /v1/partner/{id}/status', () => {
  it('blocks with the reason and answers the card; the list shows the status', async () => {
    const partner = await makePartner(t, await makeCity(t, 'Москва'));
    const api = await partnerApi(t);
    const res = await api.status(partner.uuid, { status: 'blocked', reasonBlocked: ` ${partnerBlockPresets[1]} ` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uuidPartner: partner.uuid, status: 'blocked', reasonBlocked: partnerBlockPresets[1], nameMainCity: 'Москва' });
    expect((await api.list({ status: 'blocked' })).body.map((p) => p.uuidPartner)).toEqual([partner.uuid]);
  });

  it('unblocks and clears the reason, whatever reason is sent', async () => {
    const partner = await makePartner(t, null, { status: 'blocked', reasonBlocked: 'Нарушение условий договора' });
    const api = await partnerApi(t);
    const res = await api.status(partner.uuid, { status: 'active', reasonBlocked: 'ещё одна причина' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'active', reasonBlocked: null });
    expect((await api.card(partner.uuid)).body).toMatchObject({ status: 'active', reasonBlocked: null });
  });

  it('records blocking and unblocking in the audit log', async () => {
    const partner = await makePartner(t, null);
    const api = await partnerApi(t);
    await api.status(partner.uuid, { status: 'blocked', reasonBlocked: 'Своя причина' });
    await api.status(partner.uuid, { status: 'active' });
    const [block] = await auditOf(partner.uuid, 'partner.block');
    expect(block).toMatchObject({ entity: 'partner', actorUuid: api.user.uuid, before: { status: 'active' }, after: { status: 'blocked', reasonBlocked: 'Своя причина' } });
    const [unblock] = await auditOf(partner.uuid, 'partner.unblock');
    expect(unblock).toMatchObject({ before: { status: 'blocked' }, after: { status: 'active', reasonBlocked: null } });
  });

  it('answers 400 for blocking without a reason and for an unknown status, and changes nothing', async () => {
    const partner = await makePartner(t, null);
    const api = await partnerApi(t);
    for (const reasonBlocked of [undefined, null, '', '   ']) {
      const res = await api.status(partner.uuid, { status: 'blocked', reasonBlocked });
      expect(res.status, String(reasonBlocked)).toBe(400);
      expect(res.body.fields).toEqual([{ field: 'body.reasonBlocked', message: m.reasonRequired }]);
    }
    const bad = await api.status(partner.uuid, { status: 'deleted' });
    expect(bad.status).toBe(400);
    expect(failingFields(bad.body)).toEqual(['status']);
    expect((await api.card(partner.uuid)).body.status).toBe('active');
  });

  it('answers 404 for an unknown partner, 401 without a token and 403 to an operator', async () => {
    const partner = await makePartner(t, null);
    const api = await partnerApi(t);
    const missing = await api.status(unknownUuid, { status: 'active' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'not_found', message: m.notFound });
    const body = { status: 'blocked', reasonBlocked: 'Причина' };
    expect((await api.status(partner.uuid, body, { token: undefined })).status).toBe(401);
    expect((await api.status(partner.uuid, body, { token: await operatorToken(t) })).status).toBe(403);
    expect((await api.card(partner.uuid)).body.status).toBe('active');
  });
});
