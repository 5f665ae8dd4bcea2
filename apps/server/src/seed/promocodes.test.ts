import { describe, expect, it } from 'vitest';
import { isPromocodeValidAt, toWireDateTime } from '@sks/contract';
import { useTestApp } from '../test/harness.js';
import { makeCity, makeStudent } from '../modules/partners/fixtures.js';
import { promocodeRegistrations, registrationPromocodes } from '../modules/promocodes/schema.js';
import { demoPromocodeCount, seedPromocodes } from './promocodes.js';

const t = useTestApp();

describe('demo data: registration promo codes', () => {
  it('seeds 40 codes (current, expired, later) the same way each time, with registrations on the current ones only', async () => {
    const db = t.database.db;
    const city = await makeCity(t, 'Самара');
    for (let i = 0; i < 30; i++) await makeStudent(t, city);
    const now = new Date('2026-11-25T12:00:00Z');
    await seedPromocodes(db, now);

    const codes = await db.select().from(registrationPromocodes).orderBy(registrationPromocodes.id);
    expect(codes).toHaveLength(demoPromocodeCount);
    const wire = (c: (typeof codes)[number]) => ({ startDate: toWireDateTime(c.startDate), expirationDate: toWireDateTime(c.expirationDate) });
    const current = codes.filter((c) => isPromocodeValidAt(wire(c), now));
    const expired = codes.filter((c) => c.expirationDate < now);
    const later = codes.filter((c) => c.startDate > now);
    expect([current.length, expired.length, later.length]).toEqual([14, 13, 13]);
    expect(new Set(codes.map((c) => c.promocode.toLowerCase())).size).toBe(demoPromocodeCount);
    expect(codes.every((c) => c.promocode.length < 15 && c.expirationDate > c.startDate)).toBe(true);

    const registrations = await db.select().from(promocodeRegistrations);
    expect(registrations).toHaveLength(30);
    const currentIds = new Set(current.map((c) => c.id));
    for (const r of registrations) {
      expect(currentIds.has(r.idPromocode)).toBe(true);
      const code = codes.find((c) => c.id === r.idPromocode)!;
      expect(r.createdAt >= code.startDate && r.createdAt <= now).toBe(true);
      expect(r.login).toMatch(/^79\d{9}$/);
    }

    // The same seed gives the same codes.
    await db.delete(registrationPromocodes);
    await seedPromocodes(db, now);
    const again = await db.select().from(registrationPromocodes).orderBy(registrationPromocodes.id);
    expect(again.map((c) => [c.promocode, c.content, c.startDate, c.expirationDate])).toEqual(codes.map((c) => [c.promocode, c.content, c.startDate, c.expirationDate]));
  });
});
