import type { StatisticsPeriod } from '@sks/contract';

const ruNumber = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0, useGrouping: 'always' });
const thinSpace = '\u202f';
const minus = '\u2212';

/** A count as Russian typography writes it: thousands split by a thin non-breaking space. */
export function formatCount(value: number): string {
  return ruNumber
    .formatToParts(Math.abs(value))
    .map((part) => (part.type === 'group' ? thinSpace : part.value))
    .join('');
}

/** A change with its sign: '+12', '−3', '0'. */
export function formatChange(up: number): string {
  if (up === 0) return '0';
  return `${up > 0 ? '+' : minus}${formatCount(up)}`;
}

export type UpLine = { text: string; color: string };

/**
 * period all: up is what came in the last 30 days, '+N за месяц';
 * period month: up is the change against the 30 days before, green when up, red when down.
 */
export function upLine(period: StatisticsPeriod, up: number): UpLine {
  if (period === 'all') return { text: `+${formatCount(Math.max(0, up))} за месяц`, color: up > 0 ? 'teal' : 'dimmed' };
  const color = up > 0 ? 'teal' : up < 0 ? 'red' : 'dimmed';
  return { text: `${formatChange(up)} к прошлому месяцу`, color };
}

const monthNames = ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'];

/** 'YYYY-MM' as the spec shows a statistics month: the full Russian month name and the year. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return `${monthNames[m - 1]} ${year}`;
}

/** 'YYYY-MM' for a chart axis: 'Янв 26'. */
export function monthTick(month: string): string {
  const [year, m] = month.split('-');
  return `${monthNames[Number(m) - 1].slice(0, 3)} ${year.slice(2)}`;
}
