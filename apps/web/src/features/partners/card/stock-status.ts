import { parseMoscowDateTime, toMoscowDateTime } from '@sks/contract';

/** A promotion date as the API gives it: the wire's Moscow 'YYYY-MM-DD HH:mm:ss'. */
const instantOf = (value: string | null | undefined): Date | null => (value ? parseMoscowDateTime(value) : null);

type StockFacts = { status: string; dateBegin?: string | null; dateEnd?: string | null };

/**
 * How a promotion's status reads on its card: blocked by name; active only within its dates, so one
 * that has ended or not begun reads as not running, like anything else.
 */
export function stockStatus({ status, dateBegin, dateEnd }: StockFacts, now = new Date()): { label: string; color: string } {
  if (status === 'blocked') return { label: 'Заблокирована', color: 'red' };
  const begin = instantOf(dateBegin);
  const end = instantOf(dateEnd);
  if (status === 'active' && (!begin || begin <= now) && (!end || now <= end)) return { label: 'Активна', color: 'teal' };
  return { label: 'Неактивна', color: 'gray' };
}

/** A promotion date in Moscow parts. */
function moscowParts(value: string | null): { day: string; month: string; year: string; time: string } | null {
  const instant = instantOf(value);
  if (!instant) return null;
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
