import { formatMoscowDateTime, newsLevelLabels, parseMoscowDateTime, relativeTimeRu, type News, type NewsApprove } from '@sks/contract';

/** A wire date-time ('YYYY-MM-DD HH:mm:ss', Moscow) as people read it: '22.11.2026 14:05 МСК'. */
export function moscowShown(wire: string): string {
  const instant = parseMoscowDateTime(wire);
  return instant ? formatMoscowDateTime(instant) : wire;
}

/** How long ago a wire date-time was, in Russian ('5 минут назад', 'вчера', then the date). */
export function relativeShown(wire: string, now: Date = new Date()): string {
  const instant = parseMoscowDateTime(wire);
  return instant ? relativeTimeRu(instant, now) : wire;
}

/** Badge colours of the approval states. */
export const approveColors: Record<NewsApprove, string> = { wait: 'yellow', approved: 'teal', blocked: 'red', declined: 'gray' };

/** The level, with the region or university it is for: 'Региональная · Казань'. */
export function levelShown(n: Pick<News, 'typeNews' | 'nameCity' | 'nameUniversity'>): string {
  const place = n.typeNews === 'region' ? n.nameCity : n.typeNews === 'university' ? n.nameUniversity : null;
  return place ? `${newsLevelLabels[n.typeNews]} · ${place}` : newsLevelLabels[n.typeNews];
}
