import { pluralRu } from './plural.js';

/**
 * Date and time on the wire for promotions and news: 'YYYY-MM-DD HH:mm:ss' in Moscow time
 * (spec 02 section 5). Moscow keeps UTC+3 all year, so the offset is fixed.
 */
const moscowOffsetMs = 3 * 3_600_000;
const wire = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** The instant a wire value names, or null when it is not a real date and time. */
export function parseMoscowDateTime(value: string): Date | null {
  const m = wire.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  return new Date(utc - moscowOffsetMs);
}

/** An instant as the wire writes it, in Moscow time. */
export function toMoscowDateTime(instant: Date | string | number): string {
  const iso = new Date(new Date(instant).getTime() + moscowOffsetMs).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** 'DD.MM.YYYY' and 'HH:mm' (as the forms hold them, Moscow time) to the wire form; null when invalid. */
export function wireOfRuDateTime(date: string, time: string): string | null {
  const d = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(date.trim());
  const t = /^(\d{2}):(\d{2})$/.exec(time.trim());
  if (!d || !t) return null;
  const value = `${d[3]}-${d[2]}-${d[1]} ${t[1]}:${t[2]}:00`;
  return parseMoscowDateTime(value) ? value : null;
}

/** The wire form split back into the forms' 'DD.MM.YYYY' and 'HH:mm'. */
export function ruDateTimeOfWire(value: string): { date: string; time: string } {
  const [day, clock] = value.split(' ');
  const [y, m, d] = day.split('-');
  return { date: `${d}.${m}.${y}`, time: clock.slice(0, 5) };
}

/** A wire date-time as the screens show it: 'DD.MM.YYYY HH:mm' (Moscow); '' when absent or malformed. */
export function shownDateTime(value: string | null | undefined): string {
  if (!value || !parseMoscowDateTime(value)) return '';
  const { date, time } = ruDateTimeOfWire(value.trim());
  return `${date} ${time}`;
}

const minute = 60_000;
const hour = 60 * minute;

/**
 * How long ago, as the news list says it (spec 02 section 4): 'только что', 'N минут назад',
 * 'N часов назад', 'вчера', 'позавчера', then the date; days are Moscow days.
 */
export function relativeTimeRu(instant: Date | string, now: Date = new Date()): string {
  const then = new Date(instant).getTime();
  const diff = now.getTime() - then;
  const dayOf = (ms: number) => Math.floor((ms + moscowOffsetMs) / 86_400_000);
  const days = dayOf(now.getTime()) - dayOf(then);
  // A time up to a minute ahead is a clock slightly off, not the future.
  if (diff > -minute && diff < minute) return 'только что';
  if (diff >= 0 && diff < hour) return `${Math.floor(diff / minute)} ${pluralRu(Math.floor(diff / minute), ['минуту', 'минуты', 'минут'])} назад`;
  if (diff >= 0 && days === 0) return `${Math.floor(diff / hour)} ${pluralRu(Math.floor(diff / hour), ['час', 'часа', 'часов'])} назад`;
  if (days === 1) return 'вчера';
  if (days === 2) return 'позавчера';
  const [d, t] = toMoscowDateTime(then).split(' ');
  const [y, m, dd] = d.split('-');
  return `${dd}.${m}.${y} ${t.slice(0, 5)}`;
}
