import { parseMoscowDateTime, shownDateTime, type PromotionStatus } from '@sks/contract';

/** Only the day of a wire date-time: 'DD.MM.YYYY'. */
export function shownDay(wire: string | null | undefined): string {
  return shownDateTime(wire).slice(0, 10);
}

/** The validity period: 'DD.MM.YYYY HH:mm – DD.MM.YYYY HH:mm', or the one end known. */
export function shownPeriod(dateBegin: string | null | undefined, dateEnd: string | null | undefined): string {
  const begin = shownDateTime(dateBegin);
  const end = shownDateTime(dateEnd);
  if (begin && end) return `${begin} – ${end}`;
  if (begin) return `с ${begin}`;
  if (end) return `до ${end}`;
  return 'Сроки не указаны';
}

type StatusFacts = { status: PromotionStatus; dateBegin?: string | null; dateEnd?: string | null };

/**
 * Spec 02 section 2: the card says Активна or Неактивна. Active means not blocked and within its
 * dates: one that has ended or not begun yet is Неактивна too (docs/decisions.md).
 */
export function statusLabel({ status, dateBegin, dateEnd }: StatusFacts, now = new Date()): { label: string; color: string } {
  const begin = dateBegin ? parseMoscowDateTime(dateBegin) : null;
  const end = dateEnd ? parseMoscowDateTime(dateEnd) : null;
  const running = (!begin || begin <= now) && (!end || now <= end);
  return status === 'active' && running ? { label: 'Активна', color: 'teal' } : { label: 'Неактивна', color: 'gray' };
}
