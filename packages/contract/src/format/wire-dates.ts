import { z } from 'zod';
import { parseMoscowDateTime, toMoscowDateTime } from './moscow-time.js';
import { moscowToday, parseRuDate } from './dates.js';

/**
 * The one wire format for dates and times (docs/decisions.md, "Dates on the wire").
 * Every answer writes an instant as Moscow time 'YYYY-MM-DD HH:mm:ss' and a calendar date as
 * 'YYYY-MM-DD'. Every request accepts those, the spec's 'DD.MM.YYYY' forms, and ISO 8601, so a
 * value read from a GET goes back unchanged in the PUT that edits it.
 */
export const wireFormats = { dateTime: 'YYYY-MM-DD HH:mm:ss', date: 'YYYY-MM-DD' } as const;
export const wireDateMessages = {
  dateTime: 'Дата и время в формате ГГГГ-ММ-ДД ЧЧ:ММ:СС или ДД.ММ.ГГГГ ЧЧ:ММ',
  date: 'Дата в формате ГГГГ-ММ-ДД или ДД.ММ.ГГГГ',
  /** What a form's date and time boxes say: people type only the screen's form. */
  typedDateTime: 'Дата и время в формате ДД.ММ.ГГГГ ЧЧ:ММ',
} as const;

const moscowOffset = '+03:00';
const ruDateTime = /^(\d{2})\.(\d{2})\.(\d{4})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const isoDateTime = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

function realIsoDate(value: string): string | null {
  const m = isoDate.exec(value);
  return m ? parseRuDate(`${m[3]}.${m[2]}.${m[1]}`) : null;
}

/** The instant a request's date-time names, or null. A value without an offset is Moscow time. */
export function parseWireDateTime(value: string): Date | null {
  const text = value.trim();
  const ru = ruDateTime.exec(text);
  if (ru) return parseMoscowDateTime(`${ru[3]}-${ru[2]}-${ru[1]} ${ru[4]}:${ru[5]}:${ru[6] ?? '00'}`);
  const iso = isoDateTime.exec(text);
  if (!iso) return null;
  const [, day, hm, sec = ':00', zone] = iso;
  const [hours, minutes] = hm.split(':').map(Number);
  if (!realIsoDate(day) || hours > 23 || minutes > 59 || Number(sec.slice(1, 3)) > 59) return null;
  const offset = !zone ? moscowOffset : zone.toUpperCase() === 'Z' ? 'Z' : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const instant = new Date(`${day}T${hm}${sec}${offset}`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** A request's calendar date as 'YYYY-MM-DD', or null; a date-time gives its Moscow day. */
export function parseWireDate(value: string): string | null {
  const text = value.trim();
  const day = realIsoDate(text) ?? parseRuDate(text);
  if (day) return day;
  const instant = parseWireDateTime(text);
  return instant ? toWireDate(instant) : null;
}

/** An instant as every answer writes it: Moscow 'YYYY-MM-DD HH:mm:ss'. */
export function toWireDateTime(instant: Date | string | number): string {
  return toMoscowDateTime(instant);
}

/** The Moscow calendar day of an instant, or a 'YYYY-MM-DD' kept as it is. */
export function toWireDate(value: Date | string | number): string {
  if (typeof value === 'string' && isoDate.test(value)) return value;
  return moscowToday(new Date(value));
}

/** The wire date-time as ISO 8601 with Moscow's offset, for `new Date()` in a browser. */
export function isoOfWireDateTime(value: string): string {
  return `${value.replace(' ', 'T')}${moscowOffset}`;
}

/** A request's date-time field: any accepted form in, the instant (Date) out. */
export const wireDateTimeInput = z
  .string()
  .max(40, { error: wireDateMessages.dateTime, abort: true })
  .transform((value, ctx) => {
    const instant = parseWireDateTime(value);
    if (!instant) {
      ctx.addIssue({ code: 'custom', message: wireDateMessages.dateTime });
      return z.NEVER;
    }
    return instant;
  });

/** A required request date-time: missing or blank is the area's required-field message, then as wireDateTimeInput. */
export const requiredWireDateTime = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, { error: requiredMessage, abort: true }).pipe(wireDateTimeInput);

/** A request's date field: any accepted form in, 'YYYY-MM-DD' out. */
export const wireDateInput = z
  .string()
  .max(40, { error: wireDateMessages.date, abort: true })
  .transform((value, ctx) => {
    const day = parseWireDate(value);
    if (!day) {
      ctx.addIssue({ code: 'custom', message: wireDateMessages.date });
      return z.NEVER;
    }
    return day;
  });

/** An answer's date-time field, as documented in the OpenAPI document. */
export const wireDateTimeOutput = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).meta({ description: 'Moscow time, YYYY-MM-DD HH:mm:ss' });
/** An answer's date field. */
export const wireDateOutput = z.string().regex(isoDate).meta({ description: 'YYYY-MM-DD' });
