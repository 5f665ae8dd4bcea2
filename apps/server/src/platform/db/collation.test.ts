import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { apiPaths } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { signedIn } from '../../test/factories.js';
import { makeCity, makeUniversity } from '../../modules/universities/fixtures.js';
import { makePartner } from '../../modules/partners/fixtures.js';
import { byName } from './collation.js';

const t = useTestApp();

/** Dictionary order, written out by hand: case ignored, 'ё' with 'е', digits and Latin first; case and 'ё' break ties. */
const russianOrder = ['1-й медицинский', 'Apple', 'абрикос', 'Банк', 'ВолгГТУ', 'ВолГУ', 'Ёж', 'ежевика', 'Елена', 'елка', 'Елка', 'ёлка', 'Жук', 'Яблоко'];
/** The same names shuffled so that neither byte order nor insertion order gives the answer. */
const shuffled = ['Яблоко', 'Елка', 'ВолГУ', 'ёлка', 'Apple', 'Жук', 'ВолгГТУ', 'Ёж', 'абрикос', 'Елена', '1-й медицинский', 'елка', 'ежевика', 'Банк'];

describe('names in Russian dictionary order', () => {
  it('sorts a list of names so in the database', async () => {
    const values = sql.join(shuffled.map((n) => sql`(${n})`), sql`, `);
    const result = await t.database.db.execute(sql`SELECT n FROM (VALUES ${values}) AS v(n) ORDER BY ${byName(sql.raw('n'))}`);
    const rows = (result as unknown as { rows: { n: string }[] }).rows;
    expect(rows.map((r) => r.n)).toEqual(russianOrder);
  });

  it('sorts the universities list by name so, both ways', async () => {
    const city = await makeCity(t, 'Волгоград');
    for (const shortName of shuffled) await makeUniversity(t, city, { shortName });
    const { tokens } = await signedIn(t);
    const list = async (direction: string) => {
      const res = await t.call<{ shortName: string }[]>('PUT', apiPaths.universities, {
        token: tokens.accessToken,
        headers: { 'x-sort-field': 'name', 'x-sort-direction': direction, 'x-limit': '50' },
      });
      expect(res.status).toBe(200);
      return res.body.map((u) => u.shortName);
    };
    expect(await list('ASC')).toEqual(russianOrder);
    expect(await list('DESC')).toEqual([...russianOrder].reverse());
  });

  it('sorts the partners list by name so', async () => {
    for (const name of shuffled) await makePartner(t, null, { name });
    const { tokens } = await signedIn(t);
    const res = await t.call<{ name: string }[]>('PUT', apiPaths.partners, {
      token: tokens.accessToken,
      headers: { 'x-sort-field': 'name', 'x-sort-direction': 'ASC', 'x-limit': '50' },
    });
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.name)).toEqual(russianOrder);
  });
});
