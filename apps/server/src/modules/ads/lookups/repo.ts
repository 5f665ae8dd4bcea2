import { asc, count, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import { partners } from '../../partners/schema.js';
import { okved } from '../schema.js';
import { containsAny, offsetOf, type AdsPage } from '../paging.js';
import { byName } from '../../../platform/db/collation.js';

export async function okvedPage(db: Db, search: string | undefined, page: AdsPage) {
  const where = containsAny(search, [okved.code, okved.name]);
  const rows = await db.select().from(okved).where(where).orderBy(sql`${okved.code} COLLATE "C"`).limit(page.limit).offset(offsetOf(page));
  const [{ total }] = await db.select({ total: count() }).from(okved).where(where);
  return { rows, total };
}

export async function partnerPickerPage(db: Db, search: string | undefined, page: AdsPage) {
  return db
    .select({ uuidPartner: partners.uuid, name: partners.name })
    .from(partners)
    .where(containsAny(search, [partners.name, partners.legalName]))
    .orderBy(asc(byName(partners.name)), asc(partners.uuid))
    .limit(page.limit)
    .offset(offsetOf(page));
}
