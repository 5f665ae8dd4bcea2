/**
 * Writes the reference cities (every Russian city of 50 000 inhabitants or more) from the data
 * set "Города России" by HFLabs (github.com/hflabs/city, CC BY-SA 4.0) into the geocoder
 * sandbox's list, and prints the rows for a migration. Run once per new edition of the data:
 *   npx tsx apps/server/src/cli/reference-cities.ts /work/shared/data/russian-cities.csv
 * The migration that landed (0018_reference_data.sql) is never rewritten; a new edition goes
 * into a new migration.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const minPopulation = 50_000;

/** RFC 4180 fields: quoted fields may hold commas and doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') field += text[++i];
      else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** The data set's short region forms ('Респ', 'обл', 'Аобл', ...) written out as people write them. */
function regionName(type: string, name: string): string {
  switch (type) {
    case 'Респ':
      if (name === 'Саха /Якутия/') return 'Республика Саха (Якутия)';
      return name.endsWith('ская') ? `${name} Республика` : `Республика ${name}`;
    case 'край':
      return `${name} край`;
    case 'обл':
      return `${name} область`;
    case 'Аобл':
      return `${name} автономная область`;
    case 'АО':
      return name.includes('округ') ? name.replace('Автономный округ -', 'автономный округ —') : `${name} автономный округ`;
    default:
      // 'г' (Москва, Санкт-Петербург, Севастополь) and 'Чувашия' carry the full name already
      return name;
  }
}

type Row = { uuid: string; name: string; region: string; latitude: number; longitude: number; population: number };

function readCities(file: string): Row[] {
  const [header, ...rows] = parseCsv(readFileSync(file, 'utf8'));
  const at = (row: string[], column: string) => row[header.indexOf(column)];
  return rows
    .filter((r) => Number(at(r, 'population')) >= minPopulation)
    .map((r) => ({
      uuid: at(r, 'fias_id'),
      // a city that is its own district has its name in `area`; a federal city only in `region`
      name: at(r, 'city') || (at(r, 'area_type') === 'г' ? at(r, 'area') : at(r, 'region')),
      region: regionName(at(r, 'region_type'), at(r, 'region')),
      latitude: Number(at(r, 'geo_lat')),
      longitude: Number(at(r, 'geo_lon')),
      population: Number(at(r, 'population')),
    }));
}

const sqlText = (s: string) => `'${s.replaceAll("'", "''")}'`;

function main() {
  const csv = process.argv[2];
  if (!csv) throw new Error('usage: tsx apps/server/src/cli/reference-cities.ts <russian-cities.csv>');
  const cities = readCities(csv);
  const target = fileURLToPath(new URL('../integrations/geocoder/reference-cities-data.ts', import.meta.url));
  const lines = cities.map((c) => `  [${JSON.stringify(c.uuid)}, ${JSON.stringify(c.name)}, ${JSON.stringify(c.region)}, ${c.latitude}, ${c.longitude}, ${c.population}],`);
  writeFileSync(
    target,
    `/**
 * The reference cities: every city of Russia with 50 000 inhabitants or more, as
 * [FIAS id (the row's uuid), name, region, latitude, longitude, population].
 * Source: "Города России" by HFLabs (github.com/hflabs/city, data of 2021-10-11, from DaData),
 * licensed under CC BY-SA 4.0 (creativecommons.org/licenses/by-sa/4.0/); this list is shared
 * under the same licence. Written by src/cli/reference-cities.ts; migration 0018 holds the same rows.
 */
export const referenceCityRows: readonly (readonly [string, string, string, number, number, number])[] = [
${lines.join('\n')}
];
`,
  );
  const values = cities.map((c) => `(${sqlText(c.uuid)}, ${sqlText(c.name)}, ${sqlText(c.region)}, ${c.latitude}, ${c.longitude}, ${c.population})`);
  process.stdout.write(`${values.join(',\n')}\n`);
}

main();
