import { parseMoscowDateTime, toMoscowDateTime } from '@sks/contract';

/** How a promotion's status reads on its card: active and blocked by name, anything else as not running. */
export function stockStatus(status: string): { label: string; color: string } {
  if (status === 'active') return { label: 'Активна', color: 'teal' };
  if (status === 'blocked') return { label: 'Заблокирована', color: 'red' };
  return { label: 'Неактивна', color: 'gray' };
}

const wireForm = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** A promotion date as the API gives it (an ISO instant, or the promotions' Moscow 'YYYY-MM-DD HH:mm:ss') in Moscow parts. */
function moscowParts(value: string | null): { day: string; month: string; year: string; time: string } | null {
  if (!value) return null;
  const instant = wireForm.test(value.trim()) ? parseMoscowDateTime(value) : new Date(value);
  if (!instant || Number.isNaN(instant.getTime())) return null;
  const [date, clock] = toMoscowDateTime(instant).split(' ');
  const [year, month, day] = date.split('-');
  return { day, month, year, time: clock.slice(0, 5) };
}

/** Spec 02 section 2: the card's period as 'day.month – end', e.g. '01.03 – 31.03.2026'. */
export function stockCardPeriod(dateBegin: string | null, dateEnd: string | null): string {
  const begin = moscowParts(dateBegin);
  const end = moscowParts(dateEnd);
  const full = (p: NonNullable<typeof begin>) => `${p.day}.${p.month}.${p.year}`;
  if (begin && end) return `${begin.day}.${begin.month} – ${full(end)}`;
  if (begin) return `с ${full(begin)}`;
  if (end) return `до ${full(end)}`;
  return 'Сроки не указаны';
}

/** Spec 02 section 9: promotion dates shown as 'dd.mm.yyyy hh:mm', both ends (the details popup). */
export function stockFullPeriod(dateBegin: string | null, dateEnd: string | null): string {
  const shown = (value: string | null) => {
    const p = moscowParts(value);
    return p ? `${p.day}.${p.month}.${p.year} ${p.time}` : null;
  };
  const begin = shown(dateBegin);
  const end = shown(dateEnd);
  if (begin && end) return `${begin} – ${end}`;
  if (begin) return `с ${begin}`;
  if (end) return `до ${end}`;
  return 'Сроки не указаны';
}
