import { expect, type Page } from '@playwright/test';
import { apiBase, promocodePaths, toMoscowDateTime, type Promocode } from '@sks/contract';
import { apiHeaders } from './auth';
import { uniqueSuffix } from './universities';

const day = 86_400_000;
const quarter = 900_000;
/** Whole quarter-hours around now, on the wire (the form's time list steps by 15 minutes). */
export const wireInDays = (days: number) => toMoscowDateTime(Math.floor((Date.now() + days * day) / quarter) * quarter);

/** A code no other test uses: 'E' and a time-based suffix, under 15 characters. */
export const uniqueCode = (prefix = 'E') => `${prefix}${uniqueSuffix()}`.slice(0, 14);

/** A promo code of the test's own, made through the API; valid from `fromDays` to `toDays` around today. */
export async function createPromocode(page: Page, promocode: string, fromDays = -1, toDays = 30): Promise<Promocode> {
  const answer = await page.request.post(apiBase + promocodePaths.write, {
    headers: await apiHeaders(page),
    data: { promocode, startPromoCode: wireInDays(fromDays), endPromoCode: wireInDays(toDays), content: `Описание ${promocode}` },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as Promocode;
}

/** The demo code with the most registrations (the demo data signs students up with the current codes). */
export async function busiestPromocode(page: Page): Promise<Promocode> {
  const answer = await page.request.get(apiBase + promocodePaths.list, { headers: { ...(await apiHeaders(page)), 'x-limit': '100' } });
  expect(answer.ok()).toBe(true);
  const codes = (await answer.json()) as Promocode[];
  return codes.reduce((best, c) => (c.statcount > best.statcount ? c : best));
}

export const promocodeRow = (page: Page, promocode: string) =>
  page.getByRole('table', { name: 'Промокоды' }).getByRole('row').filter({ has: page.getByRole('link', { name: promocode, exact: true }) });
