import { rzdExportColumns, rzdStatusLabels, type RzdApplication } from '@sks/contract';

/** Excel reads a UTF-8 file as UTF-8 only when it starts with this mark. */
export const utf8Bom = '\uFEFF';
const separator = ';';
const lineEnd = '\r\n';

/**
 * One field: quoted when it holds the separator, a quote, a line break or edge spaces (quotes
 * doubled). A field that starts like a formula gets a leading apostrophe, so a student's name
 * cannot run as a formula in the spreadsheet of the railway company.
 */
export function csvField(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: readonly string[]) => values.map(csvField).join(separator) + lineEnd;

export const csvHeader = () => utf8Bom + csvLine(rzdExportColumns);

/** An application as a line, in the order of rzdExportColumns. */
export const csvRow = (a: RzdApplication) =>
  csvLine([a.full_name, a.short_name_university, rzdStatusLabels[a.statusRzd], a.created_at, a.message ?? '']);
