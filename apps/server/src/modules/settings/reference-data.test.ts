import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { openTestDatabase } from '../../test/databases.js';
import { referenceCityRows } from '../../integrations/geocoder/reference-cities-data.js';
import { categories, cities } from '../lookups/schema.js';
import { referenceCategories } from '../lookups/reference-categories.js';

/** A freshly migrated database, never seeded nor emptied: what a real installation starts from. */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('reference data in every installation (migration 0018)', () => {
  it('holds the 325 cities of 50 000 inhabitants or more with region, centre and population, under their FIAS ids', async () => {
    const rows = await database.db.select().from(cities).orderBy(asc(cities.name));
    expect(rows).toHaveLength(325);
    expect(rows).toHaveLength(referenceCityRows.length);
    const byUuid = new Map(rows.map((r) => [r.uuid, r]));
    for (const [uuid, name, region, latitude, longitude, population] of referenceCityRows) {
      expect(byUuid.get(uuid), name).toEqual({ uuid, name, region, latitude, longitude, population, hidden: false });
    }
    const [moscow] = await database.db.select().from(cities).where(eq(cities.name, 'Москва'));
    expect(moscow).toMatchObject({ uuid: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5', region: 'Москва', population: 11_514_330 });
    expect(rows.filter((r) => r.name === 'Железногорск').map((r) => r.region).sort()).toEqual(['Красноярский край', 'Курская область']);
    expect(rows.every((r) => r.population! >= 50_000)).toBe(true);
  });

  it('holds the partner categories with their stable ids', async () => {
    const rows = await database.db.select().from(categories).orderBy(asc(categories.name));
    expect(rows.map(({ uuid, name }) => ({ uuid, name }))).toEqual([...referenceCategories].sort((a, b) => a.name.localeCompare(b.name)));
    expect(rows.every((r) => !r.hidden)).toBe(true);
  });
});
