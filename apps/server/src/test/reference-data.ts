import type { Db } from '../platform/db/client.js';
import { referenceCityRows } from '../integrations/geocoder/reference-cities-data.js';
import { categories, cities } from '../modules/lookups/schema.js';
import { referenceCategories } from '../modules/lookups/reference-categories.js';

/**
 * Puts back the rows migration 0018 gives every installation, which the harness empties before
 * each test: for tests of the demo seed, which builds on them as a real start-up does.
 */
export async function restoreReferenceData(db: Db): Promise<void> {
  await db.insert(categories).values([...referenceCategories]);
  await db.insert(cities).values(
    referenceCityRows.map(([uuid, name, region, latitude, longitude, population]) => ({ uuid, name, region, latitude, longitude, population })),
  );
}
