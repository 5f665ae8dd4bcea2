/** Times of day every `stepMinutes` minutes, 'HH:MM' from 00:00 (spec 02 section 9: 15-minute steps). */
export function timeOptions(stepMinutes: number): string[] {
  const step = Math.max(1, Math.floor(stepMinutes));
  const options: string[] = [];
  for (let minute = 0; minute < 24 * 60; minute += step) {
    options.push(`${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`);
  }
  return options;
}

/** The picker's options with the value in force kept among them, in order, when it is off the steps (a stored 23:59). */
export function timeOptionsWith(stepMinutes: number, current: string): string[] {
  const options = timeOptions(stepMinutes);
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(current) || options.includes(current)) return options;
  return [...options, current].sort();
}
