/** Dates as the spec writes them (DD.MM.YYYY, HH:MM), and Moscow time for people (a fixed UTC+3, as moscow-time.ts). */
import { ruDateTimeOfWire, toMoscowDateTime } from './moscow-time.js';

const ruDate = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const ruTime = /^(\d{2}):(\d{2})$/;

/** Parses DD.MM.YYYY into ISO YYYY-MM-DD; null when it is not a real calendar date. */
export function parseRuDate(value: string): string | null {
  const m = ruDate.exec(value.trim());
  if (!m) return null;
  const [, dd, mm, yyyy] = m;
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  if (month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** ISO YYYY-MM-DD (or a longer ISO timestamp's date part) to DD.MM.YYYY. */
export function formatRuDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

export function isRuTime(value: string): boolean {
  const m = ruTime.exec(value.trim());
  return !!m && Number(m[1]) < 24 && Number(m[2]) < 60;
}

/** "22.11.2026 14:05 МСК" */
export function formatMoscowDateTime(instant: Date | string): string {
  const { date, time } = ruDateTimeOfWire(toMoscowDateTime(instant));
  return `${date} ${time} МСК`;
}

/** Today's date in Moscow as ISO YYYY-MM-DD. */
export function moscowToday(now: Date = new Date()): string {
  return toMoscowDateTime(now).slice(0, 10);
}

/** Whole days from `fromIso` to `toIso` (both YYYY-MM-DD); negative when `toIso` is earlier. */
export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 86_400_000);
}
