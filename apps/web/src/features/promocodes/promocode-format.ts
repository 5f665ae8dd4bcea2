import { parseMoscowDateTime, ruDateTimeOfWire } from '@sks/contract';

/** A wire date-time as the screens show it: 'DD.MM.YYYY HH:mm' (Moscow); '' when malformed. */
export function shownDateTime(wire: string): string {
  if (!parseMoscowDateTime(wire)) return '';
  const { date, time } = ruDateTimeOfWire(wire.trim());
  return `${date} ${time}`;
}

/** The validity range of a code (spec 03 section 2.4). */
export const shownValidity = (startDate: string, expirationDate: string) => `${shownDateTime(startDate)} – ${shownDateTime(expirationDate)}`;
